import Glibc

/// One daemon per database: an exclusive `flock` on `<database>.daemon.lock`, held for the
/// daemon's life (the system releases it when the process ends, even after a crash). The file
/// holds the owner's process id, for the message a second daemon prints.
final class DaemonLock {
    private let descriptor: Int32

    /// Takes the lock beside `databasePath`, or fails naming the daemon that holds it.
    init(databasePath: String) throws(CommandFailure) {
        let path = databasePath + ".daemon.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CommandFailure("cannot create the lock file '\(path)': \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.contents(of: descriptor).trimmingWhitespace()
            close(descriptor)
            let who = Int(holder).map { " (process \($0))" } ?? ""
            throw CommandFailure("another tend daemon\(who) is already reminding from '\(databasePath)'; stop it first ('systemctl --user stop tend')")
        }
        ftruncate(descriptor, 0)
        Console.writeAll("\(getpid())\n", to: descriptor)
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
