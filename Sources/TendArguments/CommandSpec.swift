/// One command of the command line, declared once: parsing, `--help`, the man page and the
/// shell completions are all derived from this tree, so they cannot disagree.
///
/// A command has either subcommands or positional arguments, not both. Options marked
/// `global` are accepted by the command and by every command below it.
///
/// Commands usually declare their options and arguments as a ``ParsableArguments`` type and
/// the tree as a ``CommandTree``, which makes the specs; a spec can also be written out:
///
/// ```swift
/// let root = CommandSpec(
///     "care",
///     abstract: "Care plans and reminders in the terminal.",
///     version: "0.1.0",
///     options: [.option("--db", value: "path", help: "The database file.", completion: .file, global: true)],
///     subcommands: [
///         CommandSpec(
///             "done",
///             abstract: "Record a task as done.",
///             declaring: DoneOptions.self,    // or arguments: [ArgumentSpec(…)], options: [.option(…), .flag(…)]
///             examples: [CommandExample("Record the morning dose.", "care done ibuprofen --at 08:10")]
///         ),
///     ]
/// )
/// ```
///
/// ``CommandParser`` reads a command line against the tree; ``HelpRenderer``,
/// ``ManPageRenderer`` and ``CompletionScriptRenderer`` write from it. A `UsageError` prints as
/// swift-argument-parser prints it; exit with `ExitStatus.usageError`.
public struct CommandSpec: Hashable, Sendable {
    /// The word that selects the command (`add`), or the program name for the root (`care`).
    public var name: String
    /// One sentence: the `OVERVIEW:` of its help and its line in the parent's `SUBCOMMANDS:`.
    public var abstract: String
    /// Further paragraphs shown below the overview (line breaks are kept).
    public var discussion: String
    /// The version `--version` prints; only meaningful on the root.
    public var version: String?
    /// Positional arguments in order: required ones first, then optional ones, at most one
    /// repeating argument and only as the last.
    public var arguments: [ArgumentSpec]
    /// Options and flags, in the order help lists them.
    public var options: [OptionSpec]
    /// Commands below this one.
    public var subcommands: [CommandSpec]
    /// The subcommand used when none is named (`care` alone means `care today`).
    public var defaultSubcommand: String?
    /// Hidden commands parse as usual but appear in no help, man page or completion.
    public var isHidden: Bool
    /// Worked examples for the `EXAMPLES:` section of help and the man page.
    public var examples: [CommandExample]
    /// Words people type for this command out of habit (`ls` for `list`): a mistyped command
    /// that is one of them is answered with "Did you mean …?", never run.
    public var suggestedFor: [String]
    /// Subjects that `care help <topic>` explains besides the commands (only on the root).
    public var topics: [HelpTopic]

    /// Declares a command; every part but the name and abstract is optional. Its options and
    /// arguments are those of `declarations`, in their order (the usual way), or `arguments`
    /// and `options` written out; not both.
    public init(
        _ name: String,
        abstract: String,
        discussion: String = "",
        version: String? = nil,
        declaring declarations: (any ParsableArguments.Type)? = nil,
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        subcommands: [CommandSpec] = [],
        defaultSubcommand: String? = nil,
        isHidden: Bool = false,
        examples: [CommandExample] = [],
        suggestedFor: [String] = [],
        topics: [HelpTopic] = []
    ) {
        precondition(declarations == nil || (arguments.isEmpty && options.isEmpty),
                     "'\(name)' is given declarations and specs both")
        precondition(
            defaultSubcommand.map { name in subcommands.contains { $0.name == name } } ?? true,
            "'\(name)' names a default subcommand it does not have"
        )
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.arguments = arguments
        self.options = options
        for declaration in declarations?.declarations ?? [] {
            switch declaration.declared {
            case .option(let option): self.options.append(option)
            case .argument(let argument): self.arguments.append(argument)
            }
        }
        precondition(self.arguments.isEmpty || subcommands.isEmpty, "'\(name)' has both arguments and subcommands")
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.isHidden = isHidden
        self.examples = examples
        self.suggestedFor = suggestedFor
        self.topics = topics
    }

    /// The subcommands that help, the man page and completions show.
    var visibleSubcommands: [CommandSpec] {
        subcommands.filter { !$0.isHidden }
    }
}

/// A worked example: what it does, and the command line that does it.
public struct CommandExample: Hashable, Sendable {
    /// What the example does, as a sentence (`Record the morning dose.`).
    public var summary: String
    /// The command line, exactly as typed (`care done ibuprofen --at 08:10`).
    public var commandLine: String

    public init(_ summary: String, _ commandLine: String) {
        self.summary = summary
        self.commandLine = commandLine
    }
}
