import Testing
@testable import TendArguments

/// Typed declarations: the spec is made from them, and the same keys read back typed values.
@Suite struct DeclarationTests {
    enum Shade: String, CaseIterable, Sendable {
        case light, dark
    }

    struct Options: ParsableArguments {
        static let title = Argument<String>("title", help: "What to do.")
        static let occurrence = Argument<String?>("occurrence", help: "Which one.")
        static let schedule = Option<String>("--schedule", short: "s", help: "When.")
        static let group = Option<String?>("--group", value: "name", help: "A group.")
        static let within = Option<String>("--within", help: "How far ahead.", default: "12h")
        static let shade = Option<Shade>("--shade", help: "How dark.", default: .light)
        static let tint = Option<Shade?>("--tint", help: "A tint.")
        static let tags = Option<[String]>("--tag", help: "A tag; give several.")
        static let json = Flag("--json", help: "Print JSON.")
        static let declarations: [any ArgumentDeclaration] = [title, occurrence, schedule, group, within, shade, tint, tags, json]

        var title: String
        var occurrence: String?
        var schedule: String
        var group: String?
        var within: String
        var shade: Shade
        var tint: Shade?
        var tags: [String]
        var json: Bool

        init(from parsed: ParsedArguments) {
            title = parsed[Self.title]
            occurrence = parsed[Self.occurrence]
            schedule = parsed[Self.schedule]
            group = parsed[Self.group]
            within = parsed[Self.within]
            shade = parsed[Self.shade]
            tint = parsed[Self.tint]
            tags = parsed[Self.tags]
            json = parsed[Self.json]
        }
    }

    static let root = CommandSpec("prog", abstract: "A program.", subcommands: [
        CommandSpec("add", abstract: "Add one.", declaring: Options.self),
    ])

    static func decode(_ words: [String]) throws -> Options {
        guard case .run(let parsed) = try CommandParser.parse(["add"] + words, root: root) else {
            throw UsageError(.validation("not a run"), in: CommandChain(root: root))
        }
        return Options(from: parsed)
    }

    @Test func specComesFromTheDeclarations() {
        let spec = Self.root.subcommands[0]
        #expect(spec.arguments.map(\.name) == ["title", "occurrence"])
        #expect(spec.arguments.map(\.isOptional) == [false, true])
        #expect(spec.options.map(\.long) == ["--schedule", "--group", "--within", "--shade", "--tint", "--tag", "--json"])
        #expect(spec.options.map(\.isRequired) == [true, false, false, false, false, false, false])
        #expect(spec.options[2].defaultValue == "12h")
        #expect(spec.options[3].completion == .choices(["light", "dark"]))
        #expect(spec.options[3].defaultValue == "light")
        #expect(spec.options[4].completion == .choices(["light", "dark"]))
        #expect(spec.options[5].isRepeating)
        #expect(spec.options[6].isFlag)
    }

    @Test func leftOutValuesDecodeToTheirDefaults() throws {
        let options = try Self.decode(["Walk", "-s", "daily"])
        #expect(options.title == "Walk")
        #expect(options.occurrence == nil)
        #expect(options.schedule == "daily")
        #expect(options.group == nil)
        #expect(options.within == "12h")
        #expect(options.shade == .light)
        #expect(options.tint == nil)
        #expect(options.tags == [])
        #expect(options.json == false)
    }

    @Test func givenValuesDecodeTyped() throws {
        let options = try Self.decode([
            "Walk", "2", "--schedule=daily", "--group", "exercise", "--within", "1d", "--shade", "dark", "--tint", "light",
            "--tag", "b", "--tag", "a", "--json",
        ])
        #expect(options.occurrence == "2")
        #expect(options.group == "exercise")
        #expect(options.within == "1d")
        #expect(options.shade == .dark)
        #expect(options.tint == .light)
        #expect(options.tags == ["b", "a"])
        #expect(options.json)
    }

    @Test func aRefusedValueNamesItsDeclaration() throws {
        guard case .run(let parsed) = try CommandParser.parse(["add", "Walk", "-s", "daily"], root: Self.root) else {
            Issue.record("not a run")
            return
        }
        let error = parsed.usageError(Options.within.invalid("0m", reason: "give a duration from 1m"))
        #expect(error.message == "The value '0m' is invalid for '--within <within>': give a duration from 1m")
        #expect(parsed.usageError(Options.title.invalid("")).message == "The value '' is invalid for '<title>'")
    }
}
