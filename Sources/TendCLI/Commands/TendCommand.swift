import TendArguments

/// A command of tend: its declaration and what it does.
protocol TendCommand {
    /// The command's declaration: parsing, help, man page and completions come from it.
    static var spec: CommandSpec { get }
    /// Runs the command; throws `UsageError` or `CommandFailure` to report a problem.
    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus
}
