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
        #expect(tables == ["contacts", "log_entries", "notifications", "outcome_values", "outcomes", "task_versions", "tasks"])
        let indexes = try Fixtures.query(path, "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
        #expect(indexes == [
            "log_entries_by_at", "log_entries_by_task_and_at", "notifications_by_snoozed_until",
            "outcomes_by_occurrence_start", "outcomes_by_recorded_at",
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
}
