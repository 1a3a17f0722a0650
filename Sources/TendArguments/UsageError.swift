import TendCore

/// A command-line mistake, printed on stderr the way swift-argument-parser prints it, and
/// ending the program with ``ExitStatus/usageError``:
///
/// ```
/// Error: Unknown option '--tomorow'. Did you mean '--tomorrow'?
/// Usage: care today [--tomorrow] [--json]
///   See 'care today --help' for more information.
/// ```
///
/// Errors about one option or argument add its help between the two:
/// `Help:  --schedule <schedule>  When the task is due.`
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let problem: ArgumentError
    /// The command the mistake was made in, as subcommand names below the root.
    public var commandPath: [String] { chain.path }

    private let chain: CommandChain

    init(_ problem: ArgumentError, in chain: CommandChain) {
        self.problem = problem
        self.chain = chain
    }

    /// The text after `Error: `.
    public var message: String {
        switch problem {
        case .unknownOption(let name):
            return "Unknown option '\(name)'" + suggestion(forOption: name)
        case .unknownSubcommand(let word):
            let subcommands = chain.command.visibleSubcommands
            let names = subcommands.map(\.name) + (chain.isRoot ? ["help"] : [])
            let habitual = subcommands.first { $0.suggestedFor.contains(word.lowercased()) }?.name
            return "Unknown subcommand '\(word)'" + didYouMean(habitual ?? nearest(to: word, among: names))
        case .unexpectedValue(let option, let value):
            return "The option '\(option)' does not take any value, but '\(value)' was specified."
        case .missingValue(let option):
            return "Missing value for '\(labelled(option))'"
        case .missingArgument(let name):
            return "Missing expected argument '\(synopsis(of: name))'"
        case .missingOption(let option, let words):
            let value = words.joined(separator: " ")
            let valueName = chain.option(named: option)?.valueName ?? "value"
            return "Missing expected argument '\(labelled(option))'. If '\(value)' is the \(valueName), write "
                + option + " " + CompletionModel.shellQuoted(value)
        case .unexpectedArguments(let words, let following):
            let listed = words.count == 1 ? "Unexpected argument '\(words[0])'"
                : "\(words.count) unexpected arguments: '\(words.joined(separator: "', '"))'"
            guard let following else { return listed }
            let whole = ([following.value] + words).joined(separator: " ")
            if following.name.hasPrefix("-") {
                return listed + ". If '\(whole)' is the value of '\(following.name)', put it in quotes: "
                    + following.name + " " + CompletionModel.shellQuoted(whole)
            }
            return listed + ". If '\(whole)' is one \(synopsis(of: following.name)), put it in quotes"
        case .repeatedOption(let name, let first, let second):
            return "The option '\(synopsis(of: name))' takes one value, but was given '\(first)' and then '\(second)'; give it once"
        case .invalidValue(let value, let name, let reason):
            let subject = "The value '\(value)' is invalid for '\(synopsis(of: name))'"
            if let reason {
                return subject + ": " + reason
            }
            return subject + choicesHint(for: name)
        case .validation(let message):
            return message
        }
    }

    /// The whole message, three or four lines without a final line break.
    public var description: String {
        var lines = ["Error: " + message]
        if let help = helpLine {
            lines.append("Help:  " + help)
        }
        lines.append("Usage: " + UsageSynopsis.line(for: chain))
        lines.append("  See '\(chain.qualifiedName) --help' for more information.")
        return lines.joined(separator: "\n")
    }

    /// `--count <count>  How many times.` for problems about one option or argument.
    private var helpLine: String? {
        let name: String
        switch problem {
        case .missingValue(let option): name = option
        case .missingArgument(let argument): name = argument
        case .missingOption(let option, _): name = option
        case .repeatedOption(let option, _, _): name = option
        case .invalidValue(_, let subject, _): name = subject
        default: return nil
        }
        let help = chain.option(named: name)?.help ?? argument(named: name)?.help ?? ""
        return help.isEmpty ? nil : synopsis(of: name) + "  " + help
    }

    private func argument(named name: String) -> ArgumentSpec? {
        chain.command.arguments.first { $0.name == name }
    }

    /// `--count <count>` or `-n <count>` for an option named as typed, `<title>` for an argument.
    private func synopsis(of name: String) -> String {
        if let option = chain.option(named: name) {
            return labelled(name, valueName: option.valueName)
        }
        return "<" + name + ">"
    }

    private func labelled(_ option: String) -> String {
        labelled(option, valueName: chain.option(named: option)?.valueName)
    }

    private func labelled(_ option: String, valueName: String?) -> String {
        valueName.map { option + " <" + $0 + ">" } ?? option
    }

    private func suggestion(forOption name: String) -> String {
        guard name.hasPrefix("--") else { return "" }
        var longNames = chain.options.map(\.long) + ["--help"]
        if chain.offersVersion {
            longNames.append("--version")
        }
        let bare = longNames.map { String($0.dropFirst(2)) }
        return didYouMean(nearest(to: String(name.dropFirst(2)), among: bare).map { "--" + $0 })
    }

    private func didYouMean(_ candidate: String?) -> String {
        candidate.map { ". Did you mean '\($0)'?" } ?? ""
    }

    /// `. Please provide one of 'a', 'b' or 'c'.` when the value must be one of a list.
    private func choicesHint(for name: String) -> String {
        let completion = chain.option(named: name)?.completion ?? argument(named: name)?.completion
        guard case .choices(let choices)? = completion, !choices.isEmpty else { return "" }
        let quoted = choices.map { "'" + $0 + "'" }
        let list = quoted.count == 1
            ? quoted[0]
            : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
        return ". Please provide one of " + list + "."
    }
}
