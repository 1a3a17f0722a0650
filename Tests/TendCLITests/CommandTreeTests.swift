import Testing
@testable import TendCLI

/// The declared commands and the code that runs them agree: a leaf without a handler would
/// print its help and exit 0 instead of doing its work.
@Suite struct CommandTreeTests {
    /// The paths of every command without subcommands, hidden ones included.
    static func leaves(_ spec: CommandSpec, path: [String] = []) -> [[String]] {
        spec.subcommands.isEmpty ? [path] : spec.subcommands.flatMap { leaves($0, path: path + [$0.name]) }
    }

    @Test func everyLeafCommandHasAHandler() {
        let paths = Self.leaves(CommandTree.root)
        #expect(paths.count == 17)
        for path in paths {
            #expect(CommandTree.handler(for: path) != nil, "no handler for 'tend \(path.joined(separator: " "))'")
        }
    }

    @Test func commandsWithSubcommandsHaveNoHandlerOfTheirOwn() {
        #expect(CommandTree.handler(for: []) == nil)
        #expect(CommandTree.handler(for: ["schedule"]) == nil)
    }
}
