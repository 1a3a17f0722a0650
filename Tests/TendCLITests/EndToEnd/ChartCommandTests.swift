import Foundation
import Testing

/// `tend chart` on the real binary over the scenario plan (Berlin, Tuesday 1 December 2026
/// 13:00): its adherence is summary's, its output is pinned, and bad input changes nothing.
@Suite struct ChartCommandTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The seven days of `tend chart --json` hold the done and expected counts of `tend
    /// summary --week`'s table of days, day by day.
    @Test func adherenceIsSummarysForTheSameDays() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let chart = try TendProcess.run(["chart", "--json"], environment: scenario.environment())
        #expect(chart.status == 0)
        let series = try #require(try Self.json(chart.stdout)["series"] as? [[String: Any]])
        #expect(series.count == 1)
        let points = try #require(series[0]["points"] as? [[String: Any]])
        let charted = points.map { "\($0["done"] as? Int ?? -1) of \($0["expected"] as? Int ?? -1)" }
        let summary = try TendProcess.run(["summary", "--week"], environment: scenario.environment(["COLUMNS": "120"]))
        // `Tue 1 Dec 2026    5 of 8 (62 %)`, and `nothing due` as 0 of 0.
        let days = summary.stdout.split(separator: "\n").filter { line in
            ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "].contains { line.hasPrefix($0) } && !line.contains(":")
        }.map { line -> String in
            let words = line.split(separator: " ")
            guard let of = words.firstIndex(of: "of") else { return "0 of 0" }
            return "\(words[of - 1]) of \(words[of + 1])"
        }
        #expect(days.count == 7)
        #expect(charted == days)
    }

    /// A one-day summary still draws each task's last 7 days, from the records before its day:
    /// ibuprofen had 2 of 4 on Monday and 1 of 2 so far today, Sunday missed.
    @Test func aOneDaySummaryHasTheSevenDaySparkline() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let summary = try TendProcess.run(["summary"], environment: scenario.environment())
        #expect(summary.status == 0)
        let row = try #require(summary.stdout.split(separator: "\n").first { $0.hasPrefix("Ibuprofen 400 mg") })
        #expect(row.contains("····✗▄▄"))
        let markdown = try TendProcess.run(["summary", "--format", "markdown"], environment: scenario.environment())
        #expect(markdown.stdout.contains("| Ibuprofen 400 mg (ibuprofen) | `····✗▄▄` | 1 of 2 | 50 % |"))
    }

    static let views: [(String, [String])] = [
        ("chart-week", ["chart"]),
        ("chart-ibuprofen-nausea", ["chart", "ibuprofen", "nausea", "--last", "5d"]),
        ("chart-json", ["chart", "ibuprofen", "nausea", "--last", "3d", "--json"]),
    ]

    @Test(arguments: views)
    func goldenOutput(name: String, arguments: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        for (columns, color) in [(80, "never"), (40, "always")] where name != "chart-json" || columns == 80 {
            let result = try TendProcess.run(arguments + ["--color", color], environment: scenario.environment(["COLUMNS": String(columns)]))
            #expect(result.status == 0)
            #expect(result.stderr == "")
            try Golden.check(result.stdout, name: "\(name)-\(columns)\(color == "always" ? "-color" : "").txt")
        }
    }

    @Test func aPlanWithNothingInItSaysSoAndSucceeds() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-chart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let env = ["TEND_DB": directory.appendingPathComponent("tend.db").path, "TEND_NOW": "2026-12-01T13:00"]
        #expect(try TendProcess.run(["add", "Pain", "--schedule", "every day", "--no-adherence"], environment: env).status == 0)
        let result = try TendProcess.run(["chart", "pain"], environment: env)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Pain: times logged
            per day · 25 November – 1 December 2026

            Nothing was due, done or logged in this period, so there is nothing to draw.

            """)
    }

    /// Stands for a path in the scenario's directory, where a refused image must not appear.
    static let tooWideImage = "<too-wide.svg in the scenario>"

    static let badInput: [([String], Int32, String)] = [
        (["chart", "ibuprofn"], 64, "Error: No task 'ibuprofn'. Did you mean 'ibuprofen'?\n"),
        (["chart", "nausea", "--metric", "adherence"], 64,
         "Error: 'nausea' is a log task, with nothing due, so it has no adherence; use --metric value or --metric count.\n"),
        (["chart", "ibuprofen", "--metric", "value"], 64,
         "Error: 'ibuprofen' has a schedule; --metric value is for log tasks. Use --metric adherence or --metric done, or name a log task.\n"),
        (["chart", "--from", "2026-12-01", "--to", "2026-11-01"], 64,
         "Error: --from 2026-12-01 comes after --to 2026-11-01; give the earlier day to --from.\n"
            + "Usage: tend chart [<options>] [<tasks> ...]\n  See 'tend chart --help' for more information.\n"),
        (["chart", "--from", "0001-01-01", "--to", "9999-12-31"], 64,
         "Error: A chart covers at most 3660 days; 0001-01-01 to 9999-12-31 is 3652059.\n"
            + "Usage: tend chart [<options>] [<tasks> ...]\n  See 'tend chart --help' for more information.\n"),
        (["chart", "--week", "--month"], 64,
         "Error: Give one of --week, --month, --year, --last or --from with --to.\n"
            + "Usage: tend chart [<options>] [<tasks> ...]\n  See 'tend chart --help' for more information.\n"),
        (["chart", "--by", "day", "--year"], 64,
         "Error: 365 bars (one a day) do not fit in 80 columns; give a larger --by, a shorter period or a wider terminal.\n"),
        (["chart", "--by", "day", "--from", "2017-01-01", "--to", "2026-12-01", "--svg", tooWideImage], 64,
         "Error: 3622 bars (one a day) of 1 series do not fit in an image 16000 pixels wide; give a larger --by or a shorter period.\n"),
        (["chart", "ibuprofen", "vitamin-d", "amoxicillin", "physio", "ibu-ja"], 64,
         "Error: A chart tells at most 4 series apart, and 5 tasks were named; name fewer.\n"),
        (["chart", "ibuprofen", "nausea", "--metric", "count"], 64,
         "Error: 'ibuprofen' has a schedule; --metric count is for log tasks. Use --metric adherence or --metric done, or name a log task.\n"),
    ]

    @Test func badInputIsRefusedWithOneClearMessageAndChangesNothing() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let before = try BadInputTests.dump(scenario.database)
        let tooWide = scenario.directory.appendingPathComponent("too-wide.svg").path
        for (arguments, status, message) in Self.badInput {
            let result = try TendProcess.run(arguments.map { $0 == Self.tooWideImage ? tooWide : $0 },
                                             environment: scenario.environment())
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: tooWide))
        #expect(try BadInputTests.dump(scenario.database) == before)
    }

    /// `--svg` writes an owner-only SVG that parses; `--png` one that rsvg-convert drew.
    @Test func imagesAreWrittenOwnerOnly() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        for (option, name, signature) in [("--svg", "chart.svg", "<?xml"), ("--png", "chart.png", "\u{89}PNG")] {
            let path = scenario.directory.appendingPathComponent(name).path
            let result = try TendProcess.run(["chart", "ibuprofen", "nausea", option, path], environment: scenario.environment())
            #expect(result.status == 0)
            #expect(result.stdout == "Wrote \(path).\n")
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(String(decoding: bytes.prefix(signature.utf8.count), as: UTF8.self) == signature
                    || bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
    }

    /// `--year` means one thing: the 365 days ending today, in the chart as in the summary.
    @Test func aYearIsTheSamePeriodInChartAndSummary() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let chart = try TendProcess.run(["chart", "--year", "--json"], environment: scenario.environment())
        let summary = try TendProcess.run(["summary", "--year", "--json"], environment: scenario.environment())
        for output in [chart.stdout, summary.stdout] {
            #expect(output.contains("\"from\": \"2025-12-02\",\n  \"to\": \"2026-12-01\""))
        }
    }

    /// A year by day, which no terminal holds, is an image wider than 800: 5 a bar.
    @Test func aYearByDayIsAWiderImage() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent("year.svg").path
        let result = try TendProcess.run(["chart", "--by", "day", "--year", "--svg", path], environment: scenario.environment())
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains(#"width="1965""#) && svg.contains(#"viewBox="0 0 1965 "#))
    }

    @Test func aWriteProtectedPathIsRefusedAndNothingIsWritten() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let folder = scenario.directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }
        // As root the folder's mode does not stop a write; a path under /proc does.
        let path = getuid() == 0 ? "/proc/tend-chart.svg" : folder.appendingPathComponent("chart.svg").path
        let result = try TendProcess.run(["chart", "--svg", path], environment: scenario.environment())
        #expect(result.status == 73)
        #expect(result.stderr.hasPrefix("Error: Cannot create '\(path)': "))
        #expect(result.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func withoutRsvgConvertThePNGIsRefusedWithHowToInstallIt() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent("chart.png").path
        let result = try TendProcess.run(["chart", "--png", path], environment: scenario.environment(["PATH": "/nonexistent"]))
        #expect(result.status == 1)
        #expect(result.stderr == "Error: No PNG was written: rsvg-convert is not installed; install it with "
                + "'sudo apt install librsvg2-bin' (Debian, Ubuntu), or write an SVG with --svg.\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func helpIsShownAndSucceeds() throws {
        let result = try TendProcess.run(["chart", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Draw adherence, doses or logged values over a period"))
    }
}
