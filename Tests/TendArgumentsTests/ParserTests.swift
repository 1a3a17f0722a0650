import Testing
@testable import TendArguments

@Suite struct ParserTests {
    let root = SampleSpec.root

    func run(_ arguments: [String]) throws -> ParsedArguments {
        let request = try CommandParser.parse(arguments, root: root)
        guard case .run(let parsed) = request else {
            Issue.record("expected a command to run, got \(request)")
            throw UsageError(.validation("not run"), in: CommandChain(root: root))
        }
        return parsed
    }

    @Test func plainToolRunsTheDefaultSubcommand() throws {
        let parsed = try run([])
        #expect(parsed.commandPath == ["today"])
        #expect(parsed.flag("--json") == false)
        #expect(parsed.string("--date") == nil)
    }

    @Test func optionOfTheDefaultSubcommandSelectsIt() throws {
        let parsed = try run(["--json", "--date", "2026-12-01"])
        #expect(parsed.commandPath == ["today"])
        #expect(parsed.flag("--json"))
        #expect(parsed.string("--date") == "2026-12-01")
    }

    @Test(arguments: [
        ["add", "Ibuprofen", "--schedule", "daily at 8am"],
        ["add", "Ibuprofen", "--schedule=daily at 8am"],
        ["add", "Ibuprofen", "-s", "daily at 8am"],
        ["add", "Ibuprofen", "-sdaily at 8am"],
        ["add", "--schedule", "daily at 8am", "Ibuprofen"],
        ["add", "-s", "daily at 8am", "--", "Ibuprofen"],
    ])
    func optionForms(arguments: [String]) throws {
        let parsed = try run(arguments)
        #expect(parsed.commandPath == ["add"])
        #expect(parsed.string("title") == "Ibuprofen")
        #expect(parsed.string("--schedule") == "daily at 8am")
    }

    @Test func combinedShortFlags() throws {
        let parsed = try run(["list", "-al", "medication"])
        #expect(parsed.flag("--all"))
        #expect(parsed.flag("--long"))
        #expect(parsed.strings("groups") == ["medication"])
    }

    @Test func shortOptionWithAttachedValue() throws {
        let parsed = try run(["add", "Walk", "-sdaily", "-n5"])
        #expect(parsed.string("--schedule") == "daily")
        #expect(parsed.string("--target") == "5")
    }

    @Test func terminatorMakesDashedWordsPositional() throws {
        let parsed = try run(["list", "--", "-a", "--long"])
        #expect(parsed.strings("groups") == ["-a", "--long"])
        #expect(parsed.flag("--all") == false)
    }

    @Test func negativeNumbersAreValues() throws {
        let parsed = try run(["add", "Temperature", "-s", "daily", "--target", "-5"])
        #expect(parsed.string("--target") == "-5")
        let positional = try run(["list", "-1.5"])
        #expect(positional.strings("groups") == ["-1.5"])
    }

    @Test func negativeDurationsAreValues() throws {
        #expect(try run(["done", "walk", "--at", "-2h"]).string("--at") == "-2h")
        #expect(try run(["today", "--date", "-3d"]).string("--date") == "-3d")
    }

    @Test func repeatingOptionKeepsEveryValueInOrder() throws {
        let parsed = try run(["add", "Walk", "-s", "daily", "--tag", "b", "--tag=a"])
        #expect(parsed.strings("--tag") == ["b", "a"])
    }

    @Test func defaultValueWhenAbsent() throws {
        #expect(try run(["today"]).string("--color") == "auto")
        #expect(try run(["today", "--color", "never"]).string("--color") == "never")
    }

    @Test func globalOptionsBeforeAndAfterTheSubcommand() throws {
        #expect(try run(["--db", "/tmp/a.db", "list"]).string("--db") == "/tmp/a.db")
        #expect(try run(["list", "--db", "/tmp/b.db"]).string("--db") == "/tmp/b.db")
        let nested = try run(["schedule", "explain", "daily", "--db=/tmp/c.db", "--tz", "Asia/Tokyo"])
        #expect(nested.commandPath == ["schedule", "explain"])
        #expect(nested.string("--db") == "/tmp/c.db")
        #expect(nested.string("--tz") == "Asia/Tokyo")
        #expect(nested.string("schedule") == "daily")
    }

    @Test func optionalAndRepeatingArguments() throws {
        let one = try run(["done", "ibuprofen"])
        #expect(one.string("id") == "ibuprofen")
        #expect(one.string("occurrence") == nil)
        let two = try run(["done", "ibuprofen", "2", "--note", "with food"])
        #expect(two.string("occurrence") == "2")
        #expect(two.string("--note") == "with food")
        #expect(try run(["list"]).strings("groups") == [])
        #expect(try run(["list", "a", "b", "c"]).strings("groups") == ["a", "b", "c"])
    }

    @Test func hiddenCommandsParse() throws {
        let parsed = try run(["__complete", "task-ids"])
        #expect(parsed.commandPath == ["__complete"])
        #expect(parsed.string("kind") == "task-ids")
    }

    @Test(arguments: [
        (["--help"], [String]()),
        (["-h"], []),
        (["help"], []),
        (["add", "--help"], ["add"]),
        (["add", "Ibuprofen", "-h", "--bogus"], ["add"]),
        (["help", "add"], ["add"]),
        (["schedule", "explain", "-h"], ["schedule", "explain"]),
        (["help", "schedule", "explain"], ["schedule", "explain"]),
        (["list", "-ah"], ["list"]),
        (["schedule"], ["schedule"]),
        (["--json", "--help"], ["today"]),
    ])
    func helpRequests(arguments: [String], path: [String]) throws {
        #expect(try CommandParser.parse(arguments, root: root) == .help(commandPath: path))
    }

    @Test(arguments: [(["help", "help"], "help"), (["help", "schedules"], "schedules")])
    func helpTopics(arguments: [String], topic: String) throws {
        #expect(try CommandParser.parse(arguments, root: root) == .helpTopic(topic))
    }

    @Test(arguments: [["chart", "--help"], ["chart", "-h"], ["schedule", "explian", "--help"]])
    func helpForAnUnknownCommandIsAnError(arguments: [String]) {
        let error = #expect(throws: UsageError.self) { try CommandParser.parse(arguments, root: root) }
        guard case .unknownSubcommand? = error?.problem else {
            Issue.record("expected an unknown subcommand, got \(String(describing: error))")
            return
        }
    }

    @Test func helpWordAfterTheTerminatorIsAnArgument() throws {
        #expect(try run(["list", "--", "--help"]).strings("groups") == ["--help"])
    }

    @Test func versionAtTheTop() throws {
        #expect(try CommandParser.parse(["--version"], root: root) == .version("1.2.3"))
        #expect(throws: UsageError.self) { try CommandParser.parse(["list", "--version"], root: root) }
    }
}
