import TendArguments
import TendCore

/// A failure a command reports to the user: one sentence on stderr after `Error: `, and an exit
/// status (64 for bad input, 1 for everything else).
struct CommandFailure: Error {
    /// The lines to print; the first follows `Error: `.
    var lines: [String]
    var status: ExitStatus

    init(_ message: String, status: ExitStatus = .failure) {
        lines = [message]
        self.status = status
    }

    init(lines: [String], status: ExitStatus) {
        self.lines = lines
        self.status = status
    }

    /// A schedule that could not be read: the message, the text with a caret under the
    /// problem, and a suggestion.
    static func schedule(_ error: ScheduleSyntaxError, text: String, what: String = "schedule") -> CommandFailure {
        var lines = ["Bad \(what): " + error.message + "."]
        lines += CaretExcerpt.lines(text: text, offset: error.offset, length: error.length)
        if let suggestion = error.suggestion { lines.append("Did you mean '\(suggestion)'?") }
        return CommandFailure(lines: lines, status: .usageError)
    }
}
