import TendCore
import Testing
@testable import TendStore

/// What `tend undo` reads: the latest completions in the order they were recorded, each with the
/// moment it was made by at the earliest, and the schedule edits it may take back.
@Suite struct RecentActionsTests {
    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"), tasks: ["ibuprofen", "walk"])
    }

    private func record(_ task: String, index: Int, doneAt hours: Int64, values: [OutcomeValue] = []) throws {
        try store.write {
            _ = try $0.recordCompletion(of: OccurrenceKey(taskID: task, version: 1, index: index),
                                        occurrenceStart: Fixtures.at(hours: 8), recordedAt: Fixtures.at(hours: hours),
                                        values: values)
        }
    }

    /// A dose recorded late with an earlier time still comes first, and counts as made no
    /// earlier than the latest time recorded before it; a value carries its own moment.
    @Test func latestCompletionsAreInRecordingOrderWithALowerBound() throws {
        try record("ibuprofen", index: 0, doneAt: 9)
        try record("walk", index: 0, doneAt: 11)
        try record("ibuprofen", index: 1, doneAt: 8)
        try record("walk", index: 1, doneAt: 8, values: [OutcomeValue(.number(2), unit: "km", recordedAt: Fixtures.at(hours: 12))])
        let latest = try store.read { try $0.latestCompletions(limit: 3) }
        #expect(latest.map(\.outcome.occurrence) == [OccurrenceKey(taskID: "walk", version: 1, index: 1),
                                                     OccurrenceKey(taskID: "ibuprofen", version: 1, index: 1),
                                                     OccurrenceKey(taskID: "walk", version: 1, index: 0)])
        #expect(latest.map(\.madeNoEarlierThan) == [Fixtures.at(hours: 12), Fixtures.at(hours: 11), Fixtures.at(hours: 11)])
        #expect(try store.read { try $0.latestCompletions(limit: 10) }.count == 4)
    }

    @Test func anEditIsTakenBackOnlyWhileNothingIsRecordedAgainstIt() throws {
        #expect(try store.write { try $0.takeBackScheduleEdit(of: "ibuprofen") } == nil)
        try store.write {
            _ = try $0.addVersion(of: "ibuprofen", schedule: "daily at 09:00", zone: nil,
                                  effectiveFrom: Fixtures.at(hours: 0, days: 2), createdAt: Fixtures.at(hours: 1))
        }
        let edits = try store.read { try $0.latestScheduleEdits(limit: 5) }
        #expect(edits.map(\.version.version) == [2])
        #expect(edits.map(\.hasRecords) == [false])
        #expect(edits.map(\.isLatest) == [true])
        let taken = try store.write { try $0.takeBackScheduleEdit(of: "ibuprofen") }
        #expect(taken?.schedule == "daily at 09:00")
        #expect(try store.read { try $0.versions(of: "ibuprofen") }.map(\.version) == [1])

        try store.write {
            _ = try $0.addVersion(of: "ibuprofen", schedule: "daily at 09:00", zone: nil,
                                  effectiveFrom: Fixtures.at(hours: 0, days: 2), createdAt: Fixtures.at(hours: 1))
            _ = try $0.recordCompletion(of: OccurrenceKey(taskID: "ibuprofen", version: 2, index: 0),
                                        occurrenceStart: Fixtures.at(hours: 9, days: 2), recordedAt: Fixtures.at(hours: 9, days: 2))
        }
        #expect(try store.read { try $0.latestScheduleEdits(limit: 5) }.map(\.hasRecords) == [true])
        #expect(try store.write { try $0.takeBackScheduleEdit(of: "ibuprofen") } == nil)
        #expect(try store.read { try $0.versions(of: "ibuprofen") }.map(\.version) == [1, 2])
    }
}
