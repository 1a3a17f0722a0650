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

    @Test func aDryRunChangesNothingAndCreatesNoDatabase() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent("plan.ics").path
        #expect(try TendProcess.run(["export", "--ics", "-o", path, "vitamin-d"], environment: scenario.environment()).status == 0)
        let missing = scenario.directory.appendingPathComponent("none.db").path
        let dry = try TendProcess.run(["import", path, "--dry-run"], environment: scenario.environment(["TEND_DB": missing]))
        #expect(dry.status == 0)
        #expect(dry.stdout == """
            Would add vitamin-d: Vitamin D — daily at 08:00 from 2026-11-29 08:00 (2 completions)
            Would add 1 task with 2 completions; 0 already in the plan; 0 skipped.

            """)
        #expect(!FileManager.default.fileExists(atPath: missing))
        let before = try Data(contentsOf: URL(fileURLWithPath: scenario.database))
        let present = try TendProcess.run(["import", path, "--dry-run"], environment: scenario.environment())
        #expect(present.stdout == "Already in the plan: vitamin-d (Vitamin D)\nWould add 0 tasks with 0 completions; 1 already in the plan; 0 skipped.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scenario.database)) == before)
    }
}
