import Foundation
import Testing

/// `--date` and `--at` as people say them, on the scenario's Tuesday 2026-12-01 13:00.
@Suite struct DaysAsSaidTests {
    /// `mon` on a Tuesday is yesterday; `-1d` too.
    @Test(arguments: [["today", "--date", "mon"], ["today", "--date", "-1d"], ["today", "--date", "last mon"]])
    func aWeekdayIsTheLatestSuchDay(arguments: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let named = try TendProcess.run(arguments, environment: scenario.environment())
        let yesterday = try TendProcess.run(["today", "--date", "yesterday"], environment: scenario.environment())
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout == yesterday.stdout)
    }

    /// `--at -2h` at 13:00 is 11:00; the dose is recorded then, as `--at 11:00` would.
    @Test func aTimeAgo() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let done = try TendProcess.run(["done", "ibuprofen", "--at", "-2h"], environment: scenario.environment())
        #expect(done.status == 0, "\(done.stderr)")
        let show = try TendProcess.run(["show", "ibuprofen", "--json"], environment: scenario.environment())
        #expect(show.stdout.contains("\"doneAt\": \"2026-12-01T11:00:00+01:00\""), "\(show.stdout)")
    }
}
