import TendCore

/// A run of text drawn with the same attributes.
struct Span: Hashable, Sendable {
    var text: String
    var attributes: TextAttributes
}

/// One line of output, kept as plain text with attributes beside it, so that its width is
/// always measured on what the reader sees and never on escape sequences.
///
/// The text is one buffer of UTF-8 bytes, and the attributes are runs that each end at a byte
/// offset: appending copies bytes and extends or adds a run, so building a line allocates
/// its buffer and its runs and nothing per piece, and writing it out copies its bytes once
/// (`tend today` builds every row from pieces, and strings and arrays of spans per piece were
/// most of its rendering's work). Each piece of text is measured once, when it is appended:
/// joining lines, padding and trimming spaces add up widths already known.
struct StyledLine: Hashable, Sendable {
    /// The bytes from the end of the run before (or the start of the line) to `end`, in
    /// `attributes`. Neighbouring runs always differ in their attributes.
    struct Run: Hashable, Sendable {
        var end: Int
        var attributes: TextAttributes
    }

    /// The text's UTF-8 bytes.
    private(set) var bytes: [UInt8] = []
    private(set) var runs: [Run] = []
    /// Display columns of the text (see ``DisplayWidth``).
    private(set) var width = 0

    init() {}

    init(_ text: String, _ attributes: TextAttributes = .plain) {
        append(text, attributes)
    }

    /// A line of `text`, whose display width the caller has measured as `width`.
    init(_ text: String, _ attributes: TextAttributes = .plain, width: Int) {
        append(text, attributes, width: width)
    }

    /// A line of `count` spaces.
    static func blank(_ count: Int) -> StyledLine {
        var line = StyledLine()
        line.appendSpaces(count)
        return line
    }

    /// The plain text, without attributes.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The runs as pieces of text with their attributes.
    var spans: [Span] {
        var start = 0
        return runs.map { run in
            defer { start = run.end }
            return Span(text: String(decoding: bytes[start..<run.end], as: UTF8.self), attributes: run.attributes)
        }
    }

    mutating func append(_ text: String, _ attributes: TextAttributes = .plain) {
        append(text, attributes, width: DisplayWidth.of(text))
    }

    /// `text`, whose display width the caller has measured as `width`, appended.
    mutating func append(_ text: String, _ attributes: TextAttributes = .plain, width textWidth: Int) {
        guard !text.isEmpty else { return }
        width += textWidth
        reserveForLine(adding: text.utf8.count)
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
        extendRun(to: bytes.count, attributes)
    }

    mutating func append(_ line: StyledLine) {
        guard !line.runs.isEmpty else { return }
        width += line.width
        reserveForLine(adding: line.bytes.count)
        let offset = bytes.count
        bytes.append(contentsOf: line.bytes)
        for run in line.runs {
            extendRun(to: offset + run.end, run.attributes)
        }
    }

    /// One printable ASCII character (`[`, a space), one column, appended.
    mutating func appendASCII(_ byte: UInt8, _ attributes: TextAttributes = .plain) {
        width += 1
        reserveForLine(adding: 1)
        bytes.append(byte)
        extendRun(to: bytes.count, attributes)
    }

    /// `count` spaces appended (none when `count` is 0 or less).
    mutating func appendSpaces(_ count: Int, _ attributes: TextAttributes = .plain) {
        guard count > 0 else { return }
        width += count
        reserveForLine(adding: count)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        extendRun(to: bytes.count, attributes)
    }

    /// Spaces appended up to `columns` display columns.
    mutating func pad(to columns: Int) {
        appendSpaces(columns - width)
    }

    /// Room for a whole line when the first text comes, so that a line is one allocation of
    /// bytes and one of runs rather than a few that grow; room for `count` more bytes after.
    private mutating func reserveForLine(adding count: Int) {
        if bytes.isEmpty {
            bytes.reserveCapacity(max(count, Self.typicalLineBytes))
            runs.reserveCapacity(4)
        } else if bytes.count + count > bytes.capacity {
            bytes.reserveCapacity(max(bytes.count + count, 2 * bytes.capacity))
        }
    }

    /// Bytes of a line of 80 columns with a few glyphs beyond ASCII.
    private static let typicalLineBytes = 96

    /// The last run made to end at `end`, or a new run to `end` when its attributes differ.
    private mutating func extendRun(to end: Int, _ attributes: TextAttributes) {
        if let last = runs.last, last.attributes == attributes {
            runs[runs.count - 1].end = end
        } else {
            runs.append(Run(end: end, attributes: attributes))
        }
    }

    /// The line without the spaces at its end.
    func trimmingTrailingSpaces() -> StyledLine {
        var line = self
        while let last = line.runs.last {
            let start = line.runs.count > 1 ? line.runs[line.runs.count - 2].end : 0
            let spaces = line.trailingSpaces(from: start, to: last.end)
            line.width -= spaces
            if spaces == last.end - start {
                line.runs.removeLast()
                line.bytes.removeSubrange(start...)
                continue
            }
            if spaces > 0 {
                line.runs[line.runs.count - 1].end = last.end - spaces
                line.bytes.removeSubrange((last.end - spaces)...)
            }
            break
        }
        return line
    }

    /// The spaces that end the bytes `start..<end`, each one column. A space that a character
    /// before it joins (a prepended mark's) is not one of them: after a byte of a character
    /// beyond ASCII, the run is counted in characters.
    private func trailingSpaces(from start: Int, to end: Int) -> Int {
        var cut = end
        while cut > start, bytes[cut - 1] == UInt8(ascii: " ") {
            cut -= 1
        }
        guard cut < end, cut > start, bytes[cut - 1] >= 0x80 else { return end - cut }
        return String(decoding: bytes[start..<end], as: UTF8.self).reversed().prefix { $0 == " " }.count
    }

    static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        var joined = left
        joined.append(right)
        return joined
    }
}
