import Testing
import TendCore
import TendNotify
import TendReminders

/// Quiet hours in skip mode on the loop: a task whose next occurrences all fall in the quiet
/// hours is still reminded of when they end.
@Suite struct QuietSkipLoopTests {
    typealias H = LoopHarness

    /// From 22:00 the next four hours are quiet; before the fix the loop armed no alarm after
    /// 21:00 and slept through the morning.
    @Test func anHourlyTaskIsRemindedOfAgainWhenTheQuietHoursEnd() throws {
        let harness = try H()
        try harness.add("Sips", "every hour")
        let clock = ManualClock(at: H.at("20:59:59"))
        let configuration = H.configuration {
            $0.nagIntervalSeconds = 0
            $0.catchUpSeconds = 60
            $0.quietHours = QuietHours(start: TimeOfDay(hour: 22, minute: 0)!, end: TimeOfDay(hour: 7, minute: 0)!)
            $0.quietMode = .skip
        }
        let wakes = harness.run([.alarmRings, .alarmRings], clock: clock, hasAlarm: true, configuration: configuration)
        #expect(harness.output == """
            2026-12-01T21:00:00+00:00 due: Sips at 21:00 [tend:sips:1:13]
            2026-12-02T07:00:00+00:00 due: Sips at 07:00 [tend:sips:1:23]

            """)
        #expect(wakes.armedAt == H.at("08:00").adding(seconds: 86_400))
        #expect(wakes.problems.isEmpty)
    }
}
