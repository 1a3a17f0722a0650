import Foundation
import Testing

/// A summary of half a year is counted 28 days at a time and its missed occurrences are made
/// again a run at a time when written: the rows are the same however the period is cut, in
/// time order, and as many as the counts say were missed.
@Suite struct SummaryLongPeriodTests {
    /// The scenario with a task twice a day since 1 June, done on a few days only.
    static func scenario() throws -> CarePlanScenario {
        let scenario = try CarePlanScenario()
        let steps: [[String]] = [
            ["add", "Eye drops", "--id", "drops", "--schedule", "daily at 08:00 \"left\" and 20:00 \"right\"", "--from", "2026-06-01"],
            ["done", "drops", "left", "--date", "2026-06-01", "--at", "2026-06-01T08:05"],
            ["done", "drops", "right", "--date", "2026-06-28", "--at", "2026-06-28T20:05"],
            ["done", "drops", "left", "--date", "2026-06-29", "--at", "2026-06-29T08:05"],
            ["done", "drops", "right", "--date", "2026-08-31", "--at", "2026-08-31T20:05"],
            ["done", "drops", "left", "--date", "2026-11-30", "--at", "2026-11-30T08:05"],
        ]
        for step in steps {
            let result = try TendProcess.run(step, environment: scenario.environment())
            guard result.status == 0 else { throw CarePlanScenario.ScenarioError(step: step, stderr: result.stderr) }
        }
        return scenario
    }

    static func json(_ arguments: [String], scenario: CarePlanScenario) throws -> [String: Any] {
        let result = try TendProcess.run(["summary", "--json"] + arguments, environment: scenario.environment())
        #expect(result.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func missed(_ document: [String: Any]) throws -> [[String: String]] {
        let rows = try #require(document["missed"] as? [[String: Any]])
        return rows.map { row in row.compactMapValues { $0 as? String } }
    }

    @Test func theMissedRowsAreTheSameHoweverThePeriodIsCut() throws {
        let scenario = try Self.scenario()
        defer { scenario.remove() }
        let whole = try Self.json(["--from", "2026-06-01", "--to", "2026-12-01"], scenario: scenario)
        // 2026-08-31 is 91 days in: a cut inside the fourth run of 28 days.
        let summer = try Self.json(["--from", "2026-06-01", "--to", "2026-08-31"], scenario: scenario)
        let autumn = try Self.json(["--from", "2026-09-01", "--to", "2026-12-01"], scenario: scenario)
        let rows = try Self.missed(whole)
        #expect(rows == (try Self.missed(summer)) + (try Self.missed(autumn)))

        let overall = try #require(whole["overall"] as? [String: Any])
        let expected = try #require(overall["expected"] as? Int)
        let done = try #require(overall["done"] as? Int)
        #expect(rows.count == expected - done)
        // 184 days of drops twice a day but the evening of the last (not yet due), 5 of them done.
        #expect(rows.filter { $0["task"] == "drops" }.count == 2 * 184 - 1 - 5)
        let order = rows.map { [$0["date"] ?? "", $0["time"] ?? "", $0["task"] ?? ""] }
        #expect(order == order.sorted { $0.lexicographicallyPrecedes($1) })

        let text = try TendProcess.run(["summary", "--from", "2026-06-01", "--to", "2026-12-01"], environment: scenario.environment())
        #expect(text.stdout.contains("MISSED (\(rows.count))\n"))
        let markdown = try TendProcess.run(["summary", "--from", "2026-06-01", "--to", "2026-12-01", "--format", "markdown"],
                                           environment: scenario.environment())
        #expect(markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("- ") }.count == rows.count)
    }
}
