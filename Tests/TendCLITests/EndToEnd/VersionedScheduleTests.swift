import Foundation
import Testing

/// "Change my evening dose to 21:00 from tomorrow" is one command; the past keeps its schedule
/// and its records (CareKit's issue #655).
@Suite struct VersionedScheduleTests {
    @Test func editFromTomorrowKeepsTodayAndItsRecords() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let edit = try TendProcess.run(["edit", "ibuprofen", "--schedule", "daily at 08:00, 12:00, 16:00 and 21:00", "--from", "tomorrow"],
                                       environment: env)
        #expect(edit.status == 0)
        #expect(edit.stdout == "Changed ibuprofen: schedule; schedule version 2 (daily at 08:00, 12:00, 16:00 and 21:00 from Wed 2 Dec 2026) from Wed 2 Dec 2026 00:00\n")
        let today = try TendProcess.run(["today", "--json"], environment: env)
        #expect(today.stdout.contains("\"start\": \"2026-12-01T20:00:00+01:00\""))
        #expect(today.stdout.contains("\"doneAt\": \"2026-12-01T08:05:00+01:00\""))
        let tomorrow = try TendProcess.run(["today", "--date", "tomorrow", "--group", "medication", "--json"], environment: env)
        #expect(tomorrow.stdout.contains("\"start\": \"2026-12-02T21:00:00+01:00\""))
        #expect(!tomorrow.stdout.contains("2026-12-02T20:00:00"))
        let show = try TendProcess.run(["show", "ibuprofen"], environment: env)
        #expect(show.stdout.contains("v1  from Sun 29 Nov 2026 00:00"))
        #expect(show.stdout.contains("v2  from Wed 2 Dec 2026 00:00"))
        // Yesterday's records are still counted against the first version.
        let summary = try TendProcess.run(["summary", "--date", "2026-11-30", "--format", "json"], environment: env)
        #expect(summary.stdout.contains("\"id\": \"ibuprofen\",\n      \"title\": \"Ibuprofen 400 mg\",\n      \"adherence\": {\n        \"done\": 2,\n        \"expected\": 4,"))
    }

    @Test func editFromBeforeRecordedCompletionsIsRefusedInLocalTime() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let before = try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout
        let edit = try TendProcess.run(["edit", "ibuprofen", "--schedule", "daily at 09:00", "--from", "2026-11-28"],
                                       environment: env)
        #expect(edit.status == 1)
        #expect(edit.stderr == """
            Error: Cannot change the schedule of 'ibuprofen' from Sat 28 Nov 2026 00:00: its occurrence at \
            Tue 1 Dec 2026 08:00 already has a completion recorded; give --from a time after Tue 1 Dec 2026 08:00.

            """)
        #expect(try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout == before)
    }

    /// Doses 1 and 2 done, a new schedule from between them: the 12:00 dose would belong to the
    /// new version, which has no 12:00, and vanish from today and adherence while staying in the
    /// database. The edit is refused and names the time that works.
    @Test func editFromBetweenTwoRecordedDosesIsRefused() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        #expect(try TendProcess.run(["done", "ibuprofen", "2", "--at", "12:05"], environment: env).status == 0)
        let before = try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout
        let edit = try TendProcess.run(["edit", "ibuprofen", "--schedule", "daily at 06:00", "--from", "2026-12-01T08:30"],
                                       environment: env)
        #expect(edit.stderr == """
            Error: Cannot change the schedule of 'ibuprofen' from Tue 1 Dec 2026 08:30: its occurrence at \
            Tue 1 Dec 2026 12:00 already has a completion recorded; give --from a time after Tue 1 Dec 2026 12:00.

            """)
        #expect(edit.status == 1)
        #expect(try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout == before)
        let today = try TendProcess.run(["today", "--json"], environment: env).stdout
        #expect(today.contains("\"doneAt\": \"2026-12-01T12:05:00+01:00\""))
        let after = try TendProcess.run(["edit", "ibuprofen", "--schedule", "daily at 06:00", "--from", "2026-12-01T12:01"],
                                        environment: env)
        #expect(after.stdout == "Changed ibuprofen: schedule; schedule version 2 (daily at 06:00 from Tue 1 Dec 2026) from Tue 1 Dec 2026 12:01\n")
        #expect(try TendProcess.run(["today", "--json"], environment: env).stdout.contains("\"doneAt\": \"2026-12-01T12:05:00+01:00\""))
    }

    @Test func removedTaskKeepsItsHistory() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        #expect(try TendProcess.run(["remove", "vitamin-d", "--from", "tomorrow"], environment: env).status == 0)
        #expect(try TendProcess.run(["today", "--json"], environment: env).stdout.contains("\"vitamin-d\""))
        #expect(!(try TendProcess.run(["today", "--date", "tomorrow", "--json"], environment: env).stdout.contains("\"vitamin-d\"")))
        let summary = try TendProcess.run(["summary", "--week", "--format", "json"], environment: env)
        #expect(summary.stdout.contains("\"vitamin-d\""))
    }

    @Test func doneTwiceChangesNothingAndUndoIsExact() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let again = try TendProcess.run(["done", "ibuprofen", "1"], environment: env)
        #expect(again.stdout == "Ibuprofen 400 mg #1 (08:00) was already done at 08:05; nothing changed.\n")
        #expect(try TendProcess.run(["done", "ibuprofen", "16:00", "--at", "12:40", "--force"], environment: env).status == 0)
        let undo = try TendProcess.run(["undo", "ibuprofen"], environment: env)
        #expect(undo.stdout == "Undone: Ibuprofen 400 mg #3 (16:00) is not done any more.\n")
        let today = try TendProcess.run(["today", "--json"], environment: env)
        #expect(today.stdout.contains("\"doneAt\": \"2026-12-01T08:05:00+01:00\""))
        #expect(!today.stdout.contains("12:40"))
    }
}

/// A task's own reminder lead time, set and changed from the command line.
@Suite struct LeadTimeTests {
    @Test func leadIsStoredAndShown() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        #expect(try TendProcess.run(["add", "Insulin", "--schedule", "daily at 07:30", "--lead", "15m"], environment: env).status == 0)
        #expect(try TendProcess.run(["show", "insulin", "--json"], environment: env).stdout.contains("\"leadSeconds\": 900,"))
        #expect(try TendProcess.run(["edit", "insulin", "--lead", "0"], environment: env).stdout == "Changed insulin: lead\n")
        #expect(try TendProcess.run(["show", "insulin", "--json"], environment: env).stdout.contains("\"leadSeconds\": 0,"))
        let bad = try TendProcess.run(["edit", "insulin", "--lead", "3d"], environment: env)
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: The value '3d' is invalid for '--lead <duration>': give a duration up to 1d, such as 10m or 1h\n"))
    }
}

/// `tend next`: what is overdue and what comes within a window, which may reach past midnight.
@Suite struct NextCommandTests {
    static let today = """
        overdue  12:00            ibuprofen    Ibuprofen 400 mg
        next     14:00            amoxicillin  Amoxicillin 500 mg
        next     16:00            ibuprofen    Ibuprofen 400 mg
        next     18:30            physio       Knee exercises
        next     20:00            ibu-ja       イブプロフェン\u{00A0}· 夜
        next     20:00            ibuprofen    Ibuprofen 400 mg
        next     22:00            amoxicillin  Amoxicillin 500 mg
        next     Wed 2 Dec 06:00  amoxicillin  Amoxicillin 500 mg
        next     Wed 2 Dec 08:00  ibu-ja       イブプロフェン\u{00A0}· 朝
        next     Wed 2 Dec 08:00  ibuprofen    Ibuprofen 400 mg

        """

    @Test func aWindowPastMidnightLeavesOutWhatIsAlreadyDoneTomorrow() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let before = try TendProcess.run(["next", "--within", "20h"], environment: env)
        #expect(before.stdout == Self.today + "next     Wed 2 Dec 08:00  vitamin-d    Vitamin D\n")
        #expect(try TendProcess.run(["done", "vitamin-d", "--date", "tomorrow", "--at", "13:00", "--force"], environment: env).status == 0)
        let after = try TendProcess.run(["next", "--within", "20h"], environment: env)
        #expect(after.status == 0)
        #expect(after.stdout == Self.today)
    }
}
