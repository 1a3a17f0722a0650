import TendCore
import Testing
@testable import TendNotify

/// What a reminder says: summary, body, urgency, buttons and tag.
@Suite struct ReminderComposerTests {
    typealias F = PlanningFixtures

    let composer = ReminderComposer(zone: .utc, offersActions: true)

    @Test func onTimeReminderOfATaskWithInstructionsAndALabel() throws {
        let task = F.task("ibuprofen", "daily at 08:00 \"Morning\"", instructions: "1 tablet < 4 a day", color: "blue")
        let candidate = try #require(F.candidates(task).first)
        let reminder = composer.reminder(kind: .due, candidates: [candidate], now: F.at("08:00"))
        #expect(reminder.summary == "Ibuprofen at 08:00")
        #expect(reminder.body == "Morning\n1 tablet < 4 a day")
        #expect(reminder.urgency == .normal)
        #expect(reminder.actions == [.done, .snooze])
        #expect(reminder.tag == "tend:ibuprofen:1:0")
        #expect(reminder.color == "blue")
        #expect(reminder.sentAtText == "2026-12-01T08:00:00+00:00")
        #expect(reminder.occurrences.map(\.startText) == ["2026-12-01T08:00:00+00:00"])
    }

    @Test func anOverdueReminderIsCriticalAndSaysHowLate() throws {
        let candidate = try #require(F.candidates(F.task("ibuprofen", "daily at 08:00")).first)
        let reminder = composer.reminder(kind: .nag, candidates: [candidate], now: F.at("09:35"))
        #expect(reminder.summary == "Ibuprofen at 08:00 (1 h 35 min ago)")
        #expect(reminder.urgency == .critical)
    }

    @Test func logTasksOfferLogAndNoButtonsWithoutAnyoneToAnswer() throws {
        let candidate = try #require(F.candidates(F.task("pain", "daily at 20:00", style: .log)).first)
        #expect(composer.reminder(kind: .due, candidates: [candidate], now: F.at("20:00")).actions == [.log, .snooze])
        let once = ReminderComposer(zone: .utc, offersActions: false)
        #expect(once.reminder(kind: .due, candidates: [candidate], now: F.at("20:00")).actions.isEmpty)
    }

    @Test func aFoldListsEveryReminderAndOffersNoButtons() {
        let candidates = (1...4).flatMap { F.candidates(F.task("task\($0)", "daily at 0\($0):00"), to: F.at("12:00")) }
        let reminder = composer.reminder(kind: .folded, candidates: candidates, now: F.at("06:00"))
        #expect(reminder.summary == "4 reminders came due while you were away")
        #expect(reminder.body == "Task1 at 01:00 (5 h ago)\nTask2 at 02:00 (4 h ago)\nTask3 at 03:00 (3 h ago)\nTask4 at 04:00 (2 h ago)")
        #expect(reminder.actions.isEmpty)
        #expect(reminder.tag == "tend:caught-up")
    }

    @Test func controlCharactersInUserTextAreNeutralised() throws {
        let task = F.task("x", "daily at 08:00", instructions: "take\u{1B}[31m with water")
        let candidate = try #require(F.candidates(task).first)
        #expect(composer.reminder(kind: .due, candidates: [candidate], now: F.at("08:00")).body == "take^[[31m with water")
    }

    @Test func allDayOccurrencesSayToday() throws {
        let candidate = try #require(F.candidates(F.task("weigh", "every day")).first)
        #expect(composer.reminder(kind: .due, candidates: [candidate], now: F.at("09:00")).summary == "Weigh today")
    }
}
