import TendArguments
import Testing
@testable import TendCLI

/// tend's one list of commands: its names pass the tree's check, so no command option hides a
/// global one, and every command is reachable from the command line.
@Suite struct CommandTreeTests {
    /// The paths of every command without subcommands, hidden ones included.
    static func leaves(_ spec: CommandSpec, path: [String] = []) -> [[String]] {
        spec.subcommands.isEmpty ? [path] : spec.subcommands.flatMap { leaves($0, path: path + [$0.name]) }
    }

    @Test func tendsTreePassesTheOptionNameCheck() throws {
        try TendCommands.root.validateOptionNames()
    }

    /// The task colour is `--tint`; `--color` is the global switch, also after `add` and `edit`.
    @Test(arguments: [["add", "X", "--schedule", "daily", "--tint", "blue", "--color", "never"],
                      ["edit", "x", "--tint", "blue", "--color", "always"]])
    func taskColourAndOutputColourAreTwoOptions(arguments: [String]) throws {
        guard case .run(let parsed) = try CommandParser.parse(arguments, root: TendCommands.root) else {
            Issue.record("'\(arguments.joined(separator: " "))' does not run a command")
            return
        }
        #expect(GlobalOptions(from: parsed).color.rawValue == arguments.last)
        #expect(TaskFields(from: parsed).tint?.rawValue == "blue")
    }

    /// A habitual word (`ls`, `rm`) is suggested for one command only, and never names a command.
    @Test func habitualWordsAreUniqueAndNotCommandNames() {
        let commands = TendCommands.root.subcommands
        let words = commands.flatMap(\.suggestedFor)
        #expect(Set(words).count == words.count)
        #expect(Set(words).isDisjoint(with: commands.map(\.name) + ["help"]))
    }

    /// `tend help schedules` prints the man page's schedule language; `tend help help` explains help.
    @Test func helpTopicsAreTheManPageSections() throws {
        let schedules = try #require(HelpRenderer.render(TendCommands.root, topic: "schedules"))
        #expect(schedules.hasPrefix("SCHEDULE LANGUAGE\n\nSchedules are written in English words"))
        #expect(try CommandParser.parse(["help", "help"], root: TendCommands.root) == .helpTopic("help"))
    }

    /// Each command the parser can select runs (the group `schedule` only shows its help).
    @Test func everyCommandPathIsParsedToItsCommand() throws {
        for path in Self.leaves(TendCommands.root) {
            let chain = try CommandParser.parse(path + ["--help"], root: TendCommands.root)
            #expect(chain == .help(commandPath: path))
        }
        #expect(try CommandParser.parse(["schedule"], root: TendCommands.root) == .help(commandPath: ["schedule"]))
    }
}
