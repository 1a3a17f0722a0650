import TendArguments

/// A command of tend: its declaration, its options and what it does.
protocol TendCommand: SendableMetatype {
    /// The command's options and arguments, decoded from the command line before `run`.
    associatedtype Options: ParsableArguments
    /// The word that selects the command, which its spec is made with: the command tree knows a
    /// command by it without making the spec.
    static var name: String { get }
    /// The command's declaration, made with `declaring: Options.self`: parsing, help, man page
    /// and completions come from it.
    static var spec: CommandSpec { get }
    /// Runs the command; throws `ArgumentError`, `UsageError` or `CommandFailure` to report a
    /// problem.
    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus
}

/// What runs one command of tend: decodes its options, then runs it.
typealias TendCommandHandler = @Sendable (ParsedArguments, CommandContext) throws -> ExitStatus

extension CommandNode where Handler == TendCommandHandler {
    /// The node of a tend command: its spec (made when the tree needs it), and a handler that
    /// decodes its options and runs it.
    static func command<Command: TendCommand>(_ command: Command.Type) -> CommandNode {
        .command(named: Command.name, spec: { Command.spec }) { parsed, context in
            try Command.run(Command.Options(from: parsed), context: context)
        }
    }
}
