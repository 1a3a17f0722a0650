import TendCore
import TendPlan
import TendStore
import TendSystem
import Testing

/// A plan's tasks found by their position in `tasks` have the versions and the timeline that
/// looking them up by id gives.
@Suite struct CarePlanPositionTests {
    @Test func aTaskAtAPositionHasTheVersionsAndTimelineOfItsID() throws {
        let harness = try LoopHarness()
        try harness.add("Walk", "daily at 07:00")
        try harness.add("Aspirin", "daily at 08:00 and 20:00")
        try harness.add("Stretch", "weekdays at 09:00")
        _ = try harness.store.write { try $0.addVersion(of: "aspirin", schedule: "daily at 21:00", zone: nil,
                                                         effectiveFrom: LoopHarness.at("12:00"), createdAt: LoopHarness.at("11:00")) }
        let plan = try harness.store.read { try CarePlan.load($0, userZone: .utc, zones: ZoneLoader(environment: [:])) }
        // Created at the same second, the tasks come by id.
        #expect(plan.tasks.map(\.id) == ["aspirin", "stretch", "walk"])
        let from = LoopHarness.at("00:00"), to = LoopHarness.at("23:59:59")
        for (position, task) in plan.tasks.enumerated() {
            #expect(plan.versions(ofTaskAt: position) == plan.versions(of: task))
            #expect(plan.timeline(ofTaskAt: position).task == task)
            #expect(plan.timeline(ofTaskAt: position).occurrences(from: from, to: to) == plan.timeline(task).occurrences(from: from, to: to))
        }
        #expect(plan.versions(ofTaskAt: 0).map(\.number) == [1, 2])
        // Aspirin at 08:00 under its first version, at 21:00 under its second.
        #expect(plan.timeline(ofTaskAt: 0).occurrences(from: from, to: to).map(\.occurrence.start)
                    == [LoopHarness.at("08:00"), LoopHarness.at("21:00")])
    }
}
