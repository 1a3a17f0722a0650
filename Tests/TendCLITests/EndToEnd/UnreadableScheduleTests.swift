import Foundation
import Testing

/// One stored schedule that no longer reads (written into a real database with sqlite3, as a
/// newer or older tend, or a hand edit, might leave it) stops nothing: every command shows the
/// other tasks, warns once on standard error with the edit that replaces it, and that edit
/// works; `tend check` names it and fails. The clock is Tue 1 Dec 2026 13:00 UTC.
@Suite struct UnreadableScheduleTests {
    let directory: URL
    var database: String { directory.appendingPathComponent("tend.db").path }
    var environment: [String: String] { ["TEND_DB": database, "TEND_NOW": "2026-12-01T13:00"] }

    static let warning = """
        Warning: The schedule of task 'walk' (version 1, from 2026-11-29T00:00:00Z) cannot be read: unexpected word \
        'fortnightly'; it has no occurrences until 'tend edit walk --schedule … --from 2026-11-29T00:00:00Z' replaces it.

        """

    /// Ibuprofen four times a day, its first dose done; Walk, whose stored schedule is broken.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for step in [["add", "Ibuprofen", "--id", "ibu", "--schedule", "4 times a day", "--from", "2026-11-29"],
                     ["add", "Walk", "--schedule", "daily at 18:00", "--from", "2026-11-29"],
                     ["done", "ibu", "1", "--at", "08:05"]] {
            let result = try TendProcess.run(step, environment: environment)
            guard result.status == 0 else { throw CarePlanScenario.ScenarioError(step: step, stderr: result.stderr) }
        }
        let sqlite = try TendProcess.run([database, "UPDATE task_versions SET schedule = 'fortnightly on blue' WHERE task_id = 'walk'"],
                                         executable: "/usr/bin/sqlite3")
        guard sqlite.status == 0 else { throw CarePlanScenario.ScenarioError(step: ["sqlite3"], stderr: sqlite.stderr) }
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    @Test(arguments: [
        (["today"], """
            Tuesday 1 December 2026                                              1 of 4 done
            ████████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

              Ibuprofen                                                                  ibu
              daily at 08:00, 12:00, 16:00 and 20:00 · 1 of 4 done
              1  08:00  ☑ done 08:05
              2  12:00  ☐ overdue
            ▶ 3  16:00  ☐ next
              4  20:00  ☐

            done with: tend done ID [N] · undo with: tend undo ID [N]

            Not due this day
              Walk (walk) · schedule cannot be read

            """),
        (["list"], """
            ID    TITLE      GROUP  STYLE      SCHEDULE
            ibu   Ibuprofen         checklist  daily at 08:00, 12:00, 16:00 and 20:00
            walk  Walk              simple     (cannot be read; see 'tend check')

            """),
        (["summary"], """
            Summary for Tuesday 1 December 2026

            TASK       ID    7 DAYS   ADHERENCE
            Ibuprofen  ibu   ····✗✗▄  1 of 2 (50 %)
            Walk       walk  ·······  nothing due
            Overall                   1 of 2 (50 %)

            MISSED (1)
            Tue 1 Dec 2026  12:00  Ibuprofen (ibu)

            """),
        (["next"], """
            overdue  12:00  ibu  Ibuprofen
            next     16:00  ibu  Ibuprofen
            next     20:00  ibu  Ibuprofen

            """),
        (["--now", "2026-12-01T16:00:10", "daemon", "--once", "--backend", "print"],
         "2026-12-01T16:00:10+00:00 due: Ibuprofen at 16:00 [tend:ibu:1:10]\n"),
    ])
    func theOtherTasksAreShownAndTheBrokenOneNamed(arguments: [String], output: String) throws {
        defer { remove() }
        let result = try TendProcess.run(arguments, environment: environment)
        #expect(result.stderr == Self.warning)
        #expect(result.stdout == output)
        #expect(result.status == 0)
    }

    @Test func checkNamesTheBrokenScheduleAndTheEditReplacesIt() throws {
        defer { remove() }
        let check = try TendProcess.run(["check"], environment: environment)
        #expect(check.status == 65)
        #expect(check.stdout == "")
        #expect(check.stderr == Self.warning.replacingOccurrences(of: "Warning:", with: "Error:"))
        let done = try TendProcess.run(["done", "walk"], environment: environment)
        #expect(done.status == 65)
        #expect(done.stderr == Self.warning + "Error: Walk has nothing due on Tue 1 Dec 2026 that can be read: see the warning above.\n")
        let pin = try TendProcess.run(["edit", "walk", "--tz", "Europe/Paris"], environment: environment)
        #expect(pin.status == 65)
        #expect(pin.stderr == Self.warning + "Error: Cannot pin the schedule of 'walk' to a zone: version 1 cannot be read; "
                + "give the schedule again with --schedule.\n")

        let edit = try TendProcess.run(["edit", "walk", "--schedule", "daily at 18:00", "--from", "2026-11-29T00:00:00Z"],
                                       environment: environment)
        #expect(edit.status == 0)
        #expect(edit.stdout == "Changed walk: schedule; schedule version 1 (daily at 18:00 from Sun 29 Nov 2026) from Sun 29 Nov 2026 00:00\n")
        let fixed = try TendProcess.run(["check"], environment: environment)
        #expect(fixed.stdout == "The database '\(database)' is sound.\n")
        #expect(fixed.stderr == "")
        let next = try TendProcess.run(["next"], environment: environment)
        #expect(next.stderr == "")
        #expect(next.stdout.contains("next     18:00  walk  Walk\n"))
    }
}
