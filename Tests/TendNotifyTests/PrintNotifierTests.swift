import Testing
@testable import TendNotify

/// The print backend: one time-stamped line per reminder.
@Suite struct PrintNotifierTests {
    typealias F = PlanningFixtures

    @Test func writesOneLinePerReminder() throws {
        var lines: [String] = []
        let notifier = PrintNotifier { lines.append($0) }
        let task = F.task("ibuprofen", "daily at 08:00 \"Morning\"", instructions: "with food")
        let composer = ReminderComposer(zone: .utc, offersActions: false)
        try notifier.deliver(composer.reminder(kind: .due, candidates: [try #require(F.candidates(task).first)], now: F.at("08:00")))
        let folded = (1...4).flatMap { F.candidates(F.task("t\($0)", "daily at 0\($0):00"), to: F.at("12:00")) }
        try notifier.deliver(composer.reminder(kind: .folded, candidates: folded, now: F.at("06:00")))
        #expect(lines == [
            "2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 — Morning; with food [tend:ibuprofen:1:0]\n",
            "2026-12-01T06:00:00+00:00 folded: 4 reminders came due while you were away — T1 at 01:00 (5 h ago); T2 at 02:00 (4 h ago); T3 at 03:00 (3 h ago); T4 at 04:00 (2 h ago)\n",
        ])
    }
}
