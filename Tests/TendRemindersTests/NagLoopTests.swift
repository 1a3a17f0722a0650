import Testing
import TendCore
import TendNotify
import TendReminders

/// Nags on the loop: an occurrence not done is reminded again every nag interval, as many
/// times as the limit allows, then left alone until the next one. (How a nag replaces its
/// popup on the desktop is `DesktopReminderTests`'.)
@Suite struct NagLoopTests {
    typealias H = LoopHarness

    @Test func aNagComesEveryIntervalUpToTheLimitAndThenNoMore() throws {
        let harness = try H()
        try harness.add("Ibuprofen", "daily at 08:00")
        let configuration = H.configuration {
            $0.nagIntervalSeconds = 60
            $0.nagLimit = 2
        }
        let wakes = harness.run([.alarmRings, .alarmRings, .alarmRings], clock: ManualClock(at: H.at("07:59:58")),
                                hasAlarm: true, configuration: configuration)
        #expect(harness.output == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]
            2026-12-01T08:01:00+00:00 nag: Ibuprofen at 08:00 (1 min ago) [tend:ibuprofen:1:0]
            2026-12-01T08:02:00+00:00 nag: Ibuprofen at 08:00 (2 min ago) [tend:ibuprofen:1:0]

            """)
        // After the second nag the alarm stands at tomorrow's dose.
        #expect(wakes.armedAt == H.at("08:00").adding(seconds: 86_400))
        #expect(wakes.problems.isEmpty)
    }
}
