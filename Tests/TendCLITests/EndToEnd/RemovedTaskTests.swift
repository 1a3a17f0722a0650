import Foundation
import Testing

/// Removed tasks stop counting: nothing of theirs is due or overdue, later occurrences count in
/// no summary, a removed task with nothing left today is not shown, and `remove --from` keeps
/// recorded completions.
@Suite struct RemovedTaskTests {
    /// The scenario plan (Berlin, 2026-12-01 13:00) and a one-off shot this evening.
    static func scenario() throws -> CarePlanScenario {
        let scenario = try CarePlanScenario()
        let shot = try TendProcess.run(["add", "Shot", "--schedule", "once at 2026-12-01 18:00", "--from", "2026-11-29"],
                                       environment: scenario.environment())
        #expect(shot.status == 0)
        return scenario
    }

    @Test func aRemovedTaskIsNeverDue() throws {
        let scenario = try Self.scenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        for id in ["ibuprofen", "shot"] {
            #expect(try TendProcess.run(["remove", id], environment: env).status == 0)
        }
        let today = try TendProcess.run(["today"], environment: env).stdout
        #expect(today.contains(" 2  12:00  ☐ missed"))
        #expect(!today.contains("Shot"))
        let next = try TendProcess.run(["next", "--within", "1d"], environment: env).stdout
        #expect(!next.contains("ibuprofen"))
        #expect(!next.contains("shot"))
        let summary = try TendProcess.run(["summary"], environment: env).stdout
        #expect(!summary.contains("Shot"))
        #expect(!summary.contains("16:00  Ibuprofen"))
        let week = try TendProcess.run(["summary", "--week", "--date", "2026-12-07"], environment: env.merging(["TEND_NOW": "2026-12-07T23:00"]) { $1 }).stdout
        #expect(!week.contains("Tue 1 Dec 2026  16:00  Ibuprofen"))
        #expect(!week.contains("Wed 2 Dec 2026  08:00  Ibuprofen"))
    }

    @Test func removeFromBeforeRecordedCompletionsIsRefused() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let remove = try TendProcess.run(["remove", "ibuprofen", "--from", "2026-11-30"], environment: env)
        #expect(remove.status == 1)
        #expect(remove.stderr == """
            Error: Cannot remove 'ibuprofen' from Mon 30 Nov 2026 00:00: its occurrence at Tue 1 Dec 2026 08:00 \
            already has a completion recorded; give --from a time after Tue 1 Dec 2026 08:00.

            """)
        let show = try TendProcess.run(["list"], environment: env).stdout
        #expect(!show.contains("(removed)"))
        #expect(try TendProcess.run(["remove", "ibuprofen", "--from", "2026-12-01T08:01"], environment: env).status == 0)
    }
}
