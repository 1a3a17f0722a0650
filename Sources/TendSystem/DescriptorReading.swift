import Glibc

/// Reading a file descriptor to its end, the one read loop of tend: files, pipes from child
/// processes and standard input all go through it.
public enum DescriptorReading {
    /// What to do with bytes past the limit.
    public enum PastLimit: Hashable, Sendable {
        /// Stop reading once more than the limit has come (what came is kept): for inputs
        /// that are refused when too large.
        case stop
        /// Read on to the end and drop what is past the limit: for a child's output, so that
        /// the child never blocks on a full pipe.
        case discard
    }

    /// What `readToEnd` read.
    public struct Read: Hashable, Sendable {
        /// The bytes kept.
        public var bytes: [UInt8]
        /// Whether more than the limit came.
        public var passedLimit: Bool
    }

    /// Reads `descriptor` until its end, `chunkBytes` at a time, retrying after interruptions.
    ///
    /// - Throws: `SystemError` when a read fails (`EAGAIN` on a non-blocking descriptor with
    ///   nothing to read, `EISDIR`, `EIO`, …).
    public static func readToEnd(_ descriptor: Int32, limit: Int, pastLimit: PastLimit,
                                 chunkBytes: Int = 4096) throws(SystemError) -> Read {
        var bytes: [UInt8] = []
        var total = 0
        var chunk = [UInt8](repeating: 0, count: max(chunkBytes, 1))
        bytes.reserveCapacity(min(chunk.count, limit))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            if count == 0 { break }
            total += count
            switch pastLimit {
            case .stop:
                bytes.append(contentsOf: chunk[0..<count])
                if bytes.count > limit { return Read(bytes: bytes, passedLimit: true) }
            case .discard:
                bytes.append(contentsOf: chunk.prefix(min(count, max(limit - bytes.count, 0))))
            }
        }
        return Read(bytes: bytes, passedLimit: total > limit)
    }
}
