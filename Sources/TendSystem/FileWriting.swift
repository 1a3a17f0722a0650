import Glibc

/// Small, Foundation-free file writes.
public enum FileWriting {
    /// Writes `bytes` to `path`, owner-only (0600): into a new file beside it, then renamed over
    /// it, so that a reader never sees half a file and a failed write leaves the old one.
    public static func replace(atPath path: String, with bytes: [UInt8]) throws(SystemError) {
        let temporary = path + ".tend-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .current }
        var failure: SystemError?
        var written = 0
        while written < bytes.count && failure == nil {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n > 0 { written += n } else if n < 0 && errno != EINTR { failure = .current }
        }
        if failure == nil && fsync(fd) != 0 { failure = .current }
        if close(fd) != 0 && failure == nil { failure = .current }
        if failure == nil && rename(temporary, path) != 0 { failure = .current }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }
}
