import Testing
import TendCore
import TendReminders
import TendStore

/// After another program changes the database, the loop reads again only the tasks whose rows
/// changed (the store's change journal names them) and plans with the others as they were:
/// the exact reminders it sends, and how many task snapshots it read (`tasksRead`).
@Suite struct ChangedTaskTests {
    typealias H = LoopHarness

    /// Twenty tasks due 08:00, 08:01, … 08:19, on the loop's store.
    private func twentyTasks(_ harness: H) throws {
        for minute in 0..<20 { try harness.add("Task \(minute)", "daily at 08:\(minute < 10 ? "0" : "")\(minute)") }
    }

    private func occurrenceToday(of taskID: String) -> OccurrenceKey {
        OccurrenceKey(taskID: taskID, version: 1, index: 0)
    }

    @Test func aDoseDoneElsewhereIsReadAloneAndNotReminded() throws {
        let harness = try H()
        try twentyTasks(harness)
        let elsewhere = try harness.storeElsewhere()
        var readBefore: [Int] = []
        let clock = ManualClock(at: H.at("07:00"))
        let wakes = harness.run([
            .writeElsewhere {
                readBefore.append(harness.loop!.tasksRead)
                _ = try elsewhere.write {
                    try $0.recordCompletion(of: occurrenceToday(of: "task-3"), occurrenceStart: H.at("08:03"), recordedAt: H.at("07:00"))
                }
            },
            .writeElsewhere { readBefore.append(harness.loop!.tasksRead) },
            .alarmRings, .alarmRings, .alarmRings, .alarmRings,
        ], clock: clock, hasAlarm: true)
        #expect(harness.output == """
            2026-12-01T08:00:00+00:00 due: Task 0 at 08:00 [tend:task-0:1:0]
            2026-12-01T08:01:00+00:00 due: Task 1 at 08:01 [tend:task-1:1:0]
            2026-12-01T08:02:00+00:00 due: Task 2 at 08:02 [tend:task-2:1:0]
            2026-12-01T08:04:00+00:00 due: Task 4 at 08:04 [tend:task-4:1:0]

            """)
        // 20 at the start, then the one done elsewhere (the second "write" changed nothing: no
        // round); each due instant reads every task, and again the one whose reminder went out.
        #expect(readBefore == [20, 21])
        #expect(harness.loop!.tasksRead == 21 + 4 * (20 + 1))
        #expect(wakes.armedAt == H.at("08:05"))
        #expect(wakes.problems.isEmpty)
    }

    @Test func aTaskAddedElsewhereIsReadAloneAndRemindedOf() throws {
        let harness = try H()
        try twentyTasks(harness)
        let elsewhere = try harness.storeElsewhere()
        let clock = ManualClock(at: H.at("07:00"))
        let wakes = harness.run([
            .writeElsewhere { try harness.add("Walk", "daily at 07:30", through: elsewhere) },
            .alarmRings,
        ], clock: clock, hasAlarm: true)
        #expect(harness.output == "2026-12-01T07:30:00+00:00 due: Walk at 07:30 [tend:walk:1:0]\n")
        #expect(harness.loop!.tasksRead == 20 + 1 + (21 + 1))
        #expect(wakes.armedAt == H.at("08:00"))
        #expect(wakes.problems.isEmpty)
    }

    /// A dose undone elsewhere (its row deleted) is reminded of again; a task removed
    /// elsewhere is not.
    @Test func aDoseUndoneElsewhereIsRemindedOfAndARemovedTaskIsNot() throws {
        let harness = try H()
        try twentyTasks(harness)
        let elsewhere = try harness.storeElsewhere()
        let clock = ManualClock(at: H.at("07:00"))
        let wakes = harness.run([
            .writeElsewhere {
                _ = try elsewhere.write {
                    try $0.recordCompletion(of: occurrenceToday(of: "task-0"), occurrenceStart: H.at("08:00"), recordedAt: H.at("07:00"))
                }
            },
            .writeElsewhere { _ = try elsewhere.write { try $0.undoCompletion(of: occurrenceToday(of: "task-0")) } },
            .writeElsewhere { try elsewhere.write { try $0.removeTask(id: "task-1", at: H.at("07:00")) } },
            .alarmRings, .alarmRings,
        ], clock: clock, hasAlarm: true)
        #expect(harness.output == """
            2026-12-01T08:00:00+00:00 due: Task 0 at 08:00 [tend:task-0:1:0]
            2026-12-01T08:02:00+00:00 due: Task 2 at 08:02 [tend:task-2:1:0]

            """)
        #expect(harness.loop!.tasksRead == 20 + 3 + 2 * (20 + 1))
        #expect(wakes.problems.isEmpty)
    }

    /// A write that touches no task's rows (a contact) is seen, and reads no task again.
    @Test func aWriteToNoTaskReadsNoTask() throws {
        let harness = try H()
        try twentyTasks(harness)
        let elsewhere = try harness.storeElsewhere()
        let clock = ManualClock(at: H.at("07:00"))
        let wakes = harness.run([
            .writeElsewhere { try elsewhere.write { try $0.addContact(Contact(id: "pharmacy", name: "City pharmacy")) } },
        ], clock: clock, hasAlarm: true)
        #expect(harness.output == "")
        #expect(harness.loop!.tasksRead == 20)
        #expect(wakes.armedAt == H.at("08:00"))
        #expect(wakes.problems.isEmpty)
    }

    /// A stored version that cannot be read is told once, though every due instant reads every
    /// task again (and lets go of the snapshots that knew of it first); the task's other
    /// version is still reminded of.
    @Test func aVersionThatCannotBeReadIsToldOnceAcrossRounds() throws {
        let harness = try H()
        try twentyTasks(harness)
        _ = try harness.store.write { try $0.addVersion(of: "task-1", schedule: "every blue moon", zone: nil,
                                                         effectiveFrom: H.at("08:01:30"), createdAt: H.at("00:00")) }
        let clock = ManualClock(at: H.at("07:00"))
        let wakes = harness.run([.alarmRings, .alarmRings, .alarmRings], clock: clock, hasAlarm: true)
        #expect(harness.output == """
            2026-12-01T08:00:00+00:00 due: Task 0 at 08:00 [tend:task-0:1:0]
            2026-12-01T08:01:00+00:00 due: Task 1 at 08:01 [tend:task-1:1:0]
            2026-12-01T08:02:00+00:00 due: Task 2 at 08:02 [tend:task-2:1:0]

            """)
        #expect(harness.logLines(containing: "task-1").count == 1)
        #expect(harness.loop!.tasksRead == 20 + 3 * (20 + 1))
        #expect(wakes.problems.isEmpty)
    }
}
