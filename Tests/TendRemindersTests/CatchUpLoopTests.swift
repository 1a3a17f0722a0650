import Testing
import TendCore
import TendNotify
import TendReminders

/// What the loop sends late, and what it never sends twice, with the default settings: the
/// catch-up fold on starting and after a suspend, quiet hours that hold a reminder until they
/// end, and a restart on a database whose reminder went out already. (These were stories of
/// `DesktopReminderTests` on dunst; the popups' text there is the notifier's, tested in
/// TendNotifyTests.)
@Suite struct CatchUpLoopTests {
    typealias H = LoopHarness

    /// Tasks 1 to 4, daily at 01:00 to 04:00.
    static func harnessWithFourTasks() throws -> H {
        let harness = try H()
        for hour in 1...4 { try harness.add("Task \(hour)", "daily at 0\(hour):00") }
        return harness
    }

    @Test func remindersFromBeforeTheStartAreFoldedIntoOne() throws {
        let harness = try Self.harnessWithFourTasks()
        let wakes = harness.run([], clock: ManualClock(at: H.at("06:00")), hasAlarm: true)
        #expect(harness.output == """
            2026-12-01T06:00:00+00:00 folded: 4 reminders came due while you were away — Task 1 at 01:00 (5 h ago); \
            Task 2 at 02:00 (4 h ago); Task 3 at 03:00 (3 h ago); Task 4 at 04:00 (2 h ago)

            """)
        #expect(wakes.problems.isEmpty)
    }

    /// The daemon stopped at 00:30 while its clock moved on five hours: on resuming, before it
    /// sleeps again, one folded reminder of the four.
    @Test(arguments: [true, false])
    func afterASuspendWhatCameDueIsFoldedIntoOneAtOnce(hasAlarm: Bool) throws {
        let harness = try Self.harnessWithFourTasks()
        let wakes = harness.run([.resume(at: H.at("05:30"))], clock: ManualClock(at: H.at("00:30")), hasAlarm: hasAlarm)
        #expect(harness.output == """
            2026-12-01T05:30:00+00:00 folded: 4 reminders came due while you were away — Task 1 at 01:00 (4 h 30 min ago); \
            Task 2 at 02:00 (3 h 30 min ago); Task 3 at 03:00 (2 h 30 min ago); Task 4 at 04:00 (1 h 30 min ago)

            """)
        // One sleep before the resume, and the next one is the first after the fold.
        #expect(wakes.timeouts.count == 2)
        #expect(wakes.problems.isEmpty)
    }

    @Test func quietHoursHoldTheReminderUntilTheyEnd() throws {
        let harness = try H()
        try harness.add("Melatonin", "daily at 08:01")
        let configuration = H.configuration {
            $0.quietHours = QuietHours(start: TimeOfDay(hour: 8, minute: 0)!, end: TimeOfDay(hour: 8, minute: 3)!)
        }
        let wakes = harness.run([.alarmRings], clock: ManualClock(at: H.at("07:59:58")), hasAlarm: true,
                                configuration: configuration)
        #expect(harness.output == "2026-12-01T08:03:00+00:00 caught-up: Melatonin at 08:01 (2 min ago) [tend:melatonin:1:0]\n")
        #expect(wakes.problems.isEmpty)
    }

    /// A second daemon on the same database, ten seconds after the first sent the reminder,
    /// sends nothing: what went out is recorded in the database, not in the process.
    @Test func aRestartSendsNothingTwice() throws {
        let harness = try H()
        try harness.add("Ibuprofen", "daily at 08:00")
        harness.run([.alarmRings], clock: ManualClock(at: H.at("07:59:59")), hasAlarm: true)
        #expect(harness.output == "2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]\n")
        let second = harness.run([], clock: ManualClock(at: H.at("08:00:10")), hasAlarm: true)
        #expect(harness.output == "2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]\n")
        #expect(harness.logLines(containing: "reminding from").count == 2)
        #expect(second.problems.isEmpty)
    }
}
