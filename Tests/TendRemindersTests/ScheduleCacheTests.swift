import TendCore
import TendPlan
import TendStore
import TendSystem
import Testing

/// The daemon's schedule cache: a plan loaded again after a change reads only the schedule
/// texts that are new, and is the plan a load without the cache reads.
@Suite struct ScheduleCacheTests {
    @Test func aLoadReadsOnlyTheScheduleTextsItHasNotSeen() throws {
        let harness = try LoopHarness()
        for minute in 10..<30 { try harness.add("Task \(minute)", "daily at 08:\(minute)") }
        let cache = ScheduleCache()
        let zones = ZoneLoader(environment: [:])
        func load() throws -> (cached: CarePlan, fresh: CarePlan) {
            try harness.store.read { transaction in
                (try CarePlan.load(transaction, userZone: .utc, zones: zones, cache: cache),
                 try CarePlan.load(transaction, userZone: .utc, zones: zones))
            }
        }
        func expectSamePlans(_ plans: (cached: CarePlan, fresh: CarePlan)) {
            #expect(plans.cached.tasks == plans.fresh.tasks)
            for task in plans.fresh.tasks {
                #expect(plans.cached.versions(of: task) == plans.fresh.versions(of: task))
            }
        }

        expectSamePlans(try load())
        #expect(cache.readInLastLoad == 20)
        #expect(cache.count == 20)

        expectSamePlans(try load())
        #expect(cache.readInLastLoad == 0)

        // One task among twenty gets a second version: only its text is read.
        _ = try harness.store.write { try $0.addVersion(of: "task-13", schedule: "daily at 21:00", zone: nil,
                                                         effectiveFrom: LoopHarness.at("12:00"), createdAt: LoopHarness.at("11:00")) }
        let afterEdit = try load()
        expectSamePlans(afterEdit)
        #expect(cache.readInLastLoad == 1)
        #expect(cache.count == 21)
        let edited = try #require(afterEdit.cached.tasks.first { $0.id == "task-13" })
        #expect(afterEdit.cached.versions(of: edited).count == 2)

        // The same version number with another text replaces it; the old text is dropped.
        _ = try harness.store.write { try $0.addVersion(of: "task-13", schedule: "daily at 22:00", zone: nil,
                                                         effectiveFrom: LoopHarness.at("12:00"), createdAt: LoopHarness.at("11:30")) }
        expectSamePlans(try load())
        #expect(cache.readInLastLoad == 1)
        #expect(cache.count == 21)
    }
}
