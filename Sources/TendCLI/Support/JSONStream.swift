import TendInterchange

/// A JSON document (`JSONDocument`'s: its first key `version`) written to standard output as
/// it is made, through a buffer of `bufferSize` bytes, so that a document of any length takes
/// the same memory. The command writes its members into `builder` and calls `flushWhenFull()`
/// after each item; once a write to standard output fails it answers false, the command stops
/// making the rest, and the process ends with the failed write's message and status 74
/// (`TendCommandLine.run`), as for any output. What was written before stays written: a reader
/// of a document cut short finds it unterminated, never well-formed and incomplete.
struct JSONStream {
    /// The bytes gathered before each write to standard output.
    static let bufferSize = 1 << 16

    /// The document so far; its outermost object is open.
    var builder = JSONTextBuilder()
    private let console: Console

    /// A document on `console`'s standard output, its object opened and its `version` written.
    init(console: Console) {
        self.console = console
        builder.beginObject()
        builder.member("version", .int(JSONDocument.version))
    }

    /// Writes what was built once it fills the buffer; false once standard output has failed.
    mutating func flushWhenFull() -> Bool {
        if builder.bytes.count >= Self.bufferSize { builder.drain(console.writeBytes) }
        return console.outputFailure.code == nil
    }

    /// Closes the document's object and writes the rest, with the line's end.
    mutating func finish() {
        builder.end()
        builder.drain(console.writeBytes)
        console.write("\n")
    }
}
