import Testing
@testable import TendNotify

/// A notifier that fails: says so once, sends through the fallback, tries again later.
@Suite struct FallbackNotifierTests {
    typealias F = PlanningFixtures

    /// A notifier that records what it got, and fails while `failing` is set.
    final class Recording: Notifier {
        let name: String
        var failing = false
        var delivered: [String] = []

        init(_ name: String) { self.name = name }

        func deliver(_ reminder: Reminder) throws(NotifierError) {
            if failing { throw NotifierError("no D-Bus session bus") }
            delivered.append(reminder.sentAtText)
        }
    }

    func reminder(at time: String) throws -> Reminder {
        let candidate = try #require(F.candidates(F.task("ibuprofen", "daily at 08:00")).first)
        return ReminderComposer(zone: .utc, offersActions: true).reminder(kind: .due, candidates: [candidate], now: F.at(time))
    }

    @Test func warnsOnceFallsBackRetriesAfterAMinuteAndSaysWhenItWorksAgain() throws {
        let desktop = Recording("libnotify")
        let print = Recording("print")
        var warnings: [String] = []
        var news: [String] = []
        let notifier = FallbackNotifier(preferred: desktop, fallback: print, retrySeconds: 60, warn: { warnings.append($0) },
                                        inform: { news.append($0) })
        desktop.failing = true
        try notifier.deliver(try reminder(at: "08:00"))
        try notifier.deliver(try reminder(at: "08:00:30"))
        try notifier.deliver(try reminder(at: "08:01"))
        #expect(print.delivered == ["2026-12-01T08:00:00+00:00", "2026-12-01T08:00:30+00:00", "2026-12-01T08:01:00+00:00"])
        #expect(warnings == ["libnotify cannot show reminders (no D-Bus session bus); sending them through print and trying again later"])
        #expect(notifier.isFallingBack)

        desktop.failing = false
        try notifier.deliver(try reminder(at: "08:01:30"))
        #expect(print.delivered.count == 4)
        try notifier.deliver(try reminder(at: "08:02"))
        #expect(desktop.delivered == ["2026-12-01T08:02:00+00:00"])
        #expect(news == ["libnotify works again; reminders go there from now on"])
        #expect(warnings.count == 1)
        #expect(!notifier.isFallingBack)
    }
}
