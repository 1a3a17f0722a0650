import Foundation

/// A shell script written for a test to run. It is written through a descriptor that no
/// program started meanwhile by another test can inherit (`O_CLOEXEC`), and closed before it
/// runs: a program file that some process holds open for writing cannot be run (ETXTBSY,
/// "Text file busy").
enum ExecutableScript {
    /// Writes `text` to `path`, executable by its owner.
    static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o700)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard Foundation.write(descriptor, bytes, bytes.count) == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }
}
