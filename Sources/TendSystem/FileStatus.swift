import Glibc

/// What stands at a path, as `stat` and `access` tell it, without Foundation.
public enum FileStatus {
    /// What is at a path.
    public enum Kind: Hashable, Sendable {
        case missing
        case directory
        /// A regular file: its size, how many names (hard links) it has, its permission bits,
        /// and whether this process's (effective) user owns it.
        case regularFile(size: Int64, links: Int, permissions: UInt32, isOwned: Bool)
        /// A symbolic link whose target does not exist.
        case danglingSymbolicLink
        case other
        /// `stat` failed for another reason than absence (a permission, a loop, …).
        case unreadable(SystemError)
        /// A component of the path is a file, not a directory.
        case underNonDirectory
    }

    /// What is at `path`, symbolic links followed.
    public static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            switch errno {
            case ENOENT: return isSymbolicLink(path) ? .danglingSymbolicLink : .missing
            case ENOTDIR: return .underNonDirectory
            default: return .unreadable(.current)
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

    /// Whether anything (a dangling symbolic link aside) is at `path`.
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether anything at all is at `path` itself, a symbolic link included (`lstat`).
    public static func existsWithoutFollowing(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether nothing is at `path` itself (`lstat` fails with `ENOENT`); false when it cannot tell.
    public static func isMissingWithoutFollowing(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) != 0 && errno == ENOENT
    }

    /// Whether `path` itself (not what it points to) is a symbolic link.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The size of the file at `path`, or nil when there is none.
    public static func size(of path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int64(status.st_size)
    }

    /// Whether the calling process may write to `path` (for a directory: create files in it).
    /// A read-only file system makes this false even for root.
    public static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// Whether the calling process may run the file at `path` (`access` with `X_OK`).
    public static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// Whether `first` and `second` name one existing file (the same device and inode).
    public static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
