import TendCore
import Testing
@testable import TendStore

/// The change journal of schema version 4: every write to a task's rows, whoever makes it,
/// gives that task the next change number; writes to no task's rows give none.
@Suite struct TaskChangeTests {
    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"), tasks: ["ibuprofen", "water"])
    }

    /// The tasks changed by `write`, as a reader that saw everything before it finds them.
    private func changed(by write: (Transaction) throws -> Void) throws -> [String] {
        let before = try store.read { try $0.lastTaskChange() }
        try store.write(write)
        return try store.read { try $0.tasksChanged(after: before) }
    }

    private let dose = OccurrenceKey(taskID: "water", version: 1, index: 2)

    @Test func addingTasksJournalsEachInTurn() throws {
        #expect(try store.read { try $0.tasksChanged(after: 0) } == ["ibuprofen", "water"])
        // Each task's row, its first version: four rows, four changes.
        #expect(try store.read { try $0.lastTaskChange() } == 4)
    }

    @Test func outcomesTheirUndoAndTheirValuesAreJournaled() throws {
        #expect(try changed {
            _ = try $0.recordCompletion(of: dose, occurrenceStart: Fixtures.at(hours: 32), recordedAt: Fixtures.at(hours: 32),
                                        values: [OutcomeValue(.number(2), unit: "dl", recordedAt: Fixtures.at(hours: 32))])
        } == ["water"])
        #expect(try changed { _ = try $0.undoCompletion(of: dose) } == ["water"])
    }

    @Test func logEntriesVersionsRemovalsAndRemindersAreJournaled() throws {
        #expect(try changed { _ = try $0.addLogEntry(taskID: "water", at: Fixtures.at(hours: 9), recordedAt: Fixtures.at(hours: 9)) }
            == ["water"])
        #expect(try changed {
            _ = try $0.addVersion(of: "ibuprofen", schedule: "daily at 09:00", zone: nil, effectiveFrom: Fixtures.at(hours: 48),
                                  createdAt: Fixtures.at(hours: 9))
        } == ["ibuprofen"])
        #expect(try changed { _ = try $0.claimNotification(for: dose, at: Fixtures.at(hours: 32)) } == ["water"])
        #expect(try changed { _ = try $0.snoozeNotification(for: dose, until: Fixtures.at(hours: 33)) } == ["water"])
        #expect(try changed { try $0.removeTask(id: "ibuprofen", at: Fixtures.at(hours: 50)) } == ["ibuprofen"])
    }

    @Test func aContactIsNoTasksChange() throws {
        #expect(try changed { try $0.addContact(Contact(id: "pharmacy", name: "City pharmacy")) } == [])
    }

    /// The journal is the daemon's bookkeeping, not data of the plan: an export leaves it out
    /// (an import's triggers fill it again).
    @Test func theJournalIsNoTableOfThePlan() throws {
        #expect(try store.read { try $0.tableLayouts() }.map(\.name).contains("task_changes") == false)
        #expect(try Fixtures.query(directory.file("tend.db"), "SELECT count(*) FROM task_changes") == ["2"])
    }
}
