import Foundation
import Testing

/// `tend restore` brings back a removed task with its id and history; `tend purge --yes`
/// deletes a task and its history for good and frees its id, and without `--yes` changes nothing.
@Suite struct RestorePurgeTests {
    @Test func aRemovedTaskComesBackWithItsHistory() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let before = try TendProcess.run(["today", "--json"], environment: env).stdout
        #expect(try TendProcess.run(["remove", "ibuprofen"], environment: env).status == 0)
        let restore = try TendProcess.run(["restore", "ibuprofen"], environment: env)
        #expect(restore.stdout == "Restored ibuprofen: Ibuprofen 400 mg, with its schedule and history.\n")
        #expect(try TendProcess.run(["today", "--json"], environment: env).stdout == before)
        let again = try TendProcess.run(["restore", "ibuprofen"], environment: env)
        #expect(again.status == 64)
        #expect(again.stderr == "Error: 'ibuprofen' is not removed; nothing to restore.\n")
    }

    @Test func purgeWithoutYesChangesNothingAndWithYesFreesTheId() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let env = scenario.environment()
        let before = try BadInputTests.dump(scenario.database)
        let asked = try TendProcess.run(["purge", "ibuprofen"], environment: env)
        #expect(asked.status == 64)
        #expect(asked.stderr == """
            Error: Purge would delete ibuprofen (Ibuprofen 400 mg) and 1 schedule version, 3 completions and no log \
            entries for good; nothing changed. Add --yes to delete it.

            """)
        #expect(try BadInputTests.dump(scenario.database) == before)

        let purged = try TendProcess.run(["purge", "ibuprofen", "--yes"], environment: env)
        #expect(purged.stdout == "Purged ibuprofen (Ibuprofen 400 mg) and 1 schedule version, 3 completions and no log entries; its id is free.\n")
        #expect(!(try TendProcess.run(["list", "--all", "--json"], environment: env).stdout.contains("\"ibuprofen\"")))
        let add = try TendProcess.run(["add", "Ibuprofen 400 mg", "--id", "ibuprofen", "--schedule", "daily at 08:00"], environment: env)
        #expect(add.status == 0)
        #expect(add.stderr == "")
        #expect(!(try TendProcess.run(["show", "ibuprofen", "--json"], environment: env).stdout.contains("08:05")))
    }
}
