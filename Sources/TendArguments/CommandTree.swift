/// A program's commands and the handler of each, from one list of ``CommandNode``s: the spec
/// tree that parsing, help, the man page and the completions read, and the dispatch from a
/// parse result to its handler.
///
/// ```swift
/// let tree = CommandTree(.group("care", abstract: "Care plans.", version: "0.1.0", declaring: GlobalOptions.self,
///                               defaultSubcommand: "today", [
///     .command(TodaySpec, runToday),
///     .group("schedule", abstract: "Explain and expand schedules.", [.command(ExplainSpec, runExplain)]),
/// ]))
/// switch try tree.request(for: arguments) {
/// case .run(let parsed): try tree.handler(for: parsed)(parsed)
/// case .help(let path): print(HelpRenderer.render(tree.root, path: path, width: columns))
/// case .version(let version): print(version)
/// }
/// ```
///
/// Building the tree makes no spec: a command declared with `command(named:spec:_:)` makes its
/// own when a command line names it, or when the whole tree is read (``root``).
///
/// In a debug build, building the tree checks its option names
/// (``CommandSpec/validateOptionNames()``) and stops the program on a mistake, which the first
/// test run finds; a release build, which every command of the program starts, skips the check
/// (a program's tests should call `validateOptionNames()` on its tree).
public struct CommandTree<Handler: Sendable>: Sendable {
    private let rootNode: CommandNode<Handler>

    public init(_ root: CommandNode<Handler>) {
        rootNode = root
        #if DEBUG
        do {
            try root.spec.validateOptionNames()
        } catch {
            preconditionFailure(error.description)
        }
        #endif
    }

    /// The root command and, below it, every command of the tree (made on each call).
    public var root: CommandSpec { rootNode.spec }

    /// What `arguments` (the command line without the program name) asks for, as
    /// ``CommandParser/parse(_:root:)`` reads it against ``root``.
    ///
    /// A command line that runs a command or asks for the version is read against the specs of
    /// the commands it names (and the default ones) alone; anything else (help, a mistake, whose
    /// message may name every command) is read again against the whole tree.
    public func request(for arguments: [String]) throws(UsageError) -> CommandLineRequest {
        switch try? CommandParser.parse(arguments, root: rootNode.spec(wholeFor: Set(arguments))) {
        case .run(let parsed)?: .run(parsed)
        case .version(let version)?: .version(version)
        default: try CommandParser.parse(arguments, root: root)
        }
    }

    /// The handler of the command a parse result asks to run (the parser only asks to run
    /// commands without subcommands, and each of those has a handler).
    public func handler(for parsed: ParsedArguments) -> Handler {
        var node = rootNode
        for name in parsed.commandPath {
            // An index loop, not `first(where:)`: this code is generic over `Handler`, and the
            // `Sequence` method looks up the array's `Element` at run time (0.1 M instructions).
            guard let index = node.children.indices.first(where: { node.children[$0].name == name }) else {
                preconditionFailure("'\(parsed.commandPath.joined(separator: " "))' is not in the tree")
            }
            node = node.children[index]
        }
        guard let handler = node.handler else {
            preconditionFailure("'\(parsed.commandPath.joined(separator: " "))' has no handler")
        }
        return handler
    }
}
