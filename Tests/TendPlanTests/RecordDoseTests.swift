import TendCore
import TendStore
import TendSystem
import Testing
@testable import TendPlan

/// `RecordDose` on a real database in a directory of each test's own.
@Suite struct RecordDoseTests {
    private static let march1 = UseCaseDatabase.march1
    private let database: UseCaseDatabase
    private var store: CareStore { database.store }

    init() throws {
        database = try UseCaseDatabase(tasks: [CareTask(id: "ibuprofen", title: "Ibuprofen", style: .checklist,
                                                        minIntervalSeconds: 4 * 3_600, created: Self.march1)])
    }

    private static func at(hours: Int64) -> Instant { UseCaseDatabase.at(hours: hours) }

    /// The occurrence of ibuprofen that starts at `start`, found as the daemon finds a popup's.
    private func occurrence(startingAt start: Instant) throws -> (task: CareTask, occurrence: TaskOccurrence) {
        let plan = try store.read { try CarePlan.load($0, userZone: .utc, zones: ZoneLoader(environment: [:])) }
        let any = try #require(plan.timeline(plan.tasks[0]).occurrences(from: start, to: start.adding(seconds: 1)).first)
        return try #require(RecordDose.scheduledOccurrence(any.key, startingAt: start, in: plan))
    }

    private func record(startingAt start: Instant, at: Instant, now: Instant, safety: RecordDose.Safety = .checked,
                        note: String? = nil) throws -> RecordDose.Result {
        let (task, occurrence) = try occurrence(startingAt: start)
        return try store.write { transaction in
            try RecordDose.record(occurrence, of: task, at: at, note: note, safety: safety, now: now, zone: .utc,
                                  in: transaction)
        }
    }

    private var outcomeCount: Int {
        get throws {
            try store.read { try $0.outcomes(of: "ibuprofen", recordedIn: Self.march1..<Self.at(hours: 24 * 30)).count }
        }
    }

    @Test func aDoseOnTimeIsRecordedWithItsNote() throws {
        let result = try record(startingAt: Self.at(hours: 8), at: Self.at(hours: 8).adding(seconds: 300),
                                now: Self.at(hours: 9), note: "with breakfast")
        guard case .recorded(let outcome) = result else { Issue.record("not recorded: \(result)"); return }
        #expect(outcome.recordedAt == Self.at(hours: 8).adding(seconds: 300))
        #expect(outcome.note == "with breakfast")
        #expect(try outcomeCount == 1)
    }

    @Test func aDoneOccurrenceKeepsItsFirstRecord() throws {
        _ = try record(startingAt: Self.at(hours: 8), at: Self.at(hours: 8), now: Self.at(hours: 8))
        let again = try record(startingAt: Self.at(hours: 8), at: Self.at(hours: 9), now: Self.at(hours: 9),
                               safety: .waived)
        guard case .alreadyRecorded(let outcome) = again else { Issue.record("recorded twice: \(again)"); return }
        #expect(outcome.recordedAt == Self.at(hours: 8))
        #expect(try outcomeCount == 1)
    }

    @Test func theDoseRulesRefuseADoseTooSoonAfterAnother() throws {
        _ = try record(startingAt: Self.at(hours: 8), at: Self.at(hours: 8), now: Self.at(hours: 8))
        #expect(throws: RecordDose.Refusal.unsafe(.tooSoon(previous: Self.at(hours: 8), minimum: 4 * 3_600))) {
            try record(startingAt: Self.at(hours: 20), at: Self.at(hours: 10), now: Self.at(hours: 10))
        }
        #expect(try outcomeCount == 1)
    }

    @Test func waivedRulesRecordTheDoseAllTheSame() throws {
        _ = try record(startingAt: Self.at(hours: 8), at: Self.at(hours: 8), now: Self.at(hours: 8))
        let result = try record(startingAt: Self.at(hours: 20), at: Self.at(hours: 10), now: Self.at(hours: 10),
                                safety: .waived)
        guard case .recorded = result else { Issue.record("not recorded: \(result)"); return }
        #expect(try outcomeCount == 2)
    }

    @Test func nothingOverridesTheRecordingWindow() throws {
        let now = Self.at(hours: 9)
        let window = RecordingWindow.completion(scheduled: Self.at(hours: 8), now: now, zone: .utc)
        #expect(throws: RecordDose.Refusal.outsideWindow(window)) {
            try record(startingAt: Self.at(hours: 8), at: now.adding(seconds: 2 * 86_400), now: now, safety: .waived)
        }
        #expect(try outcomeCount == 0)
    }

    @Test func anOccurrenceNoLongerScheduledIsNotFound() throws {
        let plan = try store.read { try CarePlan.load($0, userZone: .utc, zones: ZoneLoader(environment: [:])) }
        let gone = OccurrenceKey(taskID: "walk", version: 1, index: 0)
        #expect(RecordDose.scheduledOccurrence(gone, startingAt: Self.at(hours: 8), in: plan) == nil)
        let moved = OccurrenceKey(taskID: "ibuprofen", version: 1, index: 5)
        #expect(RecordDose.scheduledOccurrence(moved, startingAt: Self.at(hours: 8), in: plan) == nil)
    }
}
