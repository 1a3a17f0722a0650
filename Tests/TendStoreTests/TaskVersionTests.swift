import TendCore
import Testing
@testable import TendStore

@Suite struct TaskVersionTests {
    let directory: TemporaryDirectory
    let store: CareStore

    /// A store with the task `ibuprofen` on "daily at 08:00 and 20:00" from March 1.
    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"))
    }

    @discardableResult
    private func change(to schedule: String, from start: Instant) throws -> TaskVersion {
        try store.write {
            try $0.addVersion(of: "ibuprofen", schedule: schedule, zone: "Asia/Tokyo", effectiveFrom: start, createdAt: Fixtures.march1)
        }
    }

    private func schedules() throws -> [String] {
        try store.read { try $0.versions(of: "ibuprofen") }.map(\.schedule)
    }

    @Test func addingATaskMakesVersionOne() throws {
        let versions = try store.read { try $0.versions(of: "ibuprofen") }
        #expect(versions == [TaskVersion(
            taskID: "ibuprofen", version: 1, effectiveFrom: Fixtures.march1, schedule: "daily at 08:00 and 20:00",
            zone: nil, createdAt: Fixtures.march1
        )])
    }

    @Test func laterChangeAddsAVersion() throws {
        let version = try change(to: "daily at 08:00 and 21:00", from: Fixtures.at(hours: 0, days: 2))
        #expect(version.version == 2)
        #expect(version.zone == "Asia/Tokyo")
        #expect(try schedules() == ["daily at 08:00 and 20:00", "daily at 08:00 and 21:00"])
    }

    @Test(arguments: [
        (Fixtures.at(hours: -1), nil),
        (Fixtures.march1, 1),
        (Fixtures.at(hours: 47), 1),
        (Fixtures.at(hours: 48), 2),
        (Fixtures.at(hours: 0, days: 400), 2),
    ] as [(Instant, Int?)])
    func versionInEffect(at instant: Instant, expected: Int?) throws {
        try change(to: "daily at 21:00", from: Fixtures.at(hours: 48))
        #expect(try store.read { try $0.version(of: "ibuprofen", at: instant) }?.version == expected)
    }

    @Test func changeBeforeAPendingVersionReplacesIt() throws {
        try change(to: "daily at 21:00", from: Fixtures.at(hours: 0, days: 5))
        let version = try change(to: "daily at 22:00", from: Fixtures.at(hours: 0, days: 3))
        #expect(version.version == 2)
        #expect(try schedules() == ["daily at 08:00 and 20:00", "daily at 22:00"])
    }

    @Test func changeAfterAPendingVersionKeepsIt() throws {
        try change(to: "daily at 21:00", from: Fixtures.at(hours: 0, days: 3))
        let version = try change(to: "daily at 22:00", from: Fixtures.at(hours: 0, days: 5))
        #expect(version.version == 3)
        #expect(try schedules().count == 3)
    }

    @Test func changeAtTheFirstStartReplacesAnUnusedFirstVersion() throws {
        let version = try change(to: "daily at 09:00", from: Fixtures.march1)
        #expect(version.version == 1)
        #expect(try schedules() == ["daily at 09:00"])
    }

    @Test func versionWithCompletionsIsNeverReplaced() throws {
        try store.write {
            _ = try $0.recordCompletion(
                of: OccurrenceKey(taskID: "ibuprofen", version: 1, index: 0), occurrenceStart: Fixtures.at(hours: 8),
                recordedAt: Fixtures.at(hours: 8)
            )
        }
        let refusal = StoreError.versionHasRecords(taskID: "ibuprofen", version: 1, effectiveFrom: Fixtures.march1, newStart: Fixtures.march1)
        #expect(throws: refusal) { try change(to: "daily at 09:00", from: Fixtures.march1) }
        #expect(try schedules() == ["daily at 08:00 and 20:00"])
    }

    @Test func theErrorNamesTheLatestVersionWithCompletions() throws {
        try change(to: "daily at 21:00", from: Fixtures.at(hours: 0, days: 4))
        try change(to: "daily at 22:00", from: Fixtures.at(hours: 0, days: 9))
        try store.write { transaction in
            for (version, days): (Int, Int64) in [(2, 4), (3, 9)] {
                _ = try transaction.recordCompletion(
                    of: OccurrenceKey(taskID: "ibuprofen", version: version, index: 0),
                    occurrenceStart: Fixtures.at(hours: 21, days: days), recordedAt: Fixtures.at(hours: 23, days: days))
            }
        }
        let error = #expect(throws: StoreError.self) { try change(to: "daily at 09:00", from: Fixtures.at(hours: 0, days: 2)) }
        #expect(error == .versionHasRecords(taskID: "ibuprofen", version: 3, effectiveFrom: Fixtures.at(hours: 0, days: 9),
                                            newStart: Fixtures.at(hours: 0, days: 2)))
        #expect(try schedules().count == 3)
    }

    @Test func replacedVersionTakesItsNotificationRecordsAlong() throws {
        try change(to: "daily at 21:00", from: Fixtures.at(hours: 0, days: 5))
        let pending = OccurrenceKey(taskID: "ibuprofen", version: 2, index: 0)
        try store.write { _ = try $0.claimNotification(for: pending, at: Fixtures.at(hours: 0, days: 5)) }
        try change(to: "daily at 22:00", from: Fixtures.at(hours: 0, days: 4))
        #expect(try store.read { try $0.notification(for: pending) } == nil)
    }

    @Test func changingARemovedTaskFromAfterItsEndThrows() throws {
        try store.write { try $0.removeTask(id: "ibuprofen", at: Fixtures.at(hours: 24)) }
        #expect(throws: StoreError.taskRemoved(id: "ibuprofen", at: Fixtures.at(hours: 24))) {
            try change(to: "daily", from: Fixtures.at(hours: 24))
        }
        #expect(try change(to: "daily", from: Fixtures.at(hours: 12)).version == 2)
    }

    @Test func changingAnUnknownTaskThrows() throws {
        #expect(throws: StoreError.taskNotFound(id: "ghost")) {
            try store.write {
                try $0.addVersion(of: "ghost", schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1, createdAt: Fixtures.march1)
            }
        }
    }

    @Test func theJoinedReadGivesEveryTaskOldestFirstWithItsVersions() throws {
        // "walk" and "aspirin" are created a day before "ibuprofen", at the same second: they
        // come first, by id, whatever order the table keeps them in.
        let dayBefore = Fixtures.at(hours: -24)
        try store.write {
            try $0.addTask(Fixtures.task("walk", created: dayBefore), schedule: "weekdays at 07:00", zone: nil,
                           effectiveFrom: Fixtures.march1)
            try $0.addTask(Fixtures.task("aspirin", created: dayBefore), schedule: "daily", zone: "Europe/Paris",
                           effectiveFrom: Fixtures.march1)
        }
        try change(to: "daily at 21:00", from: Fixtures.at(hours: 48))
        let read = try store.read { try $0.tasksWithVersions() }
        #expect(read.map(\.task) == (try store.read { try $0.tasks() }))
        #expect(read.map(\.task.id) == ["aspirin", "walk", "ibuprofen"])
        for entry in read {
            #expect(entry.versions == (try store.read { try $0.versions(of: entry.task.id) }))
        }
        #expect(read.map { $0.versions.map(\.version) } == [[1], [1], [1, 2]])
        #expect(read[0].versions[0].zone == "Europe/Paris")
        #expect(read[2].versions[1].schedule == "daily at 21:00")
    }
}
