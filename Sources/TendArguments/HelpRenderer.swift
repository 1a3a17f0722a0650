import TendCore

/// The text `--help` prints, laid out as swift-argument-parser lays it out:
///
/// ```
/// OVERVIEW: Show today's tasks.
///
/// USAGE: care today [--date <date>] [--json]
///
/// OPTIONS:
///   --date <date>           The day to show. (default: today)
///   --json                  Print JSON instead of text.
///   -h, --help              Show help information.
/// ```
///
/// Sections `OVERVIEW:`, `USAGE:`, `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:` and `EXAMPLES:`
/// appear when they have something to say. Entries are indented by 2 and their help starts at
/// column 26, or on the next line when the entry is too long; help wraps to the width given.
public enum HelpRenderer {
    /// Column where entries' help text starts.
    static let helpColumn = 26
    /// Indentation of entries.
    static let indent = 2
    /// Narrowest layout: below this the help column would leave no room for text.
    static let minimumWidth = 40

    /// The help of the command at `path` (subcommand names below `root`), wrapped to `width`
    /// terminal columns, without a final line break.
    public static func render(_ root: CommandSpec, path: [String] = [], width: Int = 80) -> String {
        guard let chain = CommandChain(root: root, path: path) else {
            preconditionFailure("'\(root.name)' has no command '\(path.joined(separator: " "))'")
        }
        let width = max(width, minimumWidth)
        let command = chain.command
        var sections: [String] = []

        var overview: [String] = []
        if !command.abstract.isEmpty {
            overview += WordWrap.lines("OVERVIEW: " + command.abstract, width: width)
        }
        if !command.discussion.isEmpty {
            overview += (overview.isEmpty ? [] : [""]) + WordWrap.lines(command.discussion, width: width)
        }
        if !overview.isEmpty {
            sections.append(overview.joined(separator: "\n"))
        }
        sections.append("USAGE: " + UsageSynopsis.line(for: chain))

        let arguments = command.arguments.map { entry("<" + $0.name + ">", $0.help, width: width) }
        if !arguments.isEmpty {
            sections.append((["ARGUMENTS:"] + arguments).joined(separator: "\n"))
        }

        var options = chain.options.map { entry($0.helpLabel, help(for: $0), width: width) }
        if chain.offersVersion {
            options.append(entry("--version", "Show the version.", width: width))
        }
        options.append(entry("-h, --help", "Show help information.", width: width))
        sections.append((["OPTIONS:"] + options).joined(separator: "\n"))

        let subcommands = command.visibleSubcommands.map { subcommand in
            let label = subcommand.name + (subcommand.name == command.defaultSubcommand ? " (default)" : "")
            return entry(label, subcommand.abstract, width: width)
        }
        if !subcommands.isEmpty {
            let helpCommand = ([root.name, "help"] + chain.path + ["<subcommand>"]).joined(separator: " ")
            sections.append(
                (["SUBCOMMANDS:"] + subcommands + ["", "  See '\(helpCommand)' for detailed help."])
                    .joined(separator: "\n")
            )
        }

        if !command.topics.isEmpty {
            let topics = command.topics.map { entry($0.name, $0.abstract, width: width) }
            sections.append(
                (["TOPICS:"] + topics + ["", "  See '\(root.name) help <topic>' to read one."]).joined(separator: "\n")
            )
        }

        if !command.examples.isEmpty {
            let examples = command.examples.map { example in
                (WordWrap.lines(example.summary, width: width - indent).map { indented($0, by: indent) }
                    + [indented(example.commandLine, by: indent * 2)])
                    .joined(separator: "\n")
            }
            sections.append("EXAMPLES:\n" + examples.joined(separator: "\n\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// What `root help <name>` prints for a topic of `root`, or for `help` how the help command
    /// is used; nil for a name that is neither.
    public static func render(_ root: CommandSpec, topic name: String, width: Int = 80) -> String? {
        let width = max(width, minimumWidth)
        if name == "help" {
            return helpOnHelp(root, width: width)
        }
        guard let topic = root.topics.first(where: { $0.name == name }) else { return nil }
        return ([topic.section.title] + topic.section.blocks.map { text(of: $0, width: width) }).joined(separator: "\n\n")
    }

    private static func helpOnHelp(_ root: CommandSpec, width: Int) -> String {
        var sections = [
            WordWrap.lines("OVERVIEW: Show the help of a subcommand, or a topic.", width: width).joined(separator: "\n"),
            "USAGE: \(root.name) help [<subcommand> ...]\n       \(root.name) help <topic>",
            (["SUBCOMMANDS:"] + root.visibleSubcommands.map { entry($0.name, $0.abstract, width: width) }).joined(separator: "\n"),
        ]
        if !root.topics.isEmpty {
            sections.append((["TOPICS:"] + root.topics.map { entry($0.name, $0.abstract, width: width) }).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    /// A block of a man page section as plain text: paragraphs wrapped, literal lines and
    /// definitions indented as help entries are.
    private static func text(of block: ManBlock, width: Int) -> String {
        switch block {
        case .paragraph(let text):
            return WordWrap.lines(text, width: width).joined(separator: "\n")
        case .literal(let text):
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { indented(String($0), by: indent) }.joined(separator: "\n")
        case .definitions(_, let definitions):
            return definitions.map { entry($0.term, $0.description, width: width) }.joined(separator: "\n")
        case .bullets(let items):
            return items.map { item in
                WordWrap.lines(item, width: width - indent * 2).enumerated()
                    .map { (index, line) in (index == 0 ? "  - " : "    ") + line }.joined(separator: "\n")
            }.joined(separator: "\n")
        case .subsection(let heading):
            return heading + ":"
        }
    }

    /// The help of an option with its `(values: …; default: …)` suffix.
    static func help(for option: OptionSpec) -> String {
        var notes: [String] = []
        if case .choices(let choices) = option.completion {
            notes.append("values: " + choices.joined(separator: ", "))
        }
        if let defaultValue = option.defaultValue {
            notes.append("default: " + defaultValue)
        }
        guard !notes.isEmpty else { return option.help }
        let suffix = "(" + notes.joined(separator: "; ") + ")"
        return option.help.isEmpty ? suffix : option.help + " " + suffix
    }

    /// `  label                   help text`, the help wrapped at column 26.
    private static func entry(_ label: String, _ help: String, width: Int) -> String {
        let head = indented(label, by: indent)
        let lines = WordWrap.lines(help, width: width - helpColumn).map { indented($0, by: helpColumn) }
        guard !help.isEmpty else { return head }
        if DisplayWidth.of(head) < helpColumn {
            let first = DisplayWidth.padded(head, to: helpColumn) + lines[0].dropFirst(helpColumn)
            return ([first] + lines.dropFirst()).joined(separator: "\n")
        }
        return ([head] + lines).joined(separator: "\n")
    }

    private static func indented(_ line: String, by columns: Int) -> String {
        line.isEmpty ? line : String(repeating: " ", count: columns) + line
    }
}
