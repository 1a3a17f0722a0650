import TendCore
import TendPlan
import TendStore
import TendSystem
import Testing

/// The plan read a part at a time (`CarePlan.forEachPart`, the daemon's round over every task)
/// is the plan `load` reads, cut into parts of consecutive tasks, and a schedule cache sees the
/// parts as one load.
@Suite struct CarePlanPartsTests {
    private let zones = ZoneLoader(environment: [:])
    private let from = LoopHarness.at("00:00"), to = LoopHarness.at("23:59:59")

    /// Twenty tasks due at 08:00 … 08:17 (the last three share 08:17's text), one with a
    /// second version.
    private func plan() throws -> LoopHarness {
        let harness = try LoopHarness()
        for task in 0..<20 {
            let minute = min(task, 17)
            try harness.add("Task \(task)", "daily at 08:\(minute < 10 ? "0" : "")\(minute)")
        }
        _ = try harness.store.write { try $0.addVersion(of: "task-4", schedule: "daily at 21:00", zone: nil,
                                                         effectiveFrom: LoopHarness.at("12:00"), createdAt: LoopHarness.at("11:00")) }
        return harness
    }

    private func parts(_ harness: LoopHarness, cache: ScheduleCache? = nil, taskIDs: [String]? = nil,
                       tasksPerPart: Int) throws -> [CarePlan] {
        var parts: [CarePlan] = []
        try harness.store.read { transaction in
            try CarePlan.forEachPart(transaction, userZone: .utc, zones: zones, cache: cache, taskIDs: taskIDs,
                                     tasksPerPart: tasksPerPart) { parts.append($0) }
        }
        return parts
    }

    @Test(arguments: [1, 3, 16, 20, 64])
    func thePartsAreThePlanInOrder(tasksPerPart: Int) throws {
        let harness = try plan()
        let whole = try harness.store.read { try CarePlan.load($0, userZone: .utc, zones: zones) }
        let parts = try parts(harness, tasksPerPart: tasksPerPart)
        #expect(parts.map(\.tasks.count) == stride(from: 0, to: 20, by: tasksPerPart).map { min(tasksPerPart, 20 - $0) })
        #expect(parts.flatMap(\.tasks) == whole.tasks)
        for part in parts {
            for task in part.tasks {
                #expect(part.versions(of: task) == whole.versions(of: task))
                #expect(part.timeline(task).occurrences(from: from, to: to) == whole.timeline(task).occurrences(from: from, to: to))
            }
        }
        let second = try #require(parts.flatMap(\.tasks).first { $0.id == "task-4" })
        let part = try #require(parts.first { $0.tasks.contains(second) })
        #expect(part.timeline(second).occurrences(from: from, to: to).map(\.occurrence.start)
                    == [LoopHarness.at("08:04"), LoopHarness.at("21:00")])
    }

    @Test func theTasksNamedComeInTheirOrderAndThoseGoneAreLeftOut() throws {
        let harness = try plan()
        let parts = try parts(harness, taskIDs: ["task-7", "no-such-task", "task-2", "task-4"], tasksPerPart: 2)
        #expect(parts.map { $0.tasks.map(\.id) } == [["task-7", "task-2"], ["task-4"]])
    }

    @Test func aCacheSeesThePartsAsOneLoad() throws {
        let harness = try plan()
        let cache = ScheduleCache()
        _ = try parts(harness, cache: cache, tasksPerPart: 3)
        // 18 distinct texts of the first versions and one of the second.
        #expect(cache.readInLastLoad == 19)
        #expect(cache.count == 19)
        _ = try parts(harness, cache: cache, tasksPerPart: 3)
        #expect(cache.readInLastLoad == 0)
        // A load of some tasks keeps what the others use; a load of every task drops the text
        // no task uses any more, though no part of it holds every task.
        _ = try harness.store.write { try $0.purgeTask(id: "task-0") }
        _ = try parts(harness, cache: cache, taskIDs: ["task-1"], tasksPerPart: 3)
        #expect(cache.count == 19)
        _ = try parts(harness, cache: cache, tasksPerPart: 3)
        #expect(cache.readInLastLoad == 0)
        #expect(cache.count == 18)
    }
}
