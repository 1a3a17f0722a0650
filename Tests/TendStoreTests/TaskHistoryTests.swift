import TendCore
import Testing
@testable import TendStore

/// A task's history counted, a removed task restored, and a task purged with everything that
/// refers to it, leaving the others as they were.
@Suite struct TaskHistoryTests {
    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"), tasks: ["ibuprofen", "walk"])
        try store.write { transaction in
            for task in ["ibuprofen", "walk"] {
                let key = OccurrenceKey(taskID: task, version: 1, index: 0)
                try transaction.recordCompletion(of: key, occurrenceStart: Fixtures.march1, recordedAt: Fixtures.march1,
                                                 values: [OutcomeValue(.number(400), unit: "mg", recordedAt: Fixtures.march1)])
                try transaction.addLogEntry(taskID: task, at: Fixtures.march1, recordedAt: Fixtures.march1)
                _ = try transaction.claimNotification(for: key, at: Fixtures.march1)
            }
            try transaction.addVersion(of: "ibuprofen", schedule: "daily at 09:00", zone: nil,
                                       effectiveFrom: Fixtures.at(hours: 48), createdAt: Fixtures.march1)
        }
    }

    private func rows(_ table: String) throws -> [String] {
        try Fixtures.query(directory.file("tend.db"), "SELECT count(*) FROM \(table)")
    }

    @Test func purgeDeletesTheTaskAndEverythingOfIt() throws {
        let history = try store.write { try $0.purgeTask(id: "ibuprofen") }
        #expect(history == TaskHistory(versions: 2, completions: 1, logEntries: 1))
        #expect(try store.read { try $0.task(id: "ibuprofen") } == nil)
        for table in ["tasks", "task_versions", "outcomes", "outcome_values", "log_entries", "notifications"] {
            #expect(try rows(table) == ["1"], "\(table)")
        }
        try store.write { try $0.addTask(Fixtures.task("ibuprofen"), schedule: "daily at 08:00", zone: nil, effectiveFrom: Fixtures.march1) }
        #expect(try store.read { try $0.history(ofTask: "ibuprofen") } == TaskHistory(versions: 1, completions: 0, logEntries: 0))
    }

    @Test func aRestoredTaskIsNotRemoved() throws {
        try store.write { try $0.removeTask(id: "walk", at: Fixtures.at(hours: 1)) }
        try store.write { try $0.restoreTask(id: "walk") }
        #expect(try store.read { try $0.task(id: "walk") }?.removed == nil)
        #expect(throws: StoreError.taskNotFound(id: "nothing")) { try store.write { try $0.restoreTask(id: "nothing") } }
        #expect(throws: StoreError.taskNotFound(id: "nothing")) { try store.write { try $0.purgeTask(id: "nothing") } }
    }
}
