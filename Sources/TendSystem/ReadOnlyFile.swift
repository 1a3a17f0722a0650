import Glibc

/// A file opened for reading (a FIFO without waiting for a writer, so that it never hangs),
/// closed when this goes away.
public final class ReadOnlyFile {
    /// What `fstat` says of the open file.
    public struct Status: Hashable, Sendable {
        /// Whether it is a regular file.
        public var isRegularFile: Bool
        /// Whether it is a directory.
        public var isDirectory: Bool
        /// Its size in bytes.
        public var size: Int
        /// The user id of its owner.
        public var ownerID: UInt32
        /// Its permission bits (`0o644`).
        public var permissions: UInt32
    }

    /// The open descriptor; it stays this file's (do not close it).
    public let descriptor: Int32

    /// Opens `path` for reading.
    ///
    /// - Throws: `SystemError` (`ENOENT`, `EACCES`, `ELOOP`, …).
    public init(path: String) throws(SystemError) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .current }
    }

    deinit {
        close(descriptor)
    }

    /// What the open file is.
    public func status() throws(SystemError) -> Status {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .current }
        return Status(isRegularFile: info.st_mode & S_IFMT == S_IFREG, isDirectory: info.st_mode & S_IFMT == S_IFDIR,
                      size: Int(info.st_size), ownerID: info.st_uid, permissions: info.st_mode & 0o7777)
    }
}
