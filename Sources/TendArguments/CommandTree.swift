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
/// switch try CommandParser.parse(arguments, root: tree.root) {
/// case .run(let parsed): try tree.handler(for: parsed)(parsed)
/// case .help(let path): print(HelpRenderer.render(tree.root, path: path, width: columns))
/// case .version(let version): print(version)
/// }
/// ```
///
/// In a debug build, building the tree checks its option names
/// (``CommandSpec/validateOptionNames()``) and stops the program on a mistake, which the first
/// test run finds; a release build, which every command of the program starts, skips the check
/// (a program's tests should call `validateOptionNames()` on its tree).
public struct CommandTree<Handler: Sendable>: Sendable {
    /// The root command and, below it, every command of the tree.
    public let root: CommandSpec
    private let handlers: [[String]: Handler]

    public init(_ root: CommandNode<Handler>) {
        #if DEBUG
        do {
            try root.spec.validateOptionNames()
        } catch {
            preconditionFailure(error.description)
        }
        #endif
        self.root = root.spec
        var handlers: [[String]: Handler] = [:]
        Self.collect(root, path: [], into: &handlers)
        self.handlers = handlers
    }

    private static func collect(_ node: CommandNode<Handler>, path: [String], into handlers: inout [[String]: Handler]) {
        if let handler = node.handler {
            handlers[path] = handler
        }
        for child in node.children {
            collect(child, path: path + [child.spec.name], into: &handlers)
        }
    }

    /// The handler of the command a parse result asks to run (the parser only asks to run
    /// commands without subcommands, and each of those has a handler).
    public func handler(for parsed: ParsedArguments) -> Handler {
        guard let handler = handlers[parsed.commandPath] else {
            preconditionFailure("'\(parsed.commandPath.joined(separator: " "))' has no handler")
        }
        return handler
    }
}
