import Glibc

/// A failed system call, as the `errno` it left: the caller knows what it was doing and words
/// the sentence; `description` is the system's own text for the code (`No such file or directory`).
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value.
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The error the last failed call left in `errno`.
    public static var current: SystemError { SystemError(code: errno) }

    public var description: String { String(cString: strerror(code)) }

    /// `ENOENT`: nothing is at the path.
    public static let noSuchFile = SystemError(code: ENOENT)
    /// `EEXIST`: something is at the path already.
    public static let fileExists = SystemError(code: EEXIST)
    /// `EINVAL`: an argument the call refuses (for `NewFile`: not a regular file).
    public static let invalidArgument = SystemError(code: EINVAL)
    /// `ELOOP`: too many symbolic links, or (opened with `O_NOFOLLOW`) the path is one.
    public static let symbolicLinkLoop = SystemError(code: ELOOP)
    /// `ENOSPC`: no space is left on the device.
    public static let noSpace = SystemError(code: ENOSPC)
    /// `EIO`: an input or output error.
    public static let inputOutput = SystemError(code: EIO)
    /// `EISDIR`: the path is a directory.
    public static let isADirectory = SystemError(code: EISDIR)
    /// `ENOTDIR`: the path, or a component of it, is not a directory.
    public static let notADirectory = SystemError(code: ENOTDIR)
    /// `EACCES`: permission denied.
    public static let permissionDenied = SystemError(code: EACCES)

    /// Whether the call was refused for want of permission (`EACCES`, `EPERM`) or on a
    /// read-only file system (`EROFS`).
    public var isPermissionProblem: Bool { code == EACCES || code == EPERM || code == EROFS }

    /// Whether the disk, or the user's quota on it, is full (`ENOSPC`, `EDQUOT`).
    public var isDiskFull: Bool { code == ENOSPC || code == EDQUOT }

    /// Whether the path itself is wrong: missing, under a file, a directory, a loop of links,
    /// or too long (`ENOENT`, `ENOTDIR`, `EISDIR`, `ELOOP`, `ENAMETOOLONG`).
    public var isPathProblem: Bool { [ENOENT, ENOTDIR, EISDIR, ELOOP, ENAMETOOLONG].contains(code) }
}
