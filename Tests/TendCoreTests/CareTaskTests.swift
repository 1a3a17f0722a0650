import Testing
import TendCore

/// A task's life: removed from the instant of its removal on, never before.
@Suite struct CareTaskTests {
    @Test func aTaskIsRemovedFromItsRemovalOn() throws {
        let created = Instant(seconds: 1_772_323_200)
        let end = created.adding(seconds: 240 * 3_600)
        var task = CareTask(id: "antibiotic", title: "Antibiotic", style: .checklist, created: created, versions: [])
        #expect(!task.isRemoved(at: end))
        task.removed = end
        #expect(!task.isRemoved(at: end.adding(seconds: -1)))
        #expect(task.isRemoved(at: end))
        #expect(task.isRemoved(at: end.adding(seconds: 86_400)))
    }
}
