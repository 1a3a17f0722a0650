import TendCore
import Testing
@testable import TendStore

@Suite struct TaskTests {
    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try CareStore(path: directory.file("tend.db"))
    }

    private func add(_ task: CareTask) throws {
        try store.write { try $0.addTask(task, schedule: "daily at 08:00", zone: nil, effectiveFrom: task.created) }
    }

    @Test func taskKeepsEveryField() throws {
        let task = CareTask(
            id: "ibuprofen", title: "Ibuprofen 400 mg", instructions: "1 tablet every 4–6 hours; no more than 4 a day",
            group: "medication", style: .instructions, color: "#d33", targetAmount: 400, targetUnit: "mg",
            countsTowardAdherence: false, notificationLeadSeconds: 600, maxPerDay: 4, minIntervalSeconds: 4 * 3_600,
            created: Fixtures.march1
        )
        try add(task)
        #expect(try store.read { try $0.task(id: "ibuprofen") } == task)
    }

    @Test(arguments: TaskStyle.allCases)
    func everyStyleRoundTrips(style: TaskStyle) throws {
        try add(Fixtures.task("walk", style: style))
        #expect(try store.read { try $0.task(id: "walk")?.style } == style)
    }

    @Test func unknownTaskIsNil() throws {
        #expect(try store.read { try $0.task(id: "nothing") } == nil)
    }

    @Test func tasksComeInOrderOfCreation() throws {
        try add(Fixtures.task("b", created: Fixtures.at(hours: 1)))
        try add(Fixtures.task("a", created: Fixtures.at(hours: 2)))
        try add(Fixtures.task("c", created: Fixtures.at(hours: 1)))
        #expect(try store.read { try $0.tasks() }.map(\.id) == ["b", "c", "a"])
    }

    @Test func takenIdIsRefusedEvenAfterRemoval() throws {
        try add(Fixtures.task("water"))
        try store.write { try $0.removeTask(id: "water", at: Fixtures.at(hours: 5)) }
        #expect(throws: StoreError.taskExists(id: "water")) { try add(Fixtures.task("water")) }
    }

    @Test func updateChangesDescriptiveFieldsOnly() throws {
        try add(Fixtures.task("water"))
        var edited = Fixtures.task("water")
        edited.title = "Water 2 l"
        edited.group = "hydration"
        edited.style = .grid
        edited.targetAmount = 2
        edited.targetUnit = "l"
        edited.created = Fixtures.at(hours: 99)
        try store.write { try $0.updateTask(edited) }
        var expected = edited
        expected.created = Fixtures.march1
        #expect(try store.read { try $0.task(id: "water") } == expected)
    }

    @Test func updatingAnUnknownTaskThrows() throws {
        #expect(throws: StoreError.taskNotFound(id: "ghost")) { try store.write { try $0.updateTask(Fixtures.task("ghost")) } }
    }

    @Test func removalEndsTheTaskAndKeepsIt() throws {
        try add(Fixtures.task("antibiotic"))
        let end = Fixtures.at(hours: 240)
        try store.write { try $0.removeTask(id: "antibiotic", at: end) }
        let task = try #require(try store.read { try $0.task(id: "antibiotic") })
        #expect(task.removed == end)
        #expect(try store.read { try $0.versions(of: "antibiotic") }.count == 1)
    }

    @Test func removingTwiceSaysWhen() throws {
        try add(Fixtures.task("antibiotic"))
        try store.write { try $0.removeTask(id: "antibiotic", at: Fixtures.march1) }
        #expect(throws: StoreError.taskRemoved(id: "antibiotic", at: Fixtures.march1)) {
            try store.write { try $0.removeTask(id: "antibiotic", at: Fixtures.at(hours: 1)) }
        }
    }

    @Test(arguments: [
        (Fixtures.at(hours: 9), ["kept", "later"]),
        (Fixtures.at(hours: 10), ["kept"]),
        (Fixtures.at(hours: 11), ["kept"]),
    ])
    func tasksNotRemovedBy(instant: Instant, expected: [String]) throws {
        try add(Fixtures.task("kept"))
        try add(Fixtures.task("later"))
        try store.write { try $0.removeTask(id: "later", at: Fixtures.at(hours: 10)) }
        #expect(try store.read { try $0.tasks(notRemovedBy: instant) }.map(\.id) == expected)
    }
}
