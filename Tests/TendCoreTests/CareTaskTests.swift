import Testing
import TendCore

/// A task's life: removed from the instant of its removal on, never before; and its target.
@Suite struct CareTaskTests {
    let created = Instant(seconds: 1_772_323_200)

    @Test func aTaskIsRemovedFromItsRemovalOn() throws {
        let end = created.adding(seconds: 240 * 3_600)
        var task = CareTask(id: "antibiotic", title: "Antibiotic", style: .checklist, created: created)
        #expect(!task.isRemoved(at: end))
        task.removed = end
        #expect(!task.isRemoved(at: end.adding(seconds: -1)))
        #expect(task.isRemoved(at: end))
        #expect(task.isRemoved(at: end.adding(seconds: 86_400)))
    }

    @Test func aUnitWithoutAnAmountWaitsForOne() throws {
        var task = CareTask(id: "water", title: "Water", style: .simple, targetUnit: "l", created: created)
        #expect(task.target == nil)
        task.targetAmount = 2
        #expect(task.target == TargetValue(amount: 2, unit: "l"))
    }
}
