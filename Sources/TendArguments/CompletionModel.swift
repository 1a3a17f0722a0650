/// What shells complete at each command of the tree, flattened for the script generators.
///
/// Commands are keyed by their path below the root joined with spaces (`""`, `"schedule
/// explain"`). A command with a default subcommand also completes that subcommand's options,
/// because the parser accepts them there. The root has a `help` pseudo-command that completes
/// the names of the root's subcommands.
struct CompletionModel {
    struct Command {
        /// The path below the root, joined with spaces.
        var key: String
        var subcommands: [(name: String, help: String)]
        /// Every option name (long, then short), ending with `--version` and `--help`, `-h`.
        var options: [(name: String, help: String)]
        /// Option names that take a value, with what to offer for it.
        var valueOptions: [(name: String, kind: String)]
        /// What to offer for each positional argument.
        var arguments: [String]
        /// Whether the last argument takes every remaining word.
        var lastArgumentRepeats: Bool
    }

    /// The program name (`care`).
    let program: String
    /// A prefix for shell function names, derived from the program name (`_care`).
    let functionPrefix: String
    /// Every visible command, depth first, the root first.
    let commands: [Command]

    init(root: CommandSpec) {
        program = root.name
        functionPrefix = "_" + String(root.name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        var commands: [Command] = []
        Self.collect(CommandChain(root: root), into: &commands)
        if !root.visibleSubcommands.isEmpty {
            commands.append(Command(
                key: "help",
                subcommands: [],
                options: [("--help", "Show help information."), ("-h", "Show help information.")],
                valueOptions: [],
                arguments: [Self.kind(of: .choices(root.visibleSubcommands.map(\.name)))],
                lastArgumentRepeats: false
            ))
        }
        self.commands = commands
    }

    private static func collect(_ chain: CommandChain, into commands: inout [Command]) {
        let command = chain.command
        var options = chain.options
        if let defaultChain = chain.defaultDescendant {
            options += defaultChain.command.options.filter { option in !options.contains { $0.long == option.long } }
        }
        var names: [(name: String, help: String)] = []
        var valueOptions: [(name: String, kind: String)] = []
        for option in options {
            let help = HelpRenderer.help(for: option)
            for name in [option.long, option.shortName].compactMap({ $0 }) {
                names.append((name, help))
                if !option.isFlag {
                    valueOptions.append((name, kind(of: option.completion)))
                }
            }
        }
        if chain.offersVersion {
            names.append(("--version", "Show the version."))
        }
        names += [("--help", "Show help information."), ("-h", "Show help information.")]
        var subcommands = command.visibleSubcommands.map { (name: $0.name, help: $0.abstract) }
        if chain.isRoot && !subcommands.isEmpty {
            subcommands.append((name: "help", help: "Show help information."))
        }
        commands.append(Command(
            key: chain.path.joined(separator: " "),
            subcommands: subcommands,
            options: names,
            valueOptions: valueOptions,
            arguments: command.arguments.map { kind(of: $0.completion) },
            lastArgumentRepeats: command.arguments.last?.isRepeating ?? false
        ))
        for subcommand in command.visibleSubcommands {
            collect(chain.appending(subcommand), into: &commands)
        }
    }

    /// The word the scripts use for a completion: `file`, `directory`, `task-id`, `contact-id`, `zone`,
    /// `choices:a b c`, or empty for nothing.
    static func kind(of completion: ValueCompletion) -> String {
        switch completion {
        case .none: return ""
        case .choices(let choices): return "choices:" + choices.joined(separator: " ")
        case .taskID: return "task-id"
        case .contactID: return "contact-id"
        case .file: return "file"
        case .directory: return "directory"
        case .zone: return "zone"
        }
    }

    /// `text` single-quoted for bash and zsh.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    /// Help text on one line, for descriptions shown beside candidates.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
    }
}
