import Glibc
import Testing
import TendCore
import TendReminders

/// The reminder loop driven through suspends and clock changes by a script, on a clock moved
/// by hand: the exact reminders it sends, and how it sleeps, without waiting for real time.
/// (`ClockJumpTests` in TendCLITests runs the same stories on the real binary.)
@Suite struct ReminderLoopTests {
    typealias H = LoopHarness

    /// With the alarm (the system clock) a resume is reported; without it (a pinned clock, or
    /// a system that refuses the alarm) the loop notices that the wall clock ran ahead of the
    /// monotonic one.
    @Test(arguments: [true, false])
    func afterASuspendWhatCameDueWithinTheWindowComesAsOneFoldedReminder(hasAlarm: Bool) throws {
        let harness = try H()
        for hour in 9...13 { try harness.add("Task \(hour)", "daily at \(hour < 10 ? "0" : "")\(hour):00") }
        let clock = ManualClock(at: H.at("08:00"))
        let configuration = H.configuration { $0.catchUpSeconds = 4 * 3600 + 30 * 60 }
        let wakes = harness.run([.resume(at: H.at("14:00"))], clock: clock, hasAlarm: hasAlarm, configuration: configuration)
        // Task 9 came due 5 h before, outside the window: never sent.
        #expect(harness.output == """
            2026-12-01T14:00:00+00:00 folded: 4 reminders came due while you were away — Task 10 at 10:00 (4 h ago); \
            Task 11 at 11:00 (3 h ago); Task 12 at 12:00 (2 h ago); Task 13 at 13:00 (1 h ago)

            """)
        #expect(harness.logLines(containing: "planning again") == (hasAlarm ? [
            "info: the wall clock was set or the machine resumed; planning again",
        ] : []))
        #expect(wakes.problems.isEmpty)
    }

    /// A reminder due centuries away is slept towards in the longest sleep, never overflowed
    /// (the wait until the year 2999 in nanoseconds does not fit in 64 bits).
    @Test func aTaskDueCenturiesAwayIsWaitedForWithoutOverflow() throws {
        let harness = try H()
        try harness.add("Far", "once at 2999-01-01 08:00")
        let clock = ManualClock(at: H.at("07:00"))
        let wakes = harness.run([.timeout], clock: clock, hasAlarm: false)
        #expect(harness.output == "")
        #expect(wakes.timeouts == [60_000, 60_000])
        #expect(wakes.problems.isEmpty)
    }

    @Test func aClockSetBackAnHourSendsNothingTwice() throws {
        let harness = try H()
        try harness.add("Ibuprofen", "daily at 08:00")
        let clock = ManualClock(at: H.at("07:59:59"))
        let wakes = harness.run([
            .alarmRings, .alarmRings,
            // An hour back, then on through the instant of the reminder and of the nag again.
            .setClock(to: H.at("07:29:59")), .setClock(to: H.at("07:59:59")), .setClock(to: H.at("08:00:00")),
            .setClock(to: H.at("08:29:59")), .setClock(to: H.at("08:30:00")),
        ], clock: clock, hasAlarm: true)
        #expect(harness.output == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]
            2026-12-01T08:30:00+00:00 nag: Ibuprofen at 08:00 (30 min ago) [tend:ibuprofen:1:0]

            """)
        // The next nag stays where it was: 30 minutes after the last one.
        #expect(wakes.armedAt == H.at("09:00"))
        #expect(wakes.problems.isEmpty)
    }

    @Test func aClockSetForwardPastADueInstantSendsItAtOnceAndOnce() throws {
        let harness = try H()
        try harness.add("Walk", "daily at 09:00")
        try harness.add("Lunch", "daily at 12:00")
        let clock = ManualClock(at: H.at("08:00"))
        let wakes = harness.run([.setClock(to: H.at("09:10")), .setClock(to: H.at("09:10"))], clock: clock, hasAlarm: true)
        #expect(harness.output == "2026-12-01T09:10:00+00:00 caught-up: Walk at 09:00 (10 min ago) [tend:walk:1:0]\n")
        #expect(wakes.armedAt == H.at("09:40"))
        #expect(wakes.problems.isEmpty)
    }

    /// On the system clock the alarm alone brings the due instant: every sleep is without a
    /// timeout (the print backend needs none).
    @Test func withTheAlarmTheLoopSleepsWithoutATimeout() throws {
        let harness = try H()
        try harness.add("Pulse", "daily at 08:00")
        let clock = ManualClock(at: H.at("07:00"))
        let wakes = harness.run([.alarmRings], clock: clock, hasAlarm: true)
        #expect(harness.output == "2026-12-01T08:00:00+00:00 due: Pulse at 08:00 [tend:pulse:1:0]\n")
        #expect(wakes.timeouts == [-1, -1])
    }

    /// Without the alarm the due instant is a timeout of at most a minute, on a clock that
    /// stops in a suspend.
    @Test func withoutTheAlarmTheLoopSleepsAtMostAMinuteAtATime() throws {
        let harness = try H()
        try harness.add("Pulse", "daily at 08:00")
        let clock = ManualClock(at: H.at("07:58:30"), isPinned: true)
        let wakes = harness.run([.timeout, .timeout], clock: clock, hasAlarm: false)
        #expect(harness.output == "2026-12-01T08:00:00+00:00 due: Pulse at 08:00 [tend:pulse:1:0]\n")
        #expect(wakes.timeouts == [60_000, 30_000, 60_000])
    }

    @Test func hangUpReloadsAndAConfigurationThatCannotBeReadKeepsTheOldOne() throws {
        let harness = try H()
        try harness.add("Walk", "daily at 09:00")
        let clock = ManualClock(at: H.at("08:00"))
        var reloads = 0
        let wakes = harness.run([.signal(SIGHUP), .signal(SIGHUP), .alarmRings], clock: clock, hasAlarm: true) {
            reloads += 1
            guard reloads == 1 else { throw ReloadProblem() }
            return H.configuration { $0.leadSeconds = 600 }
        }
        #expect(harness.logLines(containing: "configuration") == [
            "info: reread the configuration (lead 600s)",
            "warning: kept the previous configuration: the file is gone",
        ])
        #expect(harness.output == "2026-12-01T08:50:00+00:00 due: Walk at 09:00 [tend:walk:1:0]\n")
        #expect(wakes.problems.isEmpty)
    }

    @Test func aSignalToStopEndsTheLoop() throws {
        let harness = try H()
        let clock = ManualClock(at: H.at("08:00"))
        let wakes = harness.run([.signal(SIGINT), .alarmRings], clock: clock, hasAlarm: true)
        #expect(harness.log == ["info: reminding from '\(harness.store.path)' through print (lead 0s)", "info: stopped"])
        #expect(wakes.timeouts.count == 1)
    }
}

private struct ReloadProblem: Error, CustomStringConvertible {
    var description: String { "the file is gone" }
}
