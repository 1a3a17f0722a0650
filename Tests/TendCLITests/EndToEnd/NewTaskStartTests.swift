import Foundation
import Testing

/// A task added in the evening has no missed doses from the morning: it starts when it is added,
/// a course without `from` starts at its next dose, and `--from` says otherwise.
@Suite struct NewTaskStartTests {
    /// A scratch database with the clock pinned to Tuesday 2026-12-01 18:46 in Berlin.
    struct Evening {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-evening-\(UUID().uuidString)")
        var environment: [String: String] {
            ["TEND_DB": directory.appendingPathComponent("tend.db").path, "TZ": "Europe/Berlin",
             "TEND_NOW": "2026-12-01T18:46", "COLUMNS": "80"]
        }

        init() throws { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }

        func run(_ arguments: [String]) throws -> TendProcess.Result {
            try TendProcess.run(arguments, environment: environment)
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    /// The summary row of the task `id`.
    static func row(_ id: String, of summary: String) -> String? {
        summary.split(separator: "\n").first { $0.contains(" \(id) ") }.map(String.init)
    }

    @Test func addedInTheEveningHasNothingOverdueOrMissed() throws {
        let evening = try Evening()
        defer { evening.remove() }
        #expect(try evening.run(["add", "Ibuprofen", "--schedule", "daily at 08:00, 16:00 and 20:00"]).status == 0)
        let today = try evening.run(["today", "--json"]).stdout
        #expect(!today.contains("2026-12-01T08:00:00+01:00"))
        #expect(!today.contains("2026-12-01T16:00:00+01:00"))
        #expect(today.contains("\"start\": \"2026-12-01T20:00:00+01:00\""))
        #expect(!today.contains("\"overdue\""))
        let summary = try evening.run(["summary"]).stdout
        #expect(!summary.contains("MISSED"))
        #expect(Self.row("ibuprofen", of: summary)?.hasSuffix("nothing due") == true)
    }

    @Test func aCourseWithoutFromStartsAtItsNextDose() throws {
        let evening = try Evening()
        defer { evening.remove() }
        let elapsed = try evening.run(["add", "Amoxicillin", "--schedule", "every 8 hours for 10 days"])
        #expect(elapsed.stdout == "Added amoxicillin: Amoxicillin — every 8 hours from Wed 2 Dec 2026 00:00 for 30 times (checklist)\n")
        let daily = try evening.run(["add", "Prednisolone", "--schedule", "daily at 09:00 for 10 days"])
        #expect(daily.stdout == "Added prednisolone: Prednisolone — daily at 09:00 from Wed 2 Dec 2026 until Fri 11 Dec 2026 (simple)\n")
        let tonight = try evening.run(["add", "Eye drops", "--schedule", "daily at 08:00 and 20:00 for 3 days"])
        #expect(tonight.stdout == "Added eye-drops: Eye drops — daily at 08:00 and 20:00 from Tue 1 Dec 2026 until Thu 3 Dec 2026 (checklist)\n")
        #expect(!(try evening.run(["summary"]).stdout.contains("MISSED")))
    }

    /// `--from today` takes effect at the start of the day: this morning's dose can still be
    /// recorded, and one not recorded counts as missed.
    @Test func fromTodayKeepsTheMorning() throws {
        let evening = try Evening()
        defer { evening.remove() }
        #expect(try evening.run(["add", "Vitamin D", "--schedule", "daily at 08:00", "--from", "today"]).status == 0)
        #expect(try evening.run(["add", "Iron", "--schedule", "daily at 08:00", "--from", "today"]).status == 0)
        let done = try evening.run(["done", "vitamin-d", "--at", "08:10"])
        #expect(done.status == 0)
        let summary = try evening.run(["summary"]).stdout
        #expect(summary.contains("MISSED (1)\nTue 1 Dec 2026  08:00  Iron (iron)"))
        #expect(Self.row("vitamin-d", of: summary)?.hasSuffix("1 of 1 (100 %)") == true)
    }
}

/// Only what is due is shown as due: a task with nothing due that day is listed apart with its
/// next occurrence, and a finished course says so.
@Suite struct NotDueTodayTests {
    @Test func aWeeklyInjectionOnTuesdayAndAFinishedCourseAreShownApart() throws {
        let evening = try NewTaskStartTests.Evening()
        defer { evening.remove() }
        for step in [["add", "Injection", "--schedule", "fridays at 09:00", "--from", "2026-11-01"],
                     ["add", "Course", "--schedule", "daily at 09:00 for 3 days", "--from", "2026-11-01"],
                     ["add", "Ibuprofen", "--schedule", "daily at 20:00", "--from", "today"]] {
            #expect(try evening.run(step).status == 0)
        }
        let today = try evening.run(["today"]).stdout
        #expect(!today.contains("☐ Injection"))
        #expect(!today.contains("0 of 0 done"))
        #expect(today.hasSuffix("""
            Not due this day
              Course (course) · finished
              Injection (injection) · next Fri 4 Dec 09:00

            """))
    }
}
