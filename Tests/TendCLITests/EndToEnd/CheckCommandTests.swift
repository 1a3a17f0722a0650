import Foundation
import Testing

/// `tend check` reads every page: a sound database says so, a damaged one is reported and left
/// as it was.
@Suite struct CheckCommandTests {
    @Test func aSoundDatabaseSaysSo() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(["check"], environment: scenario.environment())
        #expect(result.status == 0)
        #expect(result.stdout == "The database '\(scenario.database)' is sound.\n")
        #expect(result.stderr == "")
    }

    @Test func aDamagedPageIsFoundAndNothingChanges() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let url = URL(fileURLWithPath: scenario.database)
        var bytes = try Data(contentsOf: url)
        let pageSize = 4096
        try #require(bytes.count >= 6 * pageSize)
        bytes.replaceSubrange(3 * pageSize..<5 * pageSize, with: Data(repeating: 0x55, count: 2 * pageSize))
        try bytes.write(to: url)
        // The everyday commands trust a cleanly closed file; the check reads every page.
        let result = try TendProcess.run(["check"], environment: scenario.environment())
        #expect(result.status != 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: '\(scenario.database)' is damaged (integrity check failed: "))
        #expect(result.stderr.hasSuffix("); restore it from a backup.\n"))
        #expect(try Data(contentsOf: url) == bytes)
    }

    /// The charts' aggregates as the database holds them: both tables, one row a line.
    static func aggregates(of database: String) throws -> String {
        try TendProcess.run([database, "SELECT * FROM done_masks; SELECT * FROM log_tallies"], executable: "/usr/bin/sqlite3").stdout
    }

    /// After each kind of write (a dose done, undone, a schedule edited and a dose of the new
    /// version, a log entry, an import into a new database, and a write by the `sqlite3` shell)
    /// the aggregates changed where the rows did, and `tend check` finds them true.
    @Test func everyWriteKeepsTheChartAggregatesTrue() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let environment = scenario.environment()
        let copy = scenario.directory.appendingPathComponent("imported.db").path
        let exported = scenario.directory.appendingPathComponent("plan.json").path
        let steps: [(String, [String])] = [
            ("tend", ["done", "ibuprofen", "2", "--at", "12:10"]),
            ("tend", ["undo"]),
            ("tend", ["edit", "physio", "--schedule", "daily at 07:00", "--from", "2026-12-01"]),
            ("tend", ["done", "physio", "--at", "07:05"]),
            ("tend", ["log", "nausea", "--value", "5", "--at", "12:00"]),
            ("sqlite3", ["DELETE FROM outcomes WHERE task_id = 'vitamin-d' AND occurrence_index = 1"]),
            ("sqlite3", ["UPDATE log_entries SET number = 1 WHERE task_id = 'nausea' AND number = 5"]),
        ]
        var seen: Set<String> = [try Self.aggregates(of: scenario.database)]
        for (program, arguments) in steps {
            let result = program == "tend"
                ? try TendProcess.run(arguments, environment: environment)
                : try TendProcess.run([scenario.database] + arguments, executable: "/usr/bin/sqlite3")
            #expect(result.status == 0, "\(program) \(arguments): \(result.stderr)")
            let aggregates = try Self.aggregates(of: scenario.database)
            // An edit alone records nothing; every other write changes them (undo takes the
            // latest record away, the new version's dose gets its own block).
            #expect(seen.insert(aggregates).inserted == (arguments[0] != "edit"), "\(program) \(arguments)")
            let check = try TendProcess.run(["check"], environment: environment)
            #expect(check.status == 0 && check.stderr == "", "after \(program) \(arguments): \(check.stderr)")
        }
        #expect(try TendProcess.run(["export", "--json", "-o", exported], environment: environment).status == 0)
        let imported = try TendProcess.run(["import", "--json", exported], environment: scenario.environment(["TEND_DB": copy]))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Self.aggregates(of: copy) == Self.aggregates(of: scenario.database))
        #expect(try TendProcess.run(["check"], environment: scenario.environment(["TEND_DB": copy])).status == 0)
    }

    /// `INSERT OR REPLACE` in the `sqlite3` shell deletes the row it replaces without its
    /// trigger (SQLite fires delete triggers for a replace only with recursive triggers on):
    /// the done mask keeps the replaced dose. `tend check` finds it, exits 65 and changes
    /// nothing; `tend check --repair` builds the aggregates again, and the check is then clean.
    @Test func aWriteAroundTheTriggersIsFoundAndRepaired() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let environment = scenario.environment()
        let replace = """
            INSERT OR REPLACE INTO outcomes (id, task_id, version, occurrence_index, occurrence_start, recorded_at)
                SELECT id, task_id, version, occurrence_index + 10, occurrence_start + 864000, recorded_at
                FROM outcomes WHERE task_id = 'vitamin-d' AND occurrence_index = 1
            """
        let sqlite = try TendProcess.run([scenario.database, replace], executable: "/usr/bin/sqlite3")
        try #require(sqlite.status == 0, "\(sqlite.stderr)")
        let drifted = try Self.aggregates(of: scenario.database)
        let check = try TendProcess.run(["check"], environment: environment)
        #expect(check.status == 65)
        #expect(check.stdout == "")
        #expect(check.stderr == """
            Error: The charts' aggregates in '\(scenario.database)' disagree with their rows: 1 block of done occurrences. A write \
            went around their triggers, so charts would count wrongly. Nothing was changed; run 'tend check --repair' to build \
            them again from the outcomes and log entries.

            """)
        #expect(try Self.aggregates(of: scenario.database) == drifted)
        let repair = try TendProcess.run(["check", "--repair"], environment: environment)
        #expect(repair.status == 0)
        #expect(repair.stdout == """
            Built the charts' aggregates again; they differed from their rows in 1 block of done occurrences.
            The database '\(scenario.database)' is sound.

            """)
        #expect(try Self.aggregates(of: scenario.database) != drifted)
        #expect(try TendProcess.run(["check"], environment: environment).stdout == "The database '\(scenario.database)' is sound.\n")
    }
}
