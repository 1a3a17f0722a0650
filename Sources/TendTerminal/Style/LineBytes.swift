/// Lines made into output bytes as they come, as ``TerminalStyle`` draws them: each line's
/// text, with the escape sequences of its attributes when colour is on, and a line break.
/// The lines are not kept: a day of 1,000 tasks holds one line at a time instead of 4,400,
/// which touched about a megabyte of new memory, some 200 page faults (`tend today`, issue 11).
struct LineBytes: LineSink {
    /// The bytes made and not yet handed on.
    private(set) var bytes: [UInt8] = []
    private let style: TerminalStyle
    /// The last line written, emptied with its room kept, for ``newLine(indent:)``; nil while
    /// it is lent (taken out, so that handing it over retains and releases nothing).
    private var spare: StyledLine?
    /// Where the bytes go each time ``chunkSize`` of them have gathered, if anywhere.
    private let drain: ((UnsafeRawBufferPointer) -> Void)?

    /// The bytes gathered before each hand-over to ``drain``.
    static let chunkSize = 1 << 16

    /// Bytes in `style`, kept in ``bytes`` or, when `drain` is given, handed to it a chunk at
    /// a time (the rest by ``flush()``).
    init(style: TerminalStyle, drain: ((UnsafeRawBufferPointer) -> Void)? = nil) {
        self.style = style
        self.drain = drain
        if drain != nil { bytes.reserveCapacity(Self.chunkSize + Self.chunkSize / 4) }
    }

    mutating func append(_ line: consuming StyledLine) {
        style.write(line, into: &bytes)
        if bytes.count >= Self.chunkSize { flush() }
        // An empty line (between cards) has no room to give; the spare keeps the room it has.
        if line.capacity > spare?.capacity ?? 0 {
            line.removeAll()
            spare = line
        }
    }

    /// The room of a line written before, emptied, with `indent` spaces.
    mutating func newLine(indent: Int) -> StyledLine {
        var line = spare.take() ?? StyledLine()
        line.appendSpaces(indent)
        return line
    }

    /// Hands the bytes gathered so far to ``drain``; without one, keeps them.
    mutating func flush() {
        guard let drain, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes(drain)
        bytes.removeAll(keepingCapacity: true)
    }
}
