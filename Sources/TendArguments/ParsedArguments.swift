/// The values of a command line that asked to run a command.
///
/// Commands read them through their declarations (`parsed[Options.tz]`, see
/// ``ParsableArguments``). Underneath, values are kept by the names they were declared with:
/// `--tz` for an option or flag, `title` for a positional argument; asking for a name the
/// command does not declare is a programming error and stops the program.
public struct ParsedArguments: Hashable, Sendable {
    /// The command to run, as subcommand names below the root (`["schedule", "explain"]`).
    public var commandPath: [String] { chain.path }

    private let chain: CommandChain
    private let values: [String: [String]]
    private let flags: Set<String>

    init(chain: CommandChain, values: [String: [String]], flags: Set<String>) {
        self.chain = chain
        self.values = values
        self.flags = flags
    }

    /// Whether the flag (`--json`) was given.
    func flag(_ name: String) -> Bool {
        let option = declaredOption(name)
        precondition(option.isFlag, "'\(name)' is an option with a value, not a flag")
        return flags.contains(name)
    }

    /// The value of an option (the last one given, else its default) or of a positional
    /// argument; nil when absent.
    func string(_ name: String) -> String? {
        strings(name).last
    }

    /// Every value of a repeating option or argument, in the order given; an option's default
    /// when none was given.
    func strings(_ name: String) -> [String] {
        if name.hasPrefix("-") {
            let option = declaredOption(name)
            precondition(!option.isFlag, "'\(name)' is a flag; use flag(_:)")
            return values[name] ?? option.defaultValue.map { [$0] } ?? []
        }
        precondition(
            chain.command.arguments.contains { $0.name == name },
            "'\(chain.qualifiedName)' has no argument '\(name)'"
        )
        return values[name] ?? []
    }

    /// A usage error about this command line, for problems the command finds itself
    /// (`.validation("Give either --week or --month, not both.")`): the message with the
    /// command's usage.
    public func usageError(_ problem: ArgumentError) -> UsageError {
        UsageError(problem, in: chain)
    }

    private func declaredOption(_ name: String) -> OptionSpec {
        let declared = chain.option(named: name)
            ?? chain.commands.lazy.flatMap { $0.options }.first { $0.long == name }
        guard let declared, declared.long == name else {
            preconditionFailure("'\(chain.qualifiedName)' has no option '\(name)' (ask by its long name)")
        }
        return declared
    }
}
