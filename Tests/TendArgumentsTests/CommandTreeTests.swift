import Synchronization
import Testing
@testable import TendArguments

/// One list of commands gives the spec tree and the dispatch, and its option names are checked.
@Suite struct CommandTreeTests {
    struct Globals: ParsableArguments {
        static let db = Option<String?>("--db", short: "d", help: "The database.", global: true)
        static let declarations: [any ArgumentDeclaration] = [db]

        init(from parsed: ParsedArguments) {}
    }

    /// A command whose only option is `option`.
    static func command(_ name: String, option: OptionSpec) -> CommandSpec {
        CommandSpec(name, abstract: "Does \(name).", options: [option])
    }

    static let tree = CommandTree<String>(.group("prog", abstract: "A program.", declaring: Globals.self, defaultSubcommand: "today", [
        .command(CommandSpec("today", abstract: "Show today."), "today"),
        .group("schedule", abstract: "Schedules.", [
            .command(CommandSpec("explain", abstract: "Explain one."), "explain"),
        ]),
    ]))

    @Test(arguments: [([String](), "today"), (["today"], "today"), (["schedule", "explain"], "explain"), (["--db", "x"], "today")])
    func eachCommandRunsItsOwnHandler(words: [String], handler: String) throws {
        guard case .run(let parsed) = try CommandParser.parse(words, root: Self.tree.root) else {
            Issue.record("\(words) does not run a command")
            return
        }
        #expect(Self.tree.handler(for: parsed) == handler)
    }

    /// Counts how many times each command of a ``lazyTree(_:)`` made its spec.
    final class SpecCounter: Sendable {
        let made = Mutex<[String: Int]>([:])

        /// A spec that counts its making.
        func spec(_ name: String) -> CommandSpec {
            made.withLock { $0[name, default: 0] += 1 }
            return CommandTreeTests.command(name, option: .flag("--\(name)-only", help: "Only \(name)."))
        }
    }

    static func lazyTree(_ counter: SpecCounter) -> CommandTree<String> {
        CommandTree<String>(.group("prog", abstract: "A program.", version: "1.0", declaring: Globals.self, defaultSubcommand: "today", [
            .command(named: "today", spec: { counter.spec("today") }, "today"),
            .command(named: "chart", spec: { counter.spec("chart") }, "chart"),
            .group("contact", abstract: "Contacts.", [.command(named: "show", spec: { counter.spec("show") }, "show")]),
        ]))
    }

    @Test func aCommandLineThatRunsMakesOnlyTheSpecsOfTheCommandsItNames() throws {
        let counter = SpecCounter()
        // A debug build makes every spec once, to check the option names, when the tree is built.
        let tree = Self.lazyTree(counter)
        let before = counter.made.withLock { $0 }
        for words in [["--db", "x"], ["today", "--today-only"], ["contact", "show", "--show-only"]] {
            guard case .run = try tree.request(for: words) else {
                Issue.record("\(words) does not run a command")
                return
            }
        }
        #expect(try tree.request(for: ["--version"]) == .version("1.0"))
        let made = counter.made.withLock { $0 }.merging(before) { $0 - $1 }
        #expect(made["chart", default: 0] == 0)
        #expect(made["today"] == 4)
        #expect(made["show"] == 1)
    }

    /// What the whole tree answers, help and mistakes included, `request(for:)` answers.
    @Test(arguments: [
        [], ["--db", "x", "--today-only"], ["chart", "--chart-only"], ["contact", "show"], ["contact"], ["chrat"],
        ["--chart-only"], ["today", "--show-only"], ["help", "chart"], ["chart", "--help"], ["contact", "shwo"], ["today", "extra"],
        ["--version"], ["chart", "--version"], ["--version", "chrat"], ["--version", "--help"],
    ])
    func aRequestReadsAsTheWholeTreeReadsIt(words: [String]) {
        let tree = Self.lazyTree(SpecCounter())
        let whole = Result { () throws(UsageError) in try CommandParser.parse(words, root: tree.root) }
        let request = Result { () throws(UsageError) in try tree.request(for: words) }
        switch (whole, request) {
        case (.success(.run(let expected)), .success(.run(let got))):
            #expect(Self.described(got) == Self.described(expected))
        case (.success(let expected), .success(let got)):
            #expect(got == expected)
        case (.failure(let expected), .failure(let got)):
            #expect(got.description == expected.description)
        default:
            Issue.record("\(words): the whole tree gives \(whole), the request \(request)")
        }
    }

    /// The command a parse runs and the values it read (its specs differ: the request's holds
    /// only the commands the line names, and the default ones).
    static func described(_ parsed: ParsedArguments) -> [String] {
        let leaf = parsed.commandPath.last ?? ""
        return parsed.commandPath + [parsed.string("--db") ?? "no --db", "\(parsed.flag("--\(leaf)-only"))"]
    }

    @Test func theTreeIsMadeFromTheList() {
        #expect(Self.tree.root.subcommands.map(\.name) == ["today", "schedule"])
        #expect(Self.tree.root.subcommands[1].subcommands.map(\.name) == ["explain"])
        #expect(Self.tree.root.options.map(\.long) == ["--db"])
        #expect(Self.tree.root.defaultSubcommand == "today")
    }

    @Test func aTreeThatPassesTheCheck() throws {
        try Self.tree.root.validateOptionNames()
        try SampleSpec.root.validateOptionNames()
    }

    @Test(arguments: [
        (OptionSpec.option("--db", help: "Another database."), "'prog schedule explain' declares '--db', which a global option of 'prog' already takes; rename one of them"),
        (OptionSpec.flag("--dry", short: "d", help: "Only say."), "'prog schedule explain' declares '-d', which a global option of 'prog' already takes; rename one of them"),
        (OptionSpec.flag("--help", help: "Mine."), "'prog schedule explain' declares '--help', which the parser's --help already takes; rename one of them"),
    ])
    func anOptionThatShadowsAGlobalOneIsRefused(option: OptionSpec, message: String) {
        let root = CommandSpec("prog", abstract: "A program.", options: Globals.declarations.map(Self.optionSpec), subcommands: [
            CommandSpec("schedule", abstract: "Schedules.", subcommands: [Self.command("explain", option: option)]),
        ])
        let error = #expect(throws: DeclarationError.self) { try root.validateOptionNames() }
        #expect(error?.description == message)
    }

    @Test func twoOptionsOfOneCommandMayNotShareAName() {
        let root = CommandSpec("prog", abstract: "A program.", subcommands: [
            CommandSpec("add", abstract: "Add.", options: [.option("--at", help: "When."), .flag("--at", help: "Again.")]),
        ])
        let error = #expect(throws: DeclarationError.self) { try root.validateOptionNames() }
        #expect(error == .optionNameTaken("--at", command: "prog add", takenBy: "another option of 'prog add'"))
    }

    /// A global option of a command other than the root binds only the commands below it.
    @Test func siblingsMayReuseANameThatIsNotGlobalAboveThem() throws {
        let root = CommandSpec("prog", abstract: "A program.", subcommands: [
            Self.command("add", option: .option("--from", help: "Start.")),
            Self.command("remove", option: .option("--from", help: "End.")),
        ])
        try root.validateOptionNames()
    }

    static func optionSpec(_ declaration: any ArgumentDeclaration) -> OptionSpec {
        guard case .option(let option) = declaration.declared else { preconditionFailure("an argument") }
        return option
    }
}
