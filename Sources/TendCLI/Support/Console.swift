import TendCore
import TendSystem

/// Where command output goes: standard output and standard error, with the facts about the
/// terminal that rendering needs.
struct Console {
    /// Writes text to standard output as is.
    var write: (String) -> Void
    /// Writes bytes to standard output as they are (streamed output, already UTF-8).
    var writeBytes: (UnsafeRawBufferPointer) -> Void
    /// Writes text to standard error as is.
    var writeError: (String) -> Void
    /// The first failure to write standard output (a full disk, a closed file), if any.
    let outputFailure = OutputFailure()

    /// A console on the process's standard output and standard error.
    init() {
        let failure = outputFailure
        write = { text in
            if let code = Console.writeAll(text, to: 1) { failure.record(code) }
        }
        writeBytes = { bytes in
            if let code = DescriptorWriting.writeAll(bytes, to: 1) { failure.record(code) }
        }
        writeError = { text in Console.writeAll(text, to: 2) }
    }

    /// Writes a line to standard output.
    func line(_ text: String = "") { write(text + "\n") }

    /// Writes a line to standard error, with every control character made visible (messages
    /// quote what people typed, and a terminal must never act on it).
    func errorLine(_ text: String) { writeError(TextSanitizer.sanitize(text, keepingLineBreaks: true) + "\n") }

    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { StandardStreams.isTerminal(StandardStreams.output) }

    /// The width of the terminal in columns: `COLUMNS`, else the terminal's own, else 80.
    static func width(environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return min(columns, 1000) }
        return StandardStreams.terminalColumns(StandardStreams.output) ?? 80
    }

    /// Writes every byte, retrying after interruptions and partial writes; the `errno` of a
    /// write that failed, else nil.
    @discardableResult
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { DescriptorWriting.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}

/// Remembers the first error of writing standard output, so that the command can end with it
/// once its work (a record) is safe.
final class OutputFailure {
    /// The `errno` of the first failed write, else nil.
    private(set) var code: Int32?

    func record(_ code: Int32) {
        if self.code == nil { self.code = code }
    }
}
