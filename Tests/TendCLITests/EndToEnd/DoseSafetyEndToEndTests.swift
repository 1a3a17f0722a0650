import Foundation
import Testing

/// `tend done` refuses the doses that the plan's own rules or a slip of the hand make unsafe,
/// says why and how to insist, records nothing (exit 65), and `--force` records them. The
/// scenario's clock is 13:00; Ibuprofen #1 was done at 08:05 and #2 (12:00) is overdue.
@Suite struct DoseSafetyEndToEndTests {
    @Test func aDoneTypedTwiceDoesNotRecordTheNextDose() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let first = try TendProcess.run(["done", "ibuprofen"], environment: env)
        #expect(first.stdout == "Done: Ibuprofen 400 mg #2 (12:00) at 13:00 (2 of 4 on Tue 1 Dec 2026).\n")
        let again = try TendProcess.run(["done", "ibuprofen"], environment: env)
        #expect(again.status == 65)
        #expect(again.stdout == "")
        #expect(again.stderr == """
            Error: Not recorded: a dose of Ibuprofen 400 mg was recorded at 13:00, less than 15 minutes from this one; \
            if this is another dose, add --force.

            """)
        #expect(!(try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout.contains("\"16:00\"")))
        let forced = try TendProcess.run(["done", "ibuprofen", "--force"], environment: env)
        #expect(forced.status == 0)
        #expect(forced.stdout == "Done: Ibuprofen 400 mg #3 (16:00) at 13:00 (3 of 4 on Tue 1 Dec 2026).\n")
    }

    @Test func theTasksIntervalAndDailyLimitAreKept() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let edit = try TendProcess.run(["edit", "ibuprofen", "--max-per-day", "2", "--min-interval", "4h"], environment: env)
        #expect(edit.stdout == "Changed ibuprofen: daily limit, minimum interval\n")
        let json = try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout
        #expect(json.contains("\"maxPerDay\": 2,\n  \"minIntervalSeconds\": 14400,"))

        let soon = try TendProcess.run(["done", "ibuprofen", "--at", "11:00"], environment: env)
        #expect(soon.status == 65)
        #expect(soon.stderr == """
            Error: Not recorded: a dose of Ibuprofen 400 mg was recorded at 08:05, and its plan asks for at least 4 h \
            between doses (the next from 12:05); add --force to record it anyway.

            """)
        #expect(try TendProcess.run(["done", "ibuprofen", "--at", "12:10"], environment: env).status == 0)
        let evening = scenario.environment(["TEND_NOW": "2026-12-01T17:00"])
        let third = try TendProcess.run(["done", "ibuprofen"], environment: evening)
        #expect(third.status == 65)
        #expect(third.stderr == """
            Error: Not recorded: Ibuprofen 400 mg already has 2 doses recorded on Tue 1 Dec 2026, the most its plan allows \
            a day; add --force to record it anyway.

            """)
        #expect(try TendProcess.run(["edit", "ibuprofen", "--max-per-day", "none"], environment: env).status == 0)
        #expect(try TendProcess.run(["done", "ibuprofen"], environment: evening).status == 0)
    }

    @Test func aDoseLongBeforeItsTimeIsRefused() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let early = try TendProcess.run(["done", "vitamin-d", "--date", "tomorrow"], environment: scenario.environment())
        #expect(early.status == 65)
        #expect(early.stderr == """
            Error: Not recorded: Vitamin D #1 (08:00) is not due until Wed 2 Dec 2026 08:00, more than an hour after 13:00; \
            record it from Wed 2 Dec 2026 07:00, or add --force to record it now.

            """)
    }
}

/// `--force` overrides the safety rules, never the window a record's time must lie in: from the
/// midnight before the day it belongs to (the occurrence's, or the log task's first day) to a
/// day from now. The scenario's clock is Tue 1 Dec 2026 13:00; Nausea was added then.
@Suite struct RecordingWindowEndToEndTests {
    static let window = "Mon 30 Nov 2026 00:00 to Wed 2 Dec 2026 13:00"

    @Test(arguments: [
        ("9999-12-31T23:59", "Fri 31 Dec 9999 23:59"), ("0001-01-01T00:00", "Mon 1 Jan 1 00:00"),
        ("2026-11-29T23:59", "Sun 29 Nov 2026 23:59"), ("2026-12-02T13:01", "Wed 2 Dec 2026 13:01"),
    ])
    func aForcedDoseOutsideItsWindowIsRefused(at: String, shown: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let before = try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout
        let done = try TendProcess.run(["done", "ibuprofen", "2", "--at", at, "--force"], environment: env)
        #expect(done.status == 65)
        #expect(done.stdout == "")
        #expect(done.stderr == """
            Error: Not recorded: \(shown) is not a time Ibuprofen 400 mg #2 (12:00) can have been done at: a dose is recorded \
            from the day before it is due to a day from now (\(Self.window)), --force or not; check --at.

            """)
        #expect(try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout == before)
    }

    @Test func aForcedDoseAtTheEdgesOfItsWindowIsRecorded() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let first = try TendProcess.run(["done", "ibuprofen", "2", "--at", "2026-11-30T00:00", "--force"], environment: env)
        #expect(first.stdout == "Done: Ibuprofen 400 mg #2 (12:00) at 00:00 (2 of 4 on Tue 1 Dec 2026).\n")
        let last = try TendProcess.run(["done", "ibuprofen", "3", "--at", "2026-12-02T13:00", "--force"], environment: env)
        #expect(last.stdout == "Done: Ibuprofen 400 mg #3 (16:00) at 13:00 (3 of 4 on Tue 1 Dec 2026).\n")
    }

    @Test(arguments: [("9999-12-31", "Fri 31 Dec 9999 00:00"), ("2026-11-29T23:59", "Sun 29 Nov 2026 23:59"),
                      ("2026-12-02T13:01", "Wed 2 Dec 2026 13:01")])
    func aLogEntryOutsideItsWindowIsRefused(at: String, shown: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let before = try TendProcess.run(["show", "nausea", "--json"], environment: env).stdout
        let log = try TendProcess.run(["log", "nausea", "--at", at], environment: env)
        #expect(log.status == 65)
        #expect(log.stderr == """
            Error: Not logged: \(shown) is not a time Nausea can have happened at: an entry is logged from the day before \
            the task starts to a day from now (\(Self.window)); check --at.

            """)
        #expect(try TendProcess.run(["show", "nausea", "--json"], environment: env).stdout == before)
    }

    @Test func aLogEntryAtTheEdgesOfItsWindowIsLogged() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        #expect(try TendProcess.run(["log", "nausea", "--at", "2026-11-30T00:00"], environment: env).stdout
                == "Logged Nausea at Mon 30 Nov 2026 00:00.\n")
        #expect(try TendProcess.run(["log", "nausea", "--at", "2026-12-02T13:00"], environment: env).stdout
                == "Logged Nausea at Wed 2 Dec 2026 13:00.\n")
    }
}

/// `tend undo ID` takes back the recording made last, whatever time `--at` gave it, and run
/// again the one before (it took the latest `--at`, and on a tie the earliest occurrence).
@Suite struct UndoOrderTests {
    @Test func undoFollowsTheOrderOfRecording() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        #expect(try TendProcess.run(["done", "ibuprofen", "3", "--at", "12:50", "--force"], environment: env).status == 0)
        #expect(try TendProcess.run(["done", "ibuprofen", "2", "--at", "12:10"], environment: env).status == 0)
        #expect(try TendProcess.run(["done", "ibuprofen", "4", "--at", "12:50", "--force"], environment: env).status == 0)
        let undone = try (0..<3).map { _ in try TendProcess.run(["undo", "ibuprofen"], environment: env).stdout }
        #expect(undone == [
            "Undone: Ibuprofen 400 mg #4 (20:00) is not done any more.\n",
            "Undone: Ibuprofen 400 mg #2 (12:00) is not done any more.\n",
            "Undone: Ibuprofen 400 mg #3 (16:00) is not done any more.\n",
        ])
    }
}
