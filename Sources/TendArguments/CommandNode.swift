/// One command of a ``CommandTree`` with what runs it: a command with its handler, or a group
/// of subcommands. Declaring both in one node keeps the tree and its dispatch in one list.
///
/// A node knows its name at once and makes its spec only when asked, so that a program whose
/// commands each declare many options builds, for one run, the specs of the commands on its
/// command line alone (see ``CommandTree/request(for:)``).
public struct CommandNode<Handler: Sendable>: Sendable {
    /// The word that selects the command.
    let name: String
    /// The subcommand used when none is named, for a group that has one.
    let defaultSubcommand: String?
    /// Makes the command's spec, given the specs of `children` in order.
    private let makeSpec: @Sendable ([CommandSpec]) -> CommandSpec
    /// What runs the command; nil for a group.
    let handler: Handler?
    let children: [CommandNode]

    /// A command without subcommands and the handler that runs it.
    public static func command(_ spec: CommandSpec, _ handler: Handler) -> CommandNode {
        command(named: spec.name, spec: { spec }, handler)
    }

    /// A command called `name` whose spec `spec` makes when the tree first needs it (the spec's
    /// name must be `name`), and the handler that runs it.
    public static func command(named name: String, spec: @escaping @Sendable () -> CommandSpec, _ handler: Handler) -> CommandNode {
        CommandNode(name: name, defaultSubcommand: nil, makeSpec: { _ in
            let made = spec()
            precondition(made.name == name, "the spec of '\(name)' is called '\(made.name)'")
            precondition(made.subcommands.isEmpty, "'\(name)' has subcommands; declare it as a group")
            return made
        }, handler: handler, children: [])
    }

    /// A command that only selects one of `children`, with the global options `declarations`.
    public static func group<Declarations: ParsableArguments>(
        _ name: String,
        abstract: String,
        discussion: String = "",
        version: String? = nil,
        declaring declarations: Declarations.Type,
        defaultSubcommand: String? = nil,
        topics: [HelpTopic] = [],
        _ children: [CommandNode]
    ) -> CommandNode {
        CommandNode(name: name, defaultSubcommand: defaultSubcommand, makeSpec: { subcommands in
            CommandSpec(name, abstract: abstract, discussion: discussion, version: version, declaring: declarations,
                        subcommands: subcommands, defaultSubcommand: defaultSubcommand, topics: topics)
        }, handler: nil, children: children)
    }

    /// A group without options of its own.
    public static func group(
        _ name: String, abstract: String, discussion: String = "", defaultSubcommand: String? = nil, _ children: [CommandNode]
    ) -> CommandNode {
        group(name, abstract: abstract, discussion: discussion, declaring: NoArguments.self,
              defaultSubcommand: defaultSubcommand, children)
    }

    /// The command's whole spec, every subcommand below it included.
    var spec: CommandSpec {
        makeSpec(children.map { $0.spec })
    }

    /// The command's spec with only the subcommands named in `words` and the default ones, each
    /// whole; every other subcommand is left out (a group none of whose subcommands is named
    /// keeps them all, as outlines).
    ///
    /// A parse that succeeds reads the same from this spec as from the whole one: the parser
    /// enters a subcommand only by its name or as the default, and a word that names none is a
    /// mistake either way (which ``CommandTree/request(for:)`` reads again against the whole
    /// tree, for a message that may name every command).
    func spec(wholeFor words: Set<String>) -> CommandSpec {
        var named: [CommandSpec] = []
        for child in children where words.contains(child.name) || child.name == defaultSubcommand {
            named.append(child.spec(wholeFor: words))
        }
        if named.isEmpty && !children.isEmpty {
            // A group named alone (which asks for its help) must still read as a group: its
            // subcommands as outlines, their names and nothing they declare.
            named = children.map { CommandSpec($0.name, abstract: "") }
        }
        return makeSpec(named)
    }
}

/// The declarations of a command that has no options or arguments of its own.
public struct NoArguments: ParsableArguments {
    public static let declarations: [any ArgumentDeclaration] = []

    public init(from parsed: ParsedArguments) {}
}
