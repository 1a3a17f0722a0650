import CLibnotify

/// Splits what arrives on a descriptor into lines.
struct LineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The complete lines (without their line breaks) read by one `read`; nil at the end of
    /// the input. Bytes that are not UTF-8 become U+FFFD, as on the daemon's side.
    mutating func readAvailable() -> [String]? {
        var chunk = [UInt8](repeating: 0, count: 8192)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && tend_errno() == EINTR { return [] }
        guard count > 0 else { return nil }
        buffer += chunk[..<count]
        var lines: [String] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
            buffer.removeSubrange(...newline)
        }
        return lines
    }
}
