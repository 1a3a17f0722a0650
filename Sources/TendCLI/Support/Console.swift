import Glibc

/// Where command output goes: standard output and standard error, with the facts about the
/// terminal that rendering needs.
struct Console {
    /// Writes text to standard output as is.
    var write: (String) -> Void = { text in Console.writeAll(text, to: 1) }
    /// Writes text to standard error as is.
    var writeError: (String) -> Void = { text in Console.writeAll(text, to: 2) }

    /// Writes a line to standard output.
    func line(_ text: String = "") { write(text + "\n") }

    /// Writes a line to standard error.
    func errorLine(_ text: String) { writeError(text + "\n") }

    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// The width of the terminal in columns: `COLUMNS`, else the terminal's own, else 80.
    static func width(environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return min(columns, 1000) }
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// Writes every byte, retrying after interruptions and partial writes.
    static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }
}
