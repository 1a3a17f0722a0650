/// The commands from the root down to one command (`care`, `schedule`, `explain`), with what
/// that position on the command line accepts.
struct CommandChain: Hashable, Sendable {
    private(set) var commands: [CommandSpec]
    /// The options accepted here: the command's own, then the global options of the commands
    /// above it, root first. Kept with the chain, not made again for each option looked up.
    private(set) var options: [OptionSpec]

    init(root: CommandSpec) {
        commands = [root]
        options = root.options
    }

    /// The chain for `path` (subcommand names below the root), or nil when a name is unknown.
    init?(root: CommandSpec, path: [String]) {
        self.init(root: root)
        for name in path {
            guard let next = command.subcommands.first(where: { $0.name == name }) else { return nil }
            self = appending(next)
        }
    }

    /// The command at the end of the chain.
    var command: CommandSpec { commands[commands.count - 1] }

    /// Whether the chain is just the root.
    var isRoot: Bool { commands.count == 1 }

    /// The subcommand names below the root.
    var path: [String] { commands.dropFirst().map { $0.name } }

    /// The command as typed: `care schedule explain`.
    var qualifiedName: String { commands.map { $0.name }.joined(separator: " ") }

    /// The `--version` flag's help entry applies only at the root of a versioned program.
    var offersVersion: Bool { isRoot && command.version != nil }

    /// The option called `name` here (`--tz` or `-t`).
    func option(named name: String) -> OptionSpec? {
        options.first { $0.long == name || $0.shortName == name }
    }

    /// The chain extended by one subcommand.
    func appending(_ subcommand: CommandSpec) -> CommandChain {
        var chain = self
        chain.commands.append(subcommand)
        chain.options = subcommand.options + commands.flatMap { command in command.options.filter { $0.isGlobal } }
        return chain
    }

    /// The chain extended by the default subcommand, when the command has one.
    var defaultDescendant: CommandChain? {
        guard let name = command.defaultSubcommand,
              let subcommand = command.subcommands.first(where: { $0.name == name }) else { return nil }
        return appending(subcommand)
    }
}
