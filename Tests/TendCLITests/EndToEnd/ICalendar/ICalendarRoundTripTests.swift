import Foundation
import Testing

/// The exported file read back by tend: a fresh database gets the same occurrences over a year
/// and the same completions; importing it again adds nothing and leaves the file byte-identical;
/// exporting the imported plan gives the same file.
@Suite struct ICalendarRoundTripTests {
    @Test func exportThenImportKeepsEveryOccurrenceAndCompletion() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent("plan.ics").path
        #expect(try TendProcess.run(["export", "--ics", "-o", path], environment: scenario.environment()).status == 0)
        let fresh = scenario.directory.appendingPathComponent("fresh.db").path
        let environment = scenario.environment(["TEND_DB": fresh])
        let imported = try TendProcess.run(["import", path], environment: environment)
        #expect(imported.status == 0)
        #expect(imported.stderr == "")
        #expect(imported.stdout.hasSuffix("Added 6 tasks with 7 completions; 0 already in the plan; 0 skipped.\n"))

        let original = try ICalendarSupport.occurrences(database: scenario.database, zone: "Europe/Berlin", from: "2026-11-29", to: "2027-11-29")
        let copy = try ICalendarSupport.occurrences(database: fresh, zone: "Europe/Berlin", from: "2026-11-29", to: "2027-11-29")
        #expect(original.count > 3000)
        #expect(copy == original)
        #expect(try ICalendarSupport.completions(database: fresh) == ICalendarSupport.completions(database: scenario.database))

        let again = try TendProcess.run(["export", "--ics"], environment: environment)
        #expect(again.stdout == (try String(contentsOfFile: path, encoding: .utf8)))

        let before = try Data(contentsOf: URL(fileURLWithPath: fresh))
        let twice = try TendProcess.run(["import", path], environment: environment)
        #expect(twice.status == 0)
        #expect(twice.stdout.hasSuffix("Added 0 tasks with 0 completions; 6 already in the plan; 0 skipped.\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: fresh)) == before)
    }

    /// What the scenario lacks: times RFC 5545 splits, a new schedule version, a pinned zone with
    /// exceptions (RFC 5545 form), values and notes, a target and limits, a removed task.
    @Test func aHarderPlanComesBackWholeAndTheFileTheSame() throws {
        let directory = try ICalendarSupport.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.db").path
        var environment = ["TEND_DB": first, "TZ": "Europe/Berlin", "TEND_NOW": "2026-12-01T07:00"]
        let steps: [[String]] = [
            ["add", "Ibuprofen", "--schedule", "daily at 08:00 and 20:30", "--from", "2026-12-01", "--target", "400", "--unit", "mg",
             "--max-per-day", "3", "--min-interval", "4h", "--lead", "10m", "--tint", "red"],
            ["add", "Blood pressure", "--id", "bp", "--schedule", "DTSTART:20261201T073000 RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR EXDATE:20261204T073000",
             "--tz", "America/New_York", "--from", "2026-12-01"],
            ["add", "Drops", "--schedule", "every 6 hours from 06:00", "--no-adherence", "--from", "2026-12-01"],
            ["done", "ibuprofen", "--date", "2026-12-01", "--at", "2026-12-01T08:05", "--value", "400", "--unit", "mg",
             "--note", "with toast, butter", "--now", "2026-12-03T09:00"],
            ["done", "bp", "--date", "2026-12-02", "--at", "2026-12-02T14:00", "--value", "128/84", "--now", "2026-12-03T09:00"],
            ["edit", "ibuprofen", "--schedule", "daily at 09:00", "--from", "2026-12-04", "--now", "2026-12-03T09:00"],
            ["remove", "drops", "--from", "2026-12-05", "--now", "2026-12-03T09:00"],
        ]
        for step in steps {
            let result = try TendProcess.run(step, environment: environment)
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
        environment["TEND_NOW"] = "2026-12-03T10:00"
        let file = directory.appendingPathComponent("plan.ics").path
        #expect(try TendProcess.run(["export", "--ics", "-o", file], environment: environment).status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("UID:ibuprofen.v1.e1.t2@tend\r\n"))
        #expect(text.contains("DTSTART;TZID=America/New_York:20261202T073000\r\n"))
        #expect(text.contains("X-TEND-VALUE;X-TEND-UNIT=mg:400\r\n"))

        let second = directory.appendingPathComponent("second.db").path
        environment["TEND_DB"] = second
        let imported = try TendProcess.run(["import", file], environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasSuffix("Added 3 tasks with 2 completions; 0 already in the plan; 0 skipped.\n"))
        let again = try TendProcess.run(["export", "--ics"], environment: environment)
        #expect(again.stdout == text)
        for zone in ["Europe/Berlin", "America/New_York"] {
            #expect(try ICalendarSupport.occurrences(database: second, zone: zone, from: "2026-11-25", to: "2027-12-01")
                == ICalendarSupport.occurrences(database: first, zone: zone, from: "2026-11-25", to: "2027-12-01"))
        }
        #expect(try ICalendarSupport.completions(database: second) == ICalendarSupport.completions(database: first))
    }

    @Test func aDryRunChangesNothingAndCreatesNoDatabase() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent("plan.ics").path
        #expect(try TendProcess.run(["export", "--ics", "-o", path, "vitamin-d"], environment: scenario.environment()).status == 0)
        let missing = scenario.directory.appendingPathComponent("none.db").path
        let dry = try TendProcess.run(["import", path, "--dry-run"], environment: scenario.environment(["TEND_DB": missing]))
        #expect(dry.status == 0)
        #expect(dry.stdout == """
            Would add vitamin-d: Vitamin D — daily at 08:00 from Sun 29 Nov 2026 08:00 (2 completions)
            Would add 1 task with 2 completions; 0 already in the plan; 0 skipped.

            """)
        #expect(!FileManager.default.fileExists(atPath: missing))
        let before = try Data(contentsOf: URL(fileURLWithPath: scenario.database))
        let present = try TendProcess.run(["import", path, "--dry-run"], environment: scenario.environment())
        #expect(present.stdout == "Already in the plan: vitamin-d (Vitamin D)\nWould add 0 tasks with 0 completions; 1 already in the plan; 0 skipped.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scenario.database)) == before)
    }
}
