import TendCore

/// A run of text drawn with the same attributes.
struct Span: Hashable, Sendable {
    var text: String
    var attributes: TextAttributes
}

/// One line of output, kept as plain text with attributes beside it, so that its width is
/// always measured on what the reader sees and never on escape sequences.
///
/// The text is one buffer of UTF-8 bytes, and the attributes are runs that each start at a
/// byte offset and go on to the next run's start (the last to the end of the text): appending
/// copies bytes and adds a run only when the attributes change (a piece in the attributes of
/// the one before it touches no run at all), so building a line allocates its buffer and its
/// runs and nothing per piece, and writing it out copies its bytes once (`tend today` builds
/// every row from pieces, and strings and arrays of spans per piece were most of its
/// rendering's work). Each piece of text is measured once, when it is appended: joining lines,
/// padding and trimming spaces add up widths already known.
struct StyledLine: Hashable, Sendable {
    /// The bytes from `start` to the start of the next run (or the end of the line), in
    /// `attributes`. Neighbouring runs always differ in their attributes, and no run is empty.
    struct Run: Hashable, Sendable {
        var start: Int
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
        runs.indices.map { index in
            Span(text: String(decoding: bytes[runs[index].start..<end(ofRun: index)], as: UTF8.self),
                 attributes: runs[index].attributes)
        }
    }

    /// Where the run at `index` of ``runs`` ends: where the next one starts, or at the end of
    /// the text.
    func end(ofRun index: Int) -> Int {
        index + 1 < runs.count ? runs[index + 1].start : bytes.count
    }

    mutating func append(_ text: String, _ attributes: TextAttributes = .plain) {
        append(text, attributes, width: DisplayWidth.of(text))
    }

    /// `text`, whose display width the caller has measured as `width`, appended.
    mutating func append(_ text: String, _ attributes: TextAttributes = .plain, width textWidth: Int) {
        guard !text.isEmpty else { return }
        width += textWidth
        reserveForLine(adding: text.utf8.count)
        startRun(attributes)
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func append(_ line: StyledLine) {
        guard !line.runs.isEmpty else { return }
        width += line.width
        reserveForLine(adding: line.bytes.count)
        let offset = bytes.count
        for run in line.runs {
            startRun(run.attributes, at: offset + run.start)
        }
        bytes.append(contentsOf: line.bytes)
    }

    /// Pieces of text appended in one run of `attributes`: `write` appends their UTF-8 bytes,
    /// `width` display columns in all as the caller measured them. A cell made of a few pieces
    /// (a grid cell's bracket, box, space and name) costs one check of the run, not one a piece.
    mutating func append(_ attributes: TextAttributes, width piecesWidth: Int, bytes write: (inout [UInt8]) -> Void) {
        let start = bytes.count
        reserveForLine(adding: 0)
        startRun(attributes)
        write(&bytes)
        guard bytes.count > start else {
            if runs[runs.count - 1].start == start { runs.removeLast() }
            return
        }
        width += piecesWidth
    }

    /// One printable ASCII character (`[`, a space), one column, appended.
    mutating func appendASCII(_ byte: UInt8, _ attributes: TextAttributes = .plain) {
        width += 1
        reserveForLine(adding: 1)
        startRun(attributes)
        bytes.append(byte)
    }

    /// `count` spaces appended (none when `count` is 0 or less).
    mutating func appendSpaces(_ count: Int, _ attributes: TextAttributes = .plain) {
        guard count > 0 else { return }
        width += count
        reserveForLine(adding: count)
        startRun(attributes)
        // A few spaces at a time (between cells and columns): a loop costs less than the copy.
        if count <= 4 {
            for _ in 0..<count {
                bytes.append(UInt8(ascii: " "))
            }
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }

    /// The bytes the line has room for without growing.
    var capacity: Int { bytes.capacity }

    /// The line made empty, its room kept.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        width = 0
    }

    /// Spaces appended up to `columns` display columns.
    mutating func pad(to columns: Int) {
        appendSpaces(columns - width)
    }

    /// Room for a whole line when the first text comes, so that a line is one allocation of
    /// bytes and one of runs rather than a few that grow (a longer line grows as arrays do,
    /// doubling).
    private mutating func reserveForLine(adding count: Int) {
        if bytes.isEmpty {
            bytes.reserveCapacity(max(count, Self.typicalLineBytes))
            runs.reserveCapacity(4)
        }
    }

    /// Bytes of a line of 80 columns with a few glyphs beyond ASCII.
    private static let typicalLineBytes = 96

    /// A new run from `start` (the end of the text, by default) when `attributes` differ from
    /// the last run's; called before the bytes it is for are appended.
    private mutating func startRun(_ attributes: TextAttributes, at start: Int? = nil) {
        if runs.isEmpty || runs[runs.count - 1].attributes != attributes {
            runs.append(Run(start: start ?? bytes.count, attributes: attributes))
        }
    }

    /// The line without the spaces at its end.
    func trimmingTrailingSpaces() -> StyledLine {
        var line = self
        while let last = line.runs.last {
            let end = line.bytes.count
            let spaces = line.trailingSpaces(from: last.start, to: end)
            line.width -= spaces
            line.bytes.removeSubrange((end - spaces)...)
            guard spaces == end - last.start else { break }
            line.runs.removeLast()
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
