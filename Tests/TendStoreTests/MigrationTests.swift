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
            "contact_values", "contacts", "log_entries", "notifications", "outcome_values", "outcomes",
            "task_alerts", "task_changes", "task_contacts", "task_versions", "tasks",
        ])
        let indexes = try Fixtures.query(path, "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
        #expect(indexes == [
            "log_entries_by_at", "log_entries_by_task_and_at", "notifications_by_snoozed_until",
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
