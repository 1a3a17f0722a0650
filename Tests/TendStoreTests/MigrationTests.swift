import TendCore
import Testing
@testable import TendStore

@Suite struct MigrationTests {
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
            "outcomes", "sent_alerts", "task_alerts", "task_changes", "task_contacts", "task_versions", "tasks",
        ])
        let indexes = try Fixtures.query(path, "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
        #expect(indexes == [
            "log_entries_by_at", "log_entries_by_task_and_at_with_number", "notifications_by_snoozed_until",
            "outcomes_by_occurrence_start", "outcomes_by_recorded_at", "task_alerts_by_contact",
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
}
