import Testing
@testable import TendArguments

@Suite struct ErrorTests {
    let root = SampleSpec.root

    func errorText(_ arguments: [String]) -> String? {
        let error = #expect(throws: UsageError.self) { try CommandParser.parse(arguments, root: root) }
        return error?.description
    }

    static let todayUsage = """
        Usage: tend today [--date <date>] [--group <name>] [--tomorrow] [--json] [--db <path>] [--color <when>]
          See 'tend today --help' for more information.
        """
    static let addUsage = """
        Usage: tend add --schedule <schedule> [--style <style>] [--target <n>] [--tag <tag> ...] [--id <id>] [--db <path>] [--color <when>] <title>
          See 'tend add --help' for more information.
        """

    @Test(arguments: [["today", "--tomorow"], ["--tomorow"]])
    func unknownOptionWithSuggestion(arguments: [String]) {
        #expect(errorText(arguments) == """
            Error: Unknown option '--tomorow'. Did you mean '--tomorrow'?
            \(Self.todayUsage)
            """)
    }

    @Test func unknownOptionWithoutSuggestion() {
        #expect(errorText(["today", "--frobnicate"]) == "Error: Unknown option '--frobnicate'\n" + Self.todayUsage)
        #expect(errorText(["today", "-x"]) == "Error: Unknown option '-x'\n" + Self.todayUsage)
    }

    @Test func aSingleValuedOptionGivenTwiceIsRefused() {
        #expect(errorText(["add", "Ibuprofen", "--schedule", "daily", "--id", "a", "--id", "b"]) == """
            Error: The option '--id <id>' takes one value, but was given 'a' and then 'b'; give it once
            Help:  --id <id>  The id to type in later commands.
            \(Self.addUsage)
            """)
        #expect(errorText(["--db", "a.db", "today", "--db", "b.db"])?.hasPrefix(
            "Error: The option '--db <path>' takes one value, but was given 'a.db' and then 'b.db'; give it once") == true)
    }

    @Test func aRepeatingOptionKeepsEveryValue() throws {
        guard case .run(let parsed) = try CommandParser.parse(["add", "X", "--schedule", "daily", "--tag", "a", "--tag", "b"], root: root)
        else { Issue.record("not a run"); return }
        #expect(parsed.strings("--tag") == ["a", "b"])
    }

    @Test func missingValue() {
        #expect(errorText(["add", "Ibuprofen", "--schedule"]) == """
            Error: Missing value for '--schedule <schedule>'
            Help:  --schedule <schedule>  When the task is due.
            \(Self.addUsage)
            """)
        #expect(errorText(["add", "Ibuprofen", "-s", "--id", "x"]) == """
            Error: Missing value for '-s <schedule>'
            Help:  -s <schedule>  When the task is due.
            \(Self.addUsage)
            """)
    }

    @Test func missingArgument() {
        #expect(errorText(["add", "--schedule", "daily"]) == """
            Error: Missing expected argument '<title>'
            Help:  <title>  What to do, as the task list shows it.
            \(Self.addUsage)
            """)
    }

    @Test func missingRequiredOption() {
        #expect(errorText(["add", "Walk"]) == """
            Error: Missing expected argument '--schedule <schedule>'
            Help:  --schedule <schedule>  When the task is due.
            \(Self.addUsage)
            """)
    }

    @Test func missingRequiredOptionWhoseValueWasGivenAsWords() {
        #expect(errorText(["add", "Walk", "daily", "at", "08:00"]) == """
            Error: Missing expected argument '--schedule <schedule>'. If 'daily at 08:00' is the schedule, write --schedule 'daily at 08:00'
            Help:  --schedule <schedule>  When the task is due.
            \(Self.addUsage)
            """)
    }

    @Test func wordsAfterAnOptionValueBelongToTheOption() {
        #expect(errorText(["add", "Walk", "--schedule", "daily", "at", "08:00"]) == """
            Error: 2 unexpected arguments: 'at', '08:00'. If 'daily at 08:00' is the value of '--schedule', put it in quotes: --schedule 'daily at 08:00'
            \(Self.addUsage)
            """)
        // Words that come after the title, not after the option, still belong to the title.
        #expect(errorText(["add", "-s", "daily", "Walk", "the", "dog"])?.hasPrefix(
            "Error: 2 unexpected arguments: 'the', 'dog'. If 'Walk the dog' is one <title>, put it in quotes") == true)
    }

    @Test(arguments: [("ls", "list"), ("LS", "list"), ("lst", "list")])
    func habitualWordsAreSuggestedNotRun(word: String, suggestion: String) {
        #expect(errorText([word])?.hasPrefix("Error: Unknown subcommand '\(word)'. Did you mean '\(suggestion)'?") == true)
    }

    @Test func unexpectedArguments() {
        let usage = """
            Usage: tend done [--at <time>] [--value <value>] [--note <text>] [--db <path>] [--color <when>] <id> [<occurrence>]
              See 'tend done --help' for more information.
            """
        #expect(errorText(["done", "a", "b", "x"]) == "Error: Unexpected argument 'x'. If 'b x' is one <occurrence>, put it in quotes\n" + usage)
        #expect(errorText(["done", "a", "b", "x", "y"]) == "Error: 2 unexpected arguments: 'x', 'y'. If 'b x y' is one <occurrence>, put it in quotes\n" + usage)
    }

    @Test func unknownSubcommandWithSuggestion() {
        #expect(errorText(["lst"]) == """
            Error: Unknown subcommand 'lst'. Did you mean 'list'?
            Usage: tend [--db <path>] [--color <when>] <subcommand>
              See 'tend --help' for more information.
            """)
        #expect(errorText(["help", "schedule", "explian"]) == """
            Error: Unknown subcommand 'explian'. Did you mean 'explain'?
            Usage: tend schedule [--db <path>] [--color <when>] <subcommand>
              See 'tend schedule --help' for more information.
            """)
    }

    @Test func valueOutsideTheChoices() {
        #expect(errorText(["add", "T", "-s", "daily", "--style", "fancy"]) == """
            Error: The value 'fancy' is invalid for '--style <style>'. Please provide one of 'simple', 'instructions', 'log', 'checklist' or 'grid'.
            Help:  --style <style>  How the task is shown.
            \(Self.addUsage)
            """)
    }

    @Test func valueGivenToAFlag() {
        #expect(errorText(["--json=yes"]) == """
            Error: The option '--json' does not take any value, but 'yes' was specified.
            \(Self.todayUsage)
            """)
    }

    @Test func versionOnlyAtTheTop() {
        #expect(errorText(["today", "--version"]) == "Error: Unknown option '--version'\n" + Self.todayUsage)
    }

    @Test func validationFromTheCommand() throws {
        let request = try CommandParser.parse(["today", "--date", "x", "--tomorrow"], root: root)
        guard case .run(let parsed) = request else {
            Issue.record("expected a command to run")
            return
        }
        let error = parsed.usageError(.validation("Give either --date or --tomorrow, not both."))
        #expect(error.description == "Error: Give either --date or --tomorrow, not both.\n" + Self.todayUsage)
        #expect(error.commandPath == ["today"])
    }

    @Test func invalidValueWithReason() throws {
        guard case .run(let parsed) = try CommandParser.parse(["add", "T", "-s", "wekly"], root: root) else {
            Issue.record("expected a command to run")
            return
        }
        let error = parsed.usageError(.invalidValue("wekly", for: "--schedule", reason: "unknown word 'wekly'"))
        #expect(error.message == "The value 'wekly' is invalid for '--schedule <schedule>': unknown word 'wekly'")
    }

    @Test func exitStatuses() {
        #expect(ExitStatus.success.rawValue == 0)
        #expect(ExitStatus.failure.rawValue == 1)
        #expect(ExitStatus.usageError.rawValue == 64)
    }
}
