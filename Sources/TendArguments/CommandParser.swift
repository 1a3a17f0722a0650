/// Reads a command line against a ``CommandSpec`` tree, following swift-argument-parser's
/// conventions:
///
/// - options as `--opt value`, `--opt=value`, `-o value`, `-ovalue`, and combined short flags
///   (`-al`); options may come before, between or after positional arguments;
/// - `--` ends the options: every later word is a positional argument;
/// - a word that starts with a dash and a number (`-5`, `-1.5`, a time ago such as `-2h`) is a
///   value, not an option;
/// - an option's value is the next word unless that word is itself an option (then the value
///   is missing; write `--note=-x` for a value that starts with a dash);
/// - the last value of a repeated option wins, unless the option is declared repeating;
/// - `-h`/`--help` anywhere, `help <subcommand>...` and `help <topic>` ask for help;
///   `--version` at the root asks for the version; both win over any mistake elsewhere on the
///   line except an unknown command (`care chart --help` is an error, not the root's help);
/// - an option the command does not have, but its default subcommand does, selects that
///   subcommand (`care --json` is `care today --json`).
public enum CommandParser {
    /// The request that `arguments` (the command line without the program name) makes.
    public static func parse(_ arguments: [String], root: CommandSpec) throws(UsageError) -> CommandLineRequest {
        var reader = Reader(chain: CommandChain(root: root), words: arguments)
        return try reader.read()
    }
}

/// The state of one pass over the words of a command line.
private struct Reader {
    var chain: CommandChain
    let words: [String]
    var position = 0
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    /// Where each positional word stood on the command line.
    var positionalPositions: [Int] = []
    /// The free-text options given, each with the position just after its value: words left
    /// over from there were most likely meant to be part of that value (`--schedule daily at
    /// 08:00`). A list, not a dictionary keyed by position: the positions only grow, a command
    /// line has a few options, and the first dictionary of `Int` keys cost every run 0.13 M
    /// instructions of type metadata and conformance look-ups.
    var freeTextValueEnds: [(endingBefore: Int, option: GivenArgument)] = []
    var helpRequested = false
    var versionRequested = false
    /// The words after `help`, when the command line is `care help <subcommand>...`.
    var helpTopic: [String]?
    /// The first mistake, reported only when neither help nor the version was asked for.
    var firstProblem: UsageError?

    init(chain: CommandChain, words: [String]) {
        self.chain = chain
        self.words = words
    }

    mutating func read() throws(UsageError) -> CommandLineRequest {
        var optionsEnded = false
        while position < words.count {
            let word = words[position]
            position += 1
            if optionsEnded || helpTopic != nil && !word.hasPrefix("-") {
                readWord(word)
            } else if word == "--" {
                optionsEnded = true
                descendIntoDefaultSubcommand()
            } else if word.hasPrefix("--") {
                readLongOption(word)
            } else if word.hasPrefix("-") && word.count > 1 && !isNegativeNumber(word) {
                readShortOptions(word)
            } else {
                readWord(word)
            }
        }
        return try finish()
    }

    // MARK: Words

    mutating func readWord(_ word: String) {
        if helpTopic != nil {
            helpTopic?.append(word)
            return
        }
        let command = chain.command
        guard !command.subcommands.isEmpty else {
            positionals.append(word)
            positionalPositions.append(position - 1)
            return
        }
        if let subcommand = command.subcommands.first(where: { $0.name == word }) {
            chain = chain.appending(subcommand)
        } else if chain.isRoot && word == "help" {
            helpTopic = []
        } else {
            report(.unknownSubcommand(word))
        }
    }

    // MARK: Options

    mutating func readLongOption(_ word: String) {
        let name: String
        let attachedValue: String?
        if let equals = word.firstIndex(of: "=") {
            name = String(word[..<equals])
            attachedValue = String(word[word.index(after: equals)...])
        } else {
            name = word
            attachedValue = nil
        }
        if name == "--help" {
            helpRequested = true
        } else if name == "--version" && chain.offersVersion {
            versionRequested = true
        } else if let option = lookUp(name) {
            if option.isFlag {
                if let attachedValue {
                    report(.unexpectedValue(option: name, value: attachedValue))
                } else {
                    flags.insert(option.long)
                }
            } else {
                readValue(of: option, typedAs: name, attached: attachedValue)
            }
        } else {
            report(.unknownOption(name))
        }
    }

    mutating func readShortOptions(_ word: String) {
        var letters = word.dropFirst()
        while let letter = letters.popFirst() {
            let name = "-" + String(letter)
            if letter == "h" {
                helpRequested = true
                continue
            }
            guard let option = lookUp(name) else {
                report(.unknownOption(name))
                return
            }
            if option.isFlag {
                flags.insert(option.long)
            } else {
                readValue(of: option, typedAs: name, attached: letters.isEmpty ? nil : String(letters))
                return
            }
        }
    }

    mutating func readValue(of option: OptionSpec, typedAs name: String, attached: String?) {
        let value: String
        if let attached {
            value = attached
        } else if position < words.count, !looksLikeOption(words[position]) {
            value = words[position]
            position += 1
        } else {
            report(.missingValue(option: name))
            return
        }
        if case .choices(let choices) = option.completion, !choices.contains(value) {
            report(.invalidValue(value, for: name))
            return
        }
        if case .choices = option.completion {} else {
            freeTextValueEnds.append((position, GivenArgument(name: name, value: value)))
        }
        if option.isRepeating {
            values[option.long, default: []].append(value)
        } else if let earlier = values[option.long]?.first {
            report(.repeatedOption(name, first: earlier, second: value))
        } else {
            values[option.long] = [value]
        }
    }

    /// The option called `name` here, or in the default subcommand (which it then selects).
    mutating func lookUp(_ name: String) -> OptionSpec? {
        if let option = chain.option(named: name) {
            return option
        }
        descendIntoDefaultSubcommand()
        return chain.option(named: name)
    }

    mutating func descendIntoDefaultSubcommand() {
        while helpTopic == nil, let descendant = chain.defaultDescendant {
            chain = descendant
        }
    }

    func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && !isNegativeNumber(word)
    }

    /// `-5`, `-1.5`, `-.5`, `-2h`, `-1h30m`: a value, unless the command has a digit as a short
    /// option.
    func isNegativeNumber(_ word: String) -> Bool {
        let digits = word.dropFirst()
        guard let first = digits.first, first.isASCII, first.isNumber || first == "." else { return false }
        guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLetter || $0 == ".") }),
              digits.contains(where: \.isNumber) else { return false }
        return chain.option(named: "-" + String(first)) == nil
    }

    mutating func report(_ problem: ArgumentError) {
        if firstProblem == nil {
            firstProblem = UsageError(problem, in: chain)
        }
    }

    // MARK: Finishing

    mutating func finish() throws(UsageError) -> CommandLineRequest {
        if let helpTopic {
            return try help(for: helpTopic)
        }
        if let firstProblem, case .unknownSubcommand = firstProblem.problem {
            throw firstProblem
        }
        if helpRequested {
            return .help(commandPath: chain.path)
        }
        if versionRequested, let version = chain.command.version {
            return .version(version)
        }
        if let firstProblem {
            throw firstProblem
        }
        descendIntoDefaultSubcommand()
        if !chain.command.subcommands.isEmpty {
            return .help(commandPath: chain.path)
        }
        let leftover = try assignPositionals()
        if let missing = chain.options.first(where: { $0.isRequired && values[$0.long] == nil }) {
            throw UsageError(leftover.isEmpty ? .missingArgument(missing.long)
                                              : .missingOption(missing.long, leftWords: leftover.map(\.word)), in: chain)
        }
        if let first = leftover.first {
            let following = freeTextValueEnds.last { $0.endingBefore == first.position }?.option ?? first.following
            throw UsageError(.unexpectedArguments(leftover.map(\.word), following: following), in: chain)
        }
        return .run(ParsedArguments(chain: chain, values: values, flags: flags))
    }

    func help(for topic: [String]) throws(UsageError) -> CommandLineRequest {
        var helped = CommandChain(root: chain.commands[0])
        if topic.count == 1, topic[0] == "help" || helped.command.topics.contains(where: { $0.name == topic[0] }) {
            return .helpTopic(topic[0])
        }
        for name in topic {
            guard let subcommand = helped.command.subcommands.first(where: { $0.name == name }) else {
                throw UsageError(.unknownSubcommand(name), in: helped)
            }
            helped = helped.appending(subcommand)
        }
        return .help(commandPath: helped.path)
    }

    /// Gives each positional argument its words, and returns the words left over with the
    /// argument that took one word of free text just before them (a title with spaces,
    /// unquoted).
    mutating func assignPositionals() throws(UsageError) -> [LeftoverWord] {
        var remaining = Array(zip(positionals, positionalPositions))[...]
        var lastFreeText: GivenArgument?
        for argument in chain.command.arguments {
            let taken: [String]
            if argument.isRepeating {
                taken = remaining.map(\.0)
                remaining = []
            } else {
                taken = remaining.popFirst().map { [$0.0] } ?? []
            }
            if taken.isEmpty {
                guard argument.isOptional else {
                    throw UsageError(.missingArgument(argument.name), in: chain)
                }
                continue
            }
            if case .choices(let choices) = argument.completion,
               let wrong = taken.first(where: { !choices.contains($0) }) {
                throw UsageError(.invalidValue(wrong, for: argument.name), in: chain)
            }
            values[argument.name] = taken
            // Words left over may belong to the last argument that took one word of free text.
            var isFreeText = !argument.isRepeating
            if case .choices = argument.completion { isFreeText = false }
            lastFreeText = isFreeText ? GivenArgument(name: argument.name, value: taken[0]) : nil
        }
        return remaining.map { LeftoverWord(word: $0.0, position: $0.1, following: lastFreeText) }
    }
}

/// A positional word no argument took, where it stood, and the argument it may belong to.
private struct LeftoverWord {
    var word: String
    var position: Int
    var following: GivenArgument?
}
