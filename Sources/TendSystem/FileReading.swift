import Glibc

/// Small, Foundation-free file reads.
public enum FileReading {
    /// The whole contents of a regular file, or nil when it cannot be read. Files larger than
    /// `limit` bytes are refused; so is anything but a regular file, and a FIFO is opened
    /// without waiting for a writer, so it never hangs the read.
    public static func bytes(atPath path: String, limit: Int = 16 << 20) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(Int(info.st_size))
        // A chunk no larger than the file needs (a file that grows meanwhile takes more reads):
        // zeroing 64 KiB for a 2 KB zone file took 65,000 instructions of every run.
        var chunk = [UInt8](repeating: 0, count: min(65_536, Int(info.st_size) + 1))
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
            if result.count > limit { return nil }
        }
        return result
    }

    /// The target of a symbolic link, or nil when `path` is not one.
    public static func linkTarget(atPath path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A regular file read chunk by chunk, for inputs too large to hold at once.
public final class FileChunks {
    private let descriptor: Int32
    private let chunkBytes: Int

    /// Opens `path`; a FIFO is opened without waiting for a writer, and anything but a
    /// regular file is refused.
    ///
    /// - Throws: `SystemError` (`ENOENT`, `EACCES`, …; `EISDIR` for a directory, `EINVAL` for
    ///   a device, FIFO or socket).
    public init(path: String, chunkBytes: Int = 1 << 16) throws(SystemError) {
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .current }
        self.chunkBytes = chunkBytes
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let error = SystemError.current
            close(descriptor)
            throw error
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw SystemError(code: info.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL)
        }
    }

    deinit {
        close(descriptor)
    }

    /// The next chunk; empty at the end of the file.
    public func next() throws(SystemError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: chunkBytes)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n >= 0 {
                chunk.removeLast(chunkBytes - n)
                return chunk
            }
            if errno != EINTR { throw .current }
        }
    }
}
