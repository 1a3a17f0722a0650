import Glibc

/// One daemon per database: an exclusive `flock` on `<database>.daemon.lock`, held for the
/// daemon's life (the system releases it when the process ends, even after a crash). The file
/// holds the owner's process id, for the message a second daemon prints.
public final class DaemonLock {
    /// Why the lock was not taken.
    public enum Failure: Error, Hashable, Sendable {
        /// The lock file at `path` cannot be created or opened.
        case cannotCreate(path: String, SystemError)
        /// Another process holds the lock; `holder` is its process id when the file names one.
        case held(holder: Int?)
    }

    private let descriptor: Int32

    /// Takes the lock beside `databasePath`.
    public init(databasePath: String) throws(Failure) {
        let path = databasePath + ".daemon.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotCreate(path: path, SystemError.current) }
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

    private static func contents(of descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }
}
