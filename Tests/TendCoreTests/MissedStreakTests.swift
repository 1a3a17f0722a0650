import Testing
import TendCore

/// Runs of missed occurrences, in a zone an hour east of UTC so that the user's day is not
/// UTC's: when an occurrence counts as missed, and which occurrence is the N-th miss of a run.
@Suite struct MissedStreakTests {
    static let zone = ZoneRules(identifier: "Test+1", fixedOffset: 3_600)

    /// 2026-12-`day` at `hour`:00 in the test zone.
    static func at(_ hour: Int, day: Int = 1) -> Instant {
        zone.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day)!, time: TimeOfDay(hour: hour, minute: 0)!))
    }

    /// Four doses a day (08, 12, 16, 20) from December 1, numbered from 0.
    static func dose(_ index: Int) -> TaskOccurrence {
        let hours = [8, 12, 16, 20]
        let start = at(hours[index % 4], day: 1 + index / 4)
        return TaskOccurrence(taskID: "ibuprofen", version: 1,
                              occurrence: Occurrence(index: index, start: start, end: nil, allDay: false, element: 0), label: nil)
    }

    static func doses(_ range: Range<Int>) -> [TaskOccurrence] { range.map(dose) }

    static func key(_ index: Int) -> OccurrenceKey { dose(index).key }

    @Test func anOccurrenceIsMissedWhenTheNextBeginsOrItsDayEndsWhicheverComesFirst() {
        #expect(MissedStreak.missedAt(Self.dose(0), next: Self.dose(1), zone: Self.zone) == Self.at(12))
        // The 20:00 dose: its day ends (local midnight) before the next morning's dose.
        #expect(MissedStreak.missedAt(Self.dose(3), next: Self.dose(4), zone: Self.zone) == Self.at(0, day: 2))
        // The last occurrence of a task: at the end of its day.
        #expect(MissedStreak.missedAt(Self.dose(1), next: nil, zone: Self.zone) == Self.at(0, day: 2))
    }

    @Test func theSecondMissInARowIsMarkedOnceWhateverFollows() {
        let marks = MissedStreak.marks(reaching: 2, in: Self.doses(0..<7), following: Self.dose(7),
                                       recorded: [Self.key(0)], zone: Self.zone)
        #expect(marks == [MissedStreak.Mark(occurrence: Self.dose(2), missedAt: Self.at(20), first: Self.key(1))])
    }

    @Test func aRecordedOccurrenceEndsTheRunAndTheNextRunIsMarkedAgain() {
        let marks = MissedStreak.marks(reaching: 2, in: Self.doses(0..<6), following: Self.dose(6),
                                       recorded: [Self.key(0), Self.key(2)], zone: Self.zone)
        // 12:00 alone, then 20:00 and the next morning's 08:00, missed when 12:00 begins.
        #expect(marks == [MissedStreak.Mark(occurrence: Self.dose(4), missedAt: Self.at(12, day: 2), first: Self.key(3))])
    }

    @Test func aRunOfOneMarksEveryFirstMiss() {
        let marks = MissedStreak.marks(reaching: 1, in: Self.doses(0..<4), following: nil,
                                       recorded: [Self.key(1)], zone: Self.zone)
        #expect(marks.map(\.occurrence.key) == [Self.key(0), Self.key(2)])
        #expect(marks.map(\.missedAt) == [Self.at(12), Self.at(20)])
    }

    @Test func theLastOccurrenceOfTheListTakesTheFollowingOneAsItsNext() {
        let marks = MissedStreak.marks(reaching: 3, in: Self.doses(0..<3), following: Self.dose(3), recorded: [], zone: Self.zone)
        #expect(marks == [MissedStreak.Mark(occurrence: Self.dose(2), missedAt: Self.at(20), first: Self.key(0))])
        let last = MissedStreak.marks(reaching: 3, in: Self.doses(0..<3), following: nil, recorded: [], zone: Self.zone)
        #expect(last.map(\.missedAt) == [Self.at(0, day: 2)])
    }

    @Test(arguments: [0, -1])
    func aCountBelowOneMarksNothing(count: Int) {
        #expect(MissedStreak.marks(reaching: count, in: Self.doses(0..<4), following: nil, recorded: [], zone: Self.zone).isEmpty)
    }

    @Test func aRunShorterThanTheCountMarksNothing() {
        let marks = MissedStreak.marks(reaching: 3, in: Self.doses(0..<5), following: nil,
                                       recorded: [Self.key(2)], zone: Self.zone)
        #expect(marks.isEmpty)
    }
}
