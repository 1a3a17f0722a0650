import Glibc

/// A shell script written for a test to run, by the test targets that run their own programs.
///
/// It is written through a descriptor that no program started meanwhile by another test can
/// inherit (`O_CLOEXEC`), synced and closed before it runs: a program file that some process
/// holds open for writing cannot be run (ETXTBSY, "Text file busy"). Foundation's atomic write
/// is not used: it writes a temporary file through a descriptor other tests' children may hold
/// across their `fork`, and renames it into place.
public enum ExecutableScript {
    /// Why a script could not be written: the call that failed and its errno.
    public struct WriteError: Error, CustomStringConvertible {
        public let call: String
        public let code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// Writes `text` to `path`, executable by its owner only.
    public static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o700)
        guard descriptor >= 0 else { throw WriteError(call: "open", code: errno) }
        var closed = false
        defer { if !closed { close(descriptor) } }
        // O_CREAT's mode applies only to a new file.
        guard fchmod(descriptor, 0o700) == 0 else { throw WriteError(call: "fchmod", code: errno) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw WriteError(call: "write", code: errno) }
            written += count
        }
        guard fsync(descriptor) == 0 else { throw WriteError(call: "fsync", code: errno) }
        closed = true
        guard close(descriptor) == 0 else { throw WriteError(call: "close", code: errno) }
    }
}
