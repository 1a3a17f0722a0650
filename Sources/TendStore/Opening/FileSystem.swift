import Glibc

/// The few file-system calls the store needs, on Glibc, without Foundation.
enum FileSystem {
    /// What is at a path.
    enum Kind: Equatable {
        case missing
        case directory
        /// A regular file: its size, how many names (hard links) it has, its permission bits,
        /// and whether this process's user owns it.
        case regularFile(size: Int64, links: Int, permissions: mode_t, isOwned: Bool)
        /// A symbolic link whose target does not exist.
        case danglingSymbolicLink
        case other
        /// `stat` failed for another reason than absence (a permission, a loop, …).
        case unreadable(reason: String)
        /// A component of the path is a file, not a directory.
        case underNonDirectory
    }

    static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT: return isSymbolicLink(path) ? .danglingSymbolicLink : .missing
            case ENOTDIR: return .underNonDirectory
            default: return .unreadable(reason: lastErrorDescription())
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG:
            return .regularFile(
                size: Int64(status.st_size), links: Int(status.st_nlink),
                permissions: status.st_mode & 0o7777, isOwned: status.st_uid == geteuid()
            )
        default: return .other
        }
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether `path` itself (not what it points to) is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The size of the file at `path`, or nil when there is none.
    static func size(of path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int64(status.st_size)
    }

    /// Sets the permission bits of the existing file `path` to `mode`.
    static func setPermissions(_ path: String, to mode: mode_t) throws(SystemError) {
        guard chmod(path, mode) == 0 else { throw SystemError(code: errno) }
    }

    /// Linux's `F_OFD_GETLK`, which Glibc declares for `_GNU_SOURCE` only and so Swift's Glibc
    /// module does not export.
    private static let openFileDescriptionGetLock: Int32 = 36

    /// Whether any open file description, in this process or another, holds a lock on the byte
    /// at `offset` of the file `path` that a write lock would conflict with; false when the file
    /// cannot be opened. Asks with an open-file-description lock (`F_OFD_GETLK`), which, unlike
    /// `F_GETLK`, also sees the locks this process itself holds through other descriptors.
    static func isByteLocked(_ path: String, at offset: Int64) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = Int(offset)
        lock.l_len = 1
        guard fcntl(descriptor, openFileDescriptionGetLock, &lock) == 0 else { return false }
        return lock.l_type != Int16(F_UNLCK)
    }

    /// Whether the calling process may write to `path` (for a directory: create files in it).
    /// A read-only file system makes this false even for root.
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// The directory part of `path`: `.` for a bare file name, `/` for a file in the root.
    static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Creates the directory `path` with exactly `mode`, whatever the umask; one that another
    /// process created meanwhile is left as it is.
    static func makeDirectory(_ path: String, mode: mode_t) throws(SystemError) {
        guard mkdir(path, mode) == 0 else {
            if errno == EEXIST { return }
            throw SystemError(code: errno)
        }
        guard chmod(path, mode) == 0 else { throw SystemError(code: errno) }
    }

    /// Creates the empty file `path` with exactly `mode`, whatever the umask; one that another
    /// process created meanwhile is left as it is.
    static func createFile(_ path: String, mode: mode_t) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }
            throw SystemError(code: errno)
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, mode) == 0 else { throw SystemError(code: errno) }
    }

    /// Up to `count` bytes from the start of the file at `path`.
    static func readPrefix(of path: String, count: Int) throws(SystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, count - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw SystemError(code: errno) }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }

    /// `strerror` of the current `errno`.
    static func lastErrorDescription() -> String {
        SystemError(code: errno).description
    }
}

/// A failed system call's `errno`, described as `strerror` does.
struct SystemError: Error, CustomStringConvertible {
    let code: Int32

    var isPermissionProblem: Bool { code == EACCES || code == EPERM || code == EROFS }

    var description: String { String(cString: strerror(code)) }
}
