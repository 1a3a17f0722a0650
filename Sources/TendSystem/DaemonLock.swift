import Glibc

/// One daemon per database: an exclusive `flock` on `<database>.daemon.lock`, held for the
/// daemon's life (the system releases it when the process ends, even after a crash). The file
/// holds the owner's process id, for the message a second daemon prints.
///
/// The lock sits beside the database file itself (its path with every symbolic link
/// resolved), so one database has one daemon however it is named, and the lock file is never
/// followed through a link: a link planted in its place is refused, not written through.
public final class DaemonLock {
    /// Why the lock was not taken.
    public enum Failure: Error, Hashable, Sendable {
        /// The lock file at `path` cannot be created or opened.
        case cannotCreate(path: String, SystemError)
        /// Another process holds the lock; `holder` is its process id when the file names one.
        case held(holder: Int?)
        /// Something other than a regular file (a symbolic link, a directory, a FIFO) stands at
        /// the lock's path.
        case notARegularFile(path: String)
    }

    private let descriptor: Int32

    /// Takes the lock beside the file `databasePath` names.
    public init(databasePath: String) throws(Failure) {
        let path = Self.resolved(databasePath) + ".daemon.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .notARegularFile(path: path) }
            throw .cannotCreate(path: path, SystemError.current)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile(path: path)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let words = Self.contents(of: descriptor).split(whereSeparator: \.isWhitespace)
            close(descriptor)
            throw .held(holder: words.count == 1 ? Int(words[0]) : nil)
        }
        ftruncate(descriptor, 0)
        let line = Array("\(getpid())\n".utf8)
        _ = line.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// `path` with every symbolic link resolved, or as given when it cannot be resolved.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    private static func contents(of descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }
}
