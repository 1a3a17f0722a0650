/// One command of a ``CommandTree`` with what runs it: a command with its handler, or a group
/// of subcommands. Declaring both in one node keeps the tree and its dispatch in one list.
public struct CommandNode<Handler: Sendable>: Sendable {
    /// The command, its subcommands those of `children`.
    let spec: CommandSpec
    /// What runs the command; nil for a group.
    let handler: Handler?
    let children: [CommandNode]

    /// A command without subcommands and the handler that runs it.
    public static func command(_ spec: CommandSpec, _ handler: Handler) -> CommandNode {
        precondition(spec.subcommands.isEmpty, "'\(spec.name)' has subcommands; declare it as a group")
        return CommandNode(spec: spec, handler: handler, children: [])
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
        let spec = CommandSpec(name, abstract: abstract, discussion: discussion, version: version, declaring: declarations,
                               subcommands: children.map(\.spec), defaultSubcommand: defaultSubcommand, topics: topics)
        return CommandNode(spec: spec, handler: nil, children: children)
    }

    /// A group without options of its own.
    public static func group(
        _ name: String, abstract: String, discussion: String = "", defaultSubcommand: String? = nil, _ children: [CommandNode]
    ) -> CommandNode {
        group(name, abstract: abstract, discussion: discussion, declaring: NoArguments.self,
              defaultSubcommand: defaultSubcommand, children)
    }
}

/// The declarations of a command that has no options or arguments of its own.
public struct NoArguments: ParsableArguments {
    public static let declarations: [any ArgumentDeclaration] = []

    public init(from parsed: ParsedArguments) {}
}
