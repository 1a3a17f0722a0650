import TendCore
import TendStore
import TendSystem
import Testing
@testable import TendPlan

/// `AdherenceTally` on a real database in a directory of each test's own.
@Suite struct AdherenceTallyTests {
    private static let march1 = UseCaseDatabase.march1
    private static let firstDay = CivilDate(year: 2026, month: 3, day: 1)!
    private let database: UseCaseDatabase
    private var store: CareStore { database.store }

    init() throws {
        database = try UseCaseDatabase(tasks: ["ibuprofen", "walk"].map {
            CareTask(id: $0, title: $0, style: .checklist, created: Self.march1)
        })
    }

    private static func at(hours: Int64) -> Instant { UseCaseDatabase.at(hours: hours) }

    private func done(_ task: String, index: Int, start: Instant) throws {
        _ = try store.write {
            try $0.recordCompletion(of: OccurrenceKey(taskID: task, version: 1, index: index), occurrenceStart: start,
                                    recordedAt: start)
        }
    }

    private func daily(_ tasks: [String], to last: CivilDate, now: Instant) throws -> DailyAdherence {
        try store.read { transaction in
            let plan = try CarePlan.load(transaction, userZone: .utc, zones: ZoneLoader(environment: [:]))
            return try AdherenceTally.daily(plan.tasks.filter { tasks.contains($0.id) }, of: plan, from: Self.firstDay,
                                            to: last, now: now, in: transaction)
        }
    }

    @Test func countsTheDoneOccurrencesOfEachDayThatStartedBeforeNow() throws {
        try done("ibuprofen", index: 0, start: Self.at(hours: 8))
        try done("ibuprofen", index: 2, start: Self.at(hours: 32))
        let daily = try daily(["ibuprofen"], to: Self.firstDay.adding(days: 2), now: Self.at(hours: 33))
        #expect(daily[Self.firstDay] == Adherence(expected: 2, done: 1))
        #expect(daily[Self.firstDay.adding(days: 1)] == Adherence(expected: 1, done: 1))
        #expect(daily[Self.firstDay.adding(days: 2)] == Adherence(expected: 0, done: 0))
    }

    @Test func addsSeveralTasksTogether() throws {
        try done("ibuprofen", index: 1, start: Self.at(hours: 20))
        try done("walk", index: 0, start: Self.at(hours: 8))
        let daily = try daily(["ibuprofen", "walk"], to: Self.firstDay, now: Self.at(hours: 48))
        #expect(daily[Self.firstDay] == Adherence(expected: 4, done: 2))
    }

    @Test func theStoresMasksAreTheOnesDoneOccurrencesMerge() throws {
        try done("walk", index: 3, start: Self.at(hours: 44))
        let (plan, merged) = try store.read { transaction in
            let plan = try CarePlan.load(transaction, userZone: .utc, zones: ZoneLoader(environment: [:]))
            var occurrences = DoneOccurrences(plan.timeline(plan.tasks[1]), from: Self.march1, to: Self.at(hours: 48))
            var merged: [Bool] = []
            while let (_, isDone) = try occurrences.next(doneMasks: AdherenceTally.doneMasks(transaction)) {
                merged.append(isDone)
            }
            return (plan, merged)
        }
        #expect(plan.tasks[1].id == "walk")
        #expect(merged == [false, false, false, true])
    }
}
