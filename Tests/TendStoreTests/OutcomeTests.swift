import TendCore
import Testing
@testable import TendStore

@Suite struct OutcomeTests {
    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"), tasks: ["ibuprofen", "walk"])
    }

    private func key(_ index: Int, task: String = "ibuprofen", version: Int = 1) -> OccurrenceKey {
        OccurrenceKey(taskID: task, version: version, index: index)
    }

    /// Occurrence `index` of "daily at 08:00 and 20:00": 08:00 for even indices, 20:00 for odd.
    private func start(of index: Int) -> Instant {
        Fixtures.at(hours: Int64(index / 2) * 24 + (index % 2 == 0 ? 8 : 20))
    }

    @discardableResult
    private func record(
        _ index: Int, task: String = "ibuprofen", note: String? = nil, values: [OutcomeValue] = [], lateBy: Int64 = 60
    ) throws -> CompletionResult {
        try store.write {
            try $0.recordCompletion(
                of: key(index, task: task), occurrenceStart: start(of: index),
                recordedAt: start(of: index).adding(seconds: lateBy), note: note, values: values
            )
        }
    }

    @Test func completionKeepsItsValuesAndNote() throws {
        let values = [
            OutcomeValue(.number(400), unit: "mg", recordedAt: start(of: 0)),
            OutcomeValue(.text("with breakfast"), recordedAt: start(of: 0)),
            OutcomeValue(.boolean(true), unit: nil, recordedAt: start(of: 0).adding(seconds: 5)),
            OutcomeValue(.boolean(false), recordedAt: start(of: 0)),
        ]
        guard case .recorded(let id) = try record(0, note: "slight headache", values: values) else {
            Issue.record("not recorded")
            return
        }
        let outcome = try #require(try store.read { try $0.outcome(for: key(0)) })
        #expect(outcome == Outcome(
            id: id, occurrence: key(0), occurrenceStart: start(of: 0), recordedAt: start(of: 0).adding(seconds: 60),
            note: "slight headache", values: values
        ))
    }

    @Test func recordingADoneOccurrenceAgainChangesNothing() throws {
        try record(3, note: "first", values: [OutcomeValue(.number(1), recordedAt: start(of: 3))])
        let first = try #require(try store.read { try $0.outcome(for: key(3)) })
        let second = try record(3, note: "second", values: [OutcomeValue(.number(2), recordedAt: start(of: 3))], lateBy: 999)
        #expect(second == .alreadyRecorded(first))
        #expect(try store.read { try $0.outcome(for: key(3)) } == first)
        #expect(try Fixtures.query(directory.file("tend.db"), "SELECT count(*) FROM outcome_values") == ["1"])
    }

    @Test func undoRemovesExactlyTheNamedCompletion() throws {
        for index in 0..<4 {
            try record(index, values: [OutcomeValue(.number(Double(index)), recordedAt: start(of: index))])
        }
        try record(1, task: "walk")
        let undone = try store.write { try $0.undoCompletion(of: key(1)) }
        #expect(undone?.occurrence == key(1))
        #expect(try store.read { try $0.outcomes(of: "ibuprofen", version: 1, indices: 0..<10) }.map(\.occurrence.index) == [0, 2, 3])
        #expect(try store.read { try $0.outcome(for: key(1, task: "walk")) } != nil)
        #expect(try Fixtures.query(directory.file("tend.db"), "SELECT count(*) FROM outcome_values") == ["3"])
    }

    /// Undo takes back what was recorded last: not the latest done-at time, and not, among
    /// equal times, the earliest occurrence.
    @Test func theLastRecordedCompletionIsTheOneMadeLast() throws {
        let day = start(of: 0)..<start(of: 2)
        let sameSecond = Fixtures.at(hours: 21)
        for index in [1, 0] {
            try store.write {
                try $0.recordCompletion(of: key(index), occurrenceStart: start(of: index), recordedAt: sameSecond)
            }
        }
        #expect(try store.read { try $0.lastRecordedOutcome(of: "ibuprofen", scheduledIn: day) }?.occurrence == key(0))
        try store.write { try $0.undoCompletion(of: key(0)) }
        #expect(try store.read { try $0.lastRecordedOutcome(of: "ibuprofen", scheduledIn: day) }?.occurrence == key(1))
        // A dose recorded afterwards with an earlier --at is still the last one made.
        try store.write { try $0.recordCompletion(of: key(0), occurrenceStart: start(of: 0), recordedAt: start(of: 0)) }
        try record(0, task: "walk")
        #expect(try store.read { try $0.lastRecordedOutcome(of: "ibuprofen", scheduledIn: day) }?.occurrence == key(0))
        #expect(try store.read { try $0.lastRecordedOutcome(of: "ibuprofen", scheduledIn: start(of: 2)..<start(of: 4)) } == nil)
    }

    @Test func undoingWhatWasNotDoneReturnsNil() throws {
        #expect(try store.write { try $0.undoCompletion(of: key(7)) } == nil)
    }

    @Test(arguments: [(0..<4, [0, 1, 2, 3]), (2..<3, [2]), (4..<9, [5, 8]), (9..<20, [])])
    func outcomesByIndexRange(indices: Range<Int>, expected: [Int]) throws {
        for index in [3, 0, 2, 5, 1, 8] {
            try record(index)
        }
        try record(4, task: "walk")
        #expect(try store.read { try $0.outcomes(of: "ibuprofen", version: 1, indices: indices) }.map(\.occurrence.index) == expected)
    }

    @Test func outcomesByScheduledTimeAcrossTasks() throws {
        for index in 0..<6 {
            try record(index)
            try record(index, task: "walk")
        }
        // Day 2 (March 2) holds indices 2 and 3 of each task.
        let day2 = Fixtures.at(hours: 24)..<Fixtures.at(hours: 48)
        let found = try store.read { try $0.outcomes(scheduledIn: day2) }
        #expect(found.map(\.occurrence) == [key(2), key(2, task: "walk"), key(3), key(3, task: "walk")])
    }

    /// The narrow read of a day's completions hands over what the full read returns, by start,
    /// whatever notes and values the outcomes carry (one call a completion, not a value).
    @Test func completionsScheduledInARangeAreTheOutcomesKeysAndTimes() throws {
        for index in 0..<6 {
            try record(index, lateBy: Int64(60 + index))
            try record(index, task: "walk", note: "outside", values: [
                OutcomeValue(.number(20), unit: "min", recordedAt: start(of: index)),
                OutcomeValue(.text("park"), recordedAt: start(of: index)),
            ])
        }
        let day2 = Fixtures.at(hours: 24)..<Fixtures.at(hours: 48)
        var found: [(OccurrenceKey, Instant)] = []
        try store.read { try $0.forEachCompletion(scheduledIn: day2) { found.append(($0, $1)) } }
        #expect(found.map(\.0) == [key(2), key(2, task: "walk"), key(3), key(3, task: "walk")])
        #expect(found.map(\.1) == [start(of: 2).adding(seconds: 62), start(of: 2).adding(seconds: 60),
                                    start(of: 3).adding(seconds: 63), start(of: 3).adding(seconds: 60)])
        let full = try store.read { try $0.outcomes(scheduledIn: day2) }
        #expect(found.map(\.0) == full.map(\.occurrence) && found.map(\.1) == full.map(\.recordedAt))
    }

    /// A task's outcomes recorded in a window come in the order they were recorded, with their
    /// values, whatever their occurrences' order and whatever other tasks recorded then.
    @Test func aTasksOutcomesByRecordingTime() throws {
        try record(0, lateBy: 3_600 * 30)  // recorded at 38:00
        try record(1, values: [OutcomeValue(.number(400), unit: "mg", recordedAt: start(of: 1))], lateBy: 3_600 * 13)  // 33:00
        try record(2)  // 32:01
        try record(3)  // 44:01, after the window
        try record(2, task: "walk")  // 32:01
        try record(1, task: "walk", lateBy: 3_600 * 30)  // 50:00, after the window
        let window = Fixtures.at(hours: 30)..<Fixtures.at(hours: 40)
        let found = try store.read { try $0.outcomes(of: "ibuprofen", recordedIn: window) }
        #expect(found.map(\.occurrence) == [key(2), key(1), key(0)])
        #expect(found.map(\.values.count) == [0, 1, 0])
        #expect(try store.read { try $0.outcomes(of: "walk", recordedIn: window) }.map(\.occurrence) == [key(2, task: "walk")])
        #expect(try store.read { try $0.outcomes(of: "ghost", recordedIn: window) }.isEmpty)
    }

    @Test func completionOfAnUnknownTaskOrVersionThrows() throws {
        #expect(throws: StoreError.taskNotFound(id: "ghost")) { try record(0, task: "ghost") }
        #expect(throws: StoreError.versionNotFound(taskID: "ibuprofen", version: 2)) {
            try store.write { _ = try $0.recordCompletion(of: key(0, version: 2), occurrenceStart: Fixtures.march1, recordedAt: Fixtures.march1) }
        }
    }
}
