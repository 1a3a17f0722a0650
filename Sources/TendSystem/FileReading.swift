import Glibc

/// Small, Foundation-free file reads.
public enum FileReading {
    /// Why a whole file was not read.
    public enum Failure: Error, Hashable, Sendable {
        /// The file holds `size` bytes (at least: it may have grown while it was read), more
        /// than the `limit` the caller reads.
        case tooLarge(size: Int, limit: Int)
        /// Something other than a regular file is at the path (a directory, a FIFO, a device).
        case notARegularFile
        /// The system refused to open, examine or read it.
        case system(SystemError)
    }

    /// The whole contents of a regular file of at most `limit` bytes. A FIFO is opened without
    /// waiting for a writer, so it never hangs the read.
    ///
    /// - Throws: `Failure`: too large, not a regular file, or the system's error.
    public static func bytes(atPath path: String, limit: Int = 16 << 20) throws(Failure) -> [UInt8] {
        let file: ReadOnlyFile
        let status: ReadOnlyFile.Status
        do {
            file = try ReadOnlyFile(path: path)
            status = try file.status()
        } catch {
            throw .system(error)
        }
        guard status.isRegularFile else { throw .notARegularFile }
        guard status.size <= limit else { throw .tooLarge(size: status.size, limit: limit) }
        // A chunk no larger than the file needs (a file that grows meanwhile takes more reads):
        // zeroing 64 KiB for a 2 KB zone file took 65,000 instructions of every run.
        let read: DescriptorReading.Read
        do {
            read = try DescriptorReading.readToEnd(file.descriptor, limit: limit, pastLimit: .stop,
                                                   chunkBytes: min(65_536, status.size + 1))
        } catch {
            throw .system(error)
        }
        guard !read.passedLimit else { throw .tooLarge(size: read.bytes.count, limit: limit) }
        return read.bytes
    }

    /// Up to `count` bytes from the start of the file at `path` (fewer when it is shorter).
    ///
    /// - Throws: `SystemError` when it cannot be opened or read.
    public static func prefix(ofPath path: String, count: Int) throws(SystemError) -> [UInt8] {
        let file = try ReadOnlyFile(path: path)
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(file.descriptor, buffer.baseAddress! + filled, count - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .current }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
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
