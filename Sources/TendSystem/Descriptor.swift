import Glibc

/// The plain operations on a file descriptor that the types around it do not cover.
public enum Descriptor {
    /// What a read of a non-blocking descriptor found.
    public enum Available: Hashable, Sendable {
        /// These bytes (never empty).
        case bytes([UInt8])
        /// Nothing yet: the writer is still there.
        case nothingYet
        /// The end: the writer closed its end, or the read failed.
        case end
    }

    /// Closes `descriptor`.
    public static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Makes reads of `descriptor` return at once when nothing is there (`O_NONBLOCK`).
    public static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Reads what is there on the non-blocking `descriptor`, up to `limit` bytes.
    public static func readAvailable(_ descriptor: Int32, limit: Int = 4096) -> Available {
        var chunk = [UInt8](repeating: 0, count: limit)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(chunk[..<count])) }
        return count == 0 || (errno != EAGAIN && errno != EINTR) ? .end : .nothingYet
    }

    /// A pipe, both ends closed on `exec` (so that neither stays open in a child process but
    /// where it is given one): `read` and `write`.
    public static func pipe() throws(SystemError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { throw .current }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}
