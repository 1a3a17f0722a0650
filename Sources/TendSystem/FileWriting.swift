import Glibc

/// Files tend writes for people (charts, exports): owner-only, never seen half-written.
public enum FileWriting {
    /// Makes `path` hold what `body` writes to the descriptor it is given: a new owner-only
    /// (0600) file beside `path`, renamed over it once complete, so that a reader never sees
    /// half a file and a failure leaves `path` as it was.
    public static func replace(atPath path: String, writing body: (Int32) throws(SystemError) -> Void) throws(SystemError) {
        let temporary = path + ".tend-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .current }
        do throws(SystemError) {
            try body(descriptor)
            guard fsync(descriptor) == 0 else { throw SystemError.current }
            guard close(descriptor) == 0 else {
                unlink(temporary)
                throw SystemError.current
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let failure = SystemError.current
            unlink(temporary)
            throw failure
        }
    }

    /// Makes `path` hold `bytes`, as `replace(atPath:writing:)` does.
    public static func replace(atPath path: String, with bytes: [UInt8]) throws(SystemError) {
        try replace(atPath: path) { descriptor throws(SystemError) in try write(bytes, to: descriptor) }
    }

    /// Writes every byte to `descriptor`, retrying after interruptions and partial writes.
    public static func write(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            offset += written
        }
    }

    /// An unnamed owner-only file in `TMPDIR` (else `/tmp`) holding `bytes`, read from its
    /// start: the input of a child process. The caller closes it.
    public static func temporaryFile(holding bytes: [UInt8], environment: [String: String]) throws(SystemError) -> Int32 {
        var template = Array(((environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/tend-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .current }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        do throws(SystemError) {
            try write(bytes, to: descriptor)
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw SystemError.current }
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }
}
