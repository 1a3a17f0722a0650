/// Joins folded lines (RFC 5545 §3.1, RFC 6350 §3.2): a line that starts with a space or a tab
/// continues the line before it, without that first character. Line endings may be CRLF or LF;
/// blank lines are skipped; a UTF-8 byte-order mark at the start is dropped.
///
/// One pass over the bytes; a file over the size limit is refused before any of it is read.
public enum ContentLineUnfolding {
    /// The logical lines of `bytes`. Throws for the whole file: too large, binary (a NUL byte), a
    /// line too long or not UTF-8.
    public static func unfold(_ bytes: [UInt8], limits: ContentLineLimits = .standard) throws(ContentLineError) -> [UnfoldedLine] {
        var lines: [UnfoldedLine] = []
        try forEachLine(bytes, limits: limits) { lines.append($0) }
        return lines
    }

    /// Hands each logical line of `bytes` to `body` as soon as it is joined, so that only one
    /// line is held at a time. Throws as `unfold` does, before any line for a file too large or
    /// binary, and at the line for one too long or not UTF-8.
    public static func forEachLine(_ bytes: [UInt8], limits: ContentLineLimits = .standard,
                                   _ body: (UnfoldedLine) -> Void) throws(ContentLineError) {
        guard bytes.count <= limits.fileBytes else { throw ContentLineError(.fileTooLarge(limit: limits.fileBytes), line: nil) }
        guard !bytes.contains(0) else { throw ContentLineError(.binaryData, line: nil) }
        var current: [UInt8] = []
        var currentStart = 0
        var physical = 0
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0

        func finish() throws(ContentLineError) {
            defer { current.removeAll(keepingCapacity: true) }
            guard currentStart > 0 else { return }
            guard let text = String(validating: current, as: UTF8.self) else {
                throw ContentLineError(.invalidUTF8, line: currentStart)
            }
            body(UnfoldedLine(text: text, line: currentStart))
            currentStart = 0
        }

        while position < bytes.count {
            physical += 1
            var end = position
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let next = end + 1
            if end > position && bytes[end - 1] == 0x0D { end -= 1 }
            if end == position {
                try finish()
            } else if (bytes[position] == 0x20 || bytes[position] == 0x09) && currentStart > 0 {
                current.append(contentsOf: bytes[(position + 1)..<end])
            } else {
                try finish()
                current.append(contentsOf: bytes[position..<end])
                currentStart = physical
            }
            guard current.count <= limits.lineBytes else {
                throw ContentLineError(.lineTooLong(limit: limits.lineBytes), line: currentStart)
            }
            position = next
        }
        try finish()
    }
}
