import TendCore
import Testing
@testable import TendStore

@Suite struct MigrationTests {
    /// Two tasks with outcomes (bits 0, 5, 63 and blocks 0 to 2), a value, log entries of every
    /// kind in three hours (one before 1970), a contact and an alert rule: rows that give the
    /// journal, the masks and the tallies something to hold.
    static let aPlanWithBookkeeping = """
                INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at) VALUES ('ibuprofen', 'Ibuprofen', 'checklist', 1, 0);
                INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at) VALUES ('pain', 'Pain', 'log', 0, 0);
                INSERT INTO task_versions (task_id, version, effective_from, schedule, created_at) VALUES ('ibuprofen', 1, 0, 'every hour', 0);
                INSERT INTO task_versions (task_id, version, effective_from, schedule, created_at) VALUES ('pain', 1, 0, 'as needed', 0);
                INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at)
                    VALUES ('ibuprofen', 1, 0, 0, 0), ('ibuprofen', 1, 5, 18000, 0), ('ibuprofen', 1, 63, 226800, 0),
                           ('ibuprofen', 1, 64, 230400, 0), ('ibuprofen', 1, 130, 468000, 0);
                INSERT INTO outcome_values (outcome_id, position, kind, number, recorded_at) VALUES (1, 0, 'number', 200, 0);
                INSERT INTO log_entries (task_id, at, kind, number, unit, recorded_at) VALUES ('pain', 100, 'number', 6, '/10', 100);
                INSERT INTO log_entries (task_id, at, kind, text, recorded_at) VALUES ('pain', 200, 'text', 'dull', 200);
                INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 3599, 'number', 2.5, 3599);
                INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 3000, 'boolean', 1, 3000);
                INSERT INTO log_entries (task_id, at, recorded_at) VALUES ('pain', 3600, 3600);
                INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', -1, 'number', 4, 0);
                INSERT INTO contacts (id, name) VALUES ('dr-sato', 'Dr. Sato');
                INSERT INTO task_alerts (task_id, position, condition, amount, action, contact_id) VALUES ('pain', 0, '>=', 7, 'call', 'dr-sato');
        """

    @Test func versionsRunFromOneWithoutGaps() {
        #expect(Migrations.all.map(\.version) == Array(1...Migrations.all.count))
        #expect(CareStore.schemaVersion == Migrations.all.count)
    }

    @Test func newDatabaseHasEveryTableAndIndex() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try CareStore(path: path)
        let tables = try Fixtures.query(path, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        #expect(tables == [
            "contact_values", "contacts", "done_masks", "log_entries", "log_tallies", "notifications", "outcome_values",
            "outcomes", "sent_alerts", "sqlite_sequence", "task_alerts", "task_changes", "task_contacts", "task_versions",
            "tasks",
        ])
        #expect(try Fixtures.query(path, "SELECT name FROM sqlite_master WHERE type = 'view'") == ["tally_hours"])
        let indexes = try Fixtures.query(path, "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
        #expect(indexes == [
            "log_entries_by_at", "log_entries_by_task_and_at_with_number", "notifications_by_snoozed_until",
            "outcomes_by_occurrence_start_with_completion", "outcomes_by_task_and_recorded_at", "task_alerts_by_contact",
            "task_contacts_by_contact",
        ])
    }

    @Test func reopeningMigratesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        _ = try CareStore(path: path)
        #expect(try Fixtures.query(path, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
        #expect(try CareStore(path: path).read { try $0.tasks() }.count == 1)
    }

    /// A database of the first schema gains the dose safety columns, and its tasks have no
    /// limits until one is set.
    @Test func aFirstSchemaDatabaseGainsDoseSafety() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Fixtures.execute(path, Schema.version1.sql + """
            PRAGMA user_version = 1;
            INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at)
                VALUES ('ibuprofen', 'Ibuprofen', 'checklist', 1, 0);
            """)
        let store = try CareStore(path: path)
        #expect(try Fixtures.query(path, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
        var task = try #require(try store.read { try $0.task(id: "ibuprofen") })
        #expect(task.maxPerDay == nil && task.minIntervalSeconds == nil)
        task.maxPerDay = 4
        task.minIntervalSeconds = 14_400
        try store.write { try $0.updateTask(task) }
        #expect(try store.read { try $0.task(id: "ibuprofen") } == task)
    }

    /// A third-schema database gains the change journal empty (a daemon starts from every
    /// task anyway), and its next writes are journaled.
    @Test func aThirdSchemaDatabaseGainsAnEmptyChangeJournal() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Fixtures.execute(path, Schema.version1.sql + Schema.version2.sql + Schema.version3.sql + """
            PRAGMA user_version = 3;
            INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at)
                VALUES ('ibuprofen', 'Ibuprofen', 'checklist', 1, 0);
            """)
        let store = try CareStore(path: path)
        #expect(try store.read { try $0.lastTaskChange() } == 0)
        try store.write { try $0.removeTask(id: "ibuprofen", at: Fixtures.march1) }
        #expect(try store.read { try $0.tasksChanged(after: 0) } == ["ibuprofen"])
    }

    /// A fourth-schema database keeps its log entries, and a period's numbers are then read
    /// from the new index alone (SQLite's plan says "COVERING INDEX"), in the order asked: no
    /// row look-up per entry, no sort.
    @Test func aFourthSchemaDatabaseReadsLoggedNumbersFromTheIndex() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Fixtures.execute(path, Schema.version1.sql + Schema.version2.sql + Schema.version3.sql + Schema.version4.sql + """
            PRAGMA user_version = 4;
            INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at)
                VALUES ('pain', 'Pain', 'log', 0, 0);
            INSERT INTO log_entries (task_id, at, kind, number, unit, recorded_at) VALUES ('pain', 100, 'number', 6, '/10', 100);
            INSERT INTO log_entries (task_id, at, kind, text, recorded_at) VALUES ('pain', 200, 'text', 'dull', 200);
            """)
        let store = try CareStore(path: path)
        #expect(try Fixtures.query(path, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
        var read: [String] = []
        try store.read { transaction in
            try transaction.forEachLoggedNumber(of: "pain", in: Instant(seconds: 0)..<Instant(seconds: 300)) { at, number in
                read.append("\(at.seconds) \(number.map { "\($0)" } ?? "-")")
            }
        }
        #expect(read == ["100 6.0", "200 -"])
        let plan = try Fixtures.query(path, "EXPLAIN QUERY PLAN " + LoggedNumberSQL.ofTaskIn, column: 3)
        #expect(plan.contains { $0.contains("USING COVERING INDEX log_entries_by_task_and_at_with_number") })
        #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "the index gives the entries in the order asked: \(plan)")
    }

    /// A second-schema contact keeps its fields; its one phone and one e-mail become the first
    /// of its lists, and it has no messaging numbers.
    @Test func aSecondSchemaContactGainsOrderedNumbers() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Fixtures.execute(path, Schema.version1.sql + Schema.version2.sql + """
            PRAGMA user_version = 2;
            INSERT INTO contacts (id, name, role, phone, email, address, note)
                VALUES ('dr-tanaka', 'Dr. Tanaka', 'GP', '+81 3-1234-5678', 'tanaka@example.jp', 'Tokyo', 'Mornings');
            INSERT INTO contacts (id, name) VALUES ('pharmacy', 'Pharmacy');
            """)
        let store = try CareStore(path: path)
        #expect(try Fixtures.query(path, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
        #expect(try store.read { try $0.contacts() } == [
            Contact(
                id: "dr-tanaka", name: "Dr. Tanaka", role: "GP", phones: [LabeledValue(value: "+81 3-1234-5678")],
                emails: [LabeledValue(value: "tanaka@example.jp")], address: "Tokyo", note: "Mornings"
            ),
            Contact(id: "pharmacy", name: "Pharmacy"),
        ])
    }

    /// Writes at `path` a database of the first `version` schema steps holding
    /// ``aPlanWithBookkeeping``, then runs `more` on it.
    static func writePlanWithBookkeeping(to path: String, atVersion version: Int, then more: String = "") throws {
        try Fixtures.execute(path, Migrations.all.prefix(version).map(\.sql).joined(separator: "\n")
            + "\nPRAGMA user_version = \(version);\n" + aPlanWithBookkeeping + more)
    }

    /// What the triggers keep in the database at `path`: the journal by task, the done masks,
    /// the tallies, the tallies with their floats to the last bit, and the journal's last number.
    static func bookkeeping(_ path: String) throws -> [[String]] {
        let journal = "SELECT task_id || ' ' || change FROM task_changes ORDER BY task_id"
        let exactTallies = "SELECT task_id || ' ' || hour || ' ' || entries || ' ' || numbers || ' ' || printf('%!.17g %!.17g %!.17g', sum, low, high) FROM log_tallies ORDER BY task_id, hour"
        return [try Fixtures.query(path, journal), try Fixtures.query(path, ChartAggregateTests.masks),
                try Fixtures.query(path, ChartAggregateTests.tallies), try Fixtures.query(path, exactTallies),
                try Fixtures.query(path, TaskChangeSQL.last)]
    }

    /// A seventh-schema database, with journal rows, masks and tallies kept by the 27 triggers
    /// of steps 4 and 6, migrates through step 8's terse triggers to the latest schema with its
    /// rows as they were; then the same writes (SQL on a connection of its own, as the `sqlite3`
    /// shell writes) give it the journal numbers, masks and tallies that the old triggers give a
    /// copy left at version 7, and `chartAggregateDrift` (what `tend check` asks) finds both
    /// aggregates true.
    @Test func aSeventhSchemaDatabaseKeepsItsBookkeepingThroughTheTerseTriggers() throws {
        let directory = try TemporaryDirectory()
        let seven = directory.file("seven.db")
        let migrated = directory.file("migrated.db")
        for path in [seven, migrated] {
            try Self.writePlanWithBookkeeping(to: path, atVersion: 7)
        }
        let before = try Self.bookkeeping(migrated)
        #expect(before[0] == ["ibuprofen 10", "pain 17"])
        let store = try CareStore(path: migrated)
        #expect(try Fixtures.query(migrated, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
        #expect(try Fixtures.query(migrated, "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'") == ["22"])
        #expect(try Self.bookkeeping(migrated) == before)
        let writes = """
            INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at) VALUES ('ibuprofen', 1, 127, 457200, 0);
            INSERT INTO outcome_values (outcome_id, position, kind, number, recorded_at) VALUES (6, 0, 'number', 400, 0);
            UPDATE outcome_values SET number = 300 WHERE outcome_id = 1;
            UPDATE outcomes SET occurrence_index = 70 WHERE occurrence_index = 64;
            UPDATE outcomes SET note = 'late' WHERE occurrence_index = 5;
            DELETE FROM outcomes WHERE occurrence_index IN (0, 63);
            DELETE FROM outcome_values WHERE outcome_id = 6;
            INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 3700, 'number', 1, 3700);
            DELETE FROM log_entries WHERE at = 100;
            UPDATE log_entries SET at = 3650 WHERE at = -1;
            UPDATE log_entries SET kind = 'number', number = 9, text = NULL WHERE at = 200;
            UPDATE log_entries SET note = 'after lunch' WHERE at = 3599;
            INSERT INTO notifications (task_id, version, occurrence_index, first_sent_at, last_sent_at, times_sent) VALUES ('ibuprofen', 1, 5, 0, 0, 1);
            UPDATE notifications SET times_sent = 2;
            DELETE FROM notifications;
            UPDATE task_alerts SET amount = 8;
            DELETE FROM task_alerts;
            UPDATE task_versions SET schedule = 'every 2 hours' WHERE task_id = 'ibuprofen';
            UPDATE tasks SET title = 'Pain score' WHERE id = 'pain';
            """
        try Fixtures.execute(seven, writes)
        try Fixtures.execute(migrated, writes)
        let after = try Self.bookkeeping(migrated)
        #expect(after == (try Self.bookkeeping(seven)))
        #expect(after[0] == ["ibuprofen 45", "pain 47"])
        #expect(try store.read { try $0.chartAggregateDrift() }.isNone)
    }

    /// An eighth-schema database, with journal rows, masks and tallies, gains step 9's journal
    /// numbered by its rowid and its hours recomputed through the view `tally_hours`, with its
    /// rows as they were and the counter after the largest number; then the same writes give it
    /// the journal numbers, masks and tallies (floats to the last bit) and the same errors that
    /// step 8's triggers give a copy left at version 8, and `chartAggregateDrift` finds both
    /// aggregates true. The shell's connection has `recursive_triggers` off, as SQLite's default
    /// is: a trigger's insert into the view still runs the view's trigger.
    @Test func anEighthSchemaDatabaseKeepsItsBookkeepingWithTheJournalAsACounter() throws {
        let directory = try TemporaryDirectory()
        let eight = directory.file("eight.db")
        let nine = directory.file("nine.db")
        for path in [eight, nine] {
            try Self.writePlanWithBookkeeping(to: path, atVersion: 8, then: """
                INSERT INTO tasks (id, title, style, counts_toward_adherence, created_at) VALUES ('gone', 'Gone', 'simple', 0, 0);
                INSERT INTO outcome_values (outcome_id, position, kind, text, recorded_at) VALUES (1, 1, 'text', 'with food', 0);
                INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 150, 'number', 0.1, 150);
                INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 160, 'number', 0.2, 160);
                INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', -3601, 'number', -0.3, 0);
                DELETE FROM tasks WHERE id = 'gone';
                """)
        }
        let before = try Self.bookkeeping(nine)
        #expect(before[0] == ["gone 23", "ibuprofen 19", "pain 22"])
        let store = try CareStore(path: nine)
        #expect(try Fixtures.query(nine, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
        #expect(try Fixtures.query(nine, "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'") == ["22"])
        #expect(try Fixtures.query(nine, "SELECT name || ' ' || seq FROM sqlite_sequence") == ["task_changes 23"])
        #expect(try Self.bookkeeping(nine) == before)
        let writes = [
            "INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at) VALUES ('ibuprofen', 1, 127, 457200, 0)",
            "INSERT INTO outcome_values (outcome_id, position, kind, number, recorded_at) VALUES (6, 0, 'boolean', 1, 0)",
            "UPDATE outcome_values SET number = 300 WHERE outcome_id = 1 AND position = 0",
            "UPDATE outcomes SET occurrence_index = 70 WHERE occurrence_index = 64",
            "UPDATE outcomes SET note = 'late' WHERE occurrence_index = 5",
            "INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at) VALUES ('ibuprofen', 1, 5, 18000, 0)",
            "INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at) VALUES ('pain', 2, 0, 0, 0)",
            "DELETE FROM outcomes WHERE occurrence_index IN (0, 63)",
            "DELETE FROM outcome_values WHERE outcome_id = 6",
            "INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 3700, 'number', 1, 3700)",
            "INSERT INTO log_entries (task_id, at, kind, number, recorded_at) VALUES ('pain', 3700, 'colour', 1, 3700)",
            "INSERT INTO log_entries (task_id, at, recorded_at) VALUES ('nobody', 0, 0)",
            "DELETE FROM log_entries WHERE at = 100",
            "UPDATE log_entries SET at = 3650 WHERE at = -1",
            "UPDATE log_entries SET at = -7200 WHERE at = -3601",
            "UPDATE log_entries SET kind = 'number', number = 9, text = NULL WHERE at = 200",
            "UPDATE log_entries SET note = 'after lunch' WHERE at = 3599",
            "INSERT INTO notifications (task_id, version, occurrence_index, first_sent_at, last_sent_at, times_sent) VALUES ('ibuprofen', 1, 5, 0, 0, 1)",
            "UPDATE notifications SET times_sent = 2",
            "DELETE FROM notifications",
            "UPDATE task_alerts SET amount = 8",
            "DELETE FROM task_alerts",
            "UPDATE task_versions SET schedule = 'every 2 hours' WHERE task_id = 'ibuprofen'",
            "UPDATE tasks SET title = 'Pain score' WHERE id = 'pain'",
        ]
        var failed = 0
        for write in writes {
            var errors: [String] = []
            for path in [eight, nine] {
                do { try Fixtures.execute(path, "PRAGMA foreign_keys = ON; " + write); errors.append("") }
                catch { errors.append("\(error)") }
            }
            #expect(errors[0] == errors[1], "\(write)")
            if !errors[0].isEmpty { failed += 1 }
            #expect(try Self.bookkeeping(nine) == (try Self.bookkeeping(eight)), "\(write)")
        }
        let after = try Self.bookkeeping(nine)
        #expect(failed == 4)
        #expect(after[0] == ["gone 23", "ibuprofen 53", "pain 55"])
        #expect(try store.read { try $0.chartAggregateDrift() }.isNone)
    }
}
