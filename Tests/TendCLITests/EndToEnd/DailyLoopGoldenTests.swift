import Foundation
import Testing

/// The whole output of `today`, `show`, `summary` and `list` on the scenario plan, compared with
/// golden files: 80 and 40 columns, colour on and off.
@Suite struct DailyLoopGoldenTests {
    static let views: [(String, [String])] = [
        ("today", ["today"]),
        ("today-yesterday", ["today", "--date", "yesterday"]),
        ("list", ["list"]),
        ("show", ["show", "ibuprofen"]),
        ("show-ja", ["show", "ibu-ja"]),
        ("summary", ["summary", "--week"]),
    ]

    static let layouts: [(columns: Int, color: String)] = [(80, "never"), (40, "never"), (80, "always"), (40, "always")]

    @Test(arguments: views)
    func goldenOutput(name: String, arguments: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        for layout in Self.layouts {
            let result = try TendProcess.run(arguments + ["--color", layout.color],
                                             environment: scenario.environment(["COLUMNS": String(layout.columns)]))
            #expect(result.status == 0)
            #expect(result.stderr == "")
            try Golden.check(result.stdout, name: "\(name)-\(layout.columns)\(layout.color == "always" ? "-color" : "").txt")
        }
    }

    /// Plain terminals: under a locale that is not UTF-8 every view draws with ASCII, and
    /// `TERM=dumb` and `--ascii` draw the same.
    @Test(arguments: [("today", ["today"]), ("today-yesterday", ["today", "--date", "yesterday"]), ("next", ["next"]),
                      ("show", ["show", "ibuprofen"]), ("summary", ["summary", "--week"]), ("list", ["list"])])
    func asciiOutput(name: String, arguments: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let posix = try TendProcess.run(arguments, environment: scenario.environment(["LANG": "C"]))
        #expect(posix.status == 0)
        #expect(posix.stderr == "")
        try Golden.check(posix.stdout, name: "\(name)-ascii.txt")
        let dumb = try TendProcess.run(arguments, environment: scenario.environment(["TERM": "dumb"]))
        let flag = try TendProcess.run(["--ascii"] + arguments, environment: scenario.environment())
        #expect(dumb.stdout == posix.stdout)
        #expect(flag.stdout == posix.stdout)
    }

    @Test func plainTendMeansToday() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let plain = try TendProcess.run([], environment: scenario.environment())
        let today = try TendProcess.run(["today"], environment: scenario.environment())
        #expect(plain.status == 0)
        #expect(plain.stdout == today.stdout)
    }

    @Test func noColorWithoutATerminalOrWithNO_COLOR() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let piped = try TendProcess.run(["today"], environment: scenario.environment())
        #expect(!piped.stdout.contains("\u{1B}["))
        let forced = try TendProcess.run(["today", "--color", "always"], environment: scenario.environment())
        #expect(forced.stdout.contains("\u{1B}["))
        let noColor = try TendProcess.run(["today"], environment: scenario.environment(["NO_COLOR": "1"]))
        #expect(noColor.stdout == piped.stdout)
    }

    @Test func summaryMarkdownAndJSON() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let markdown = try TendProcess.run(["summary", "--week", "--format", "markdown"], environment: scenario.environment())
        try Golden.check(markdown.stdout, name: "summary-week.md")
        let json = try TendProcess.run(["summary", "--from", "2026-11-30", "--to", "2026-12-01", "--format", "json"],
                                       environment: scenario.environment())
        try Golden.check(json.stdout, name: "summary.json")
    }

    /// `--year` is the 365 days ending with `--date` or today, as `--from` and `--to` give them.
    @Test func summaryYear() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let year = try TendProcess.run(["summary", "--year"], environment: scenario.environment(["COLUMNS": "80"]))
        #expect(year.status == 0)
        #expect(year.stderr == "")
        try Golden.check(year.stdout, name: "summary-year-80.txt")
        let range = try TendProcess.run(["summary", "--from", "2025-12-02", "--to", "2026-12-01"],
                                        environment: scenario.environment(["COLUMNS": "80"]))
        #expect(range.stdout == year.stdout)
        let ending = try TendProcess.run(["summary", "--year", "--date", "2026-11-30", "--json"], environment: scenario.environment())
        let endingRange = try TendProcess.run(["summary", "--from", "2025-12-01", "--to", "2026-11-30", "--json"],
                                              environment: scenario.environment())
        #expect(ending.status == 0)
        #expect(ending.stdout.hasPrefix("{\n  \"version\": 1,\n  \"from\": \"2025-12-01\",\n  \"to\": \"2026-11-30\","))
        #expect(ending.stdout == endingRange.stdout)
    }

    @Test func todayJSON() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let json = try TendProcess.run(["today", "--json"], environment: scenario.environment())
        try Golden.check(json.stdout, name: "today.json")
    }
}
