import TendCore
import Testing

/// `DailyAdherence.add`, which merges a task's occurrences, expanded a few weeks at a time,
/// with the ascending indices of its done ones, against counting the whole period's
/// occurrences with a set of done keys, as summary does.
@Suite struct DailyAdherenceTests {
    static let first = CivilDate(year: 2026, month: 1, day: 1)!
    static let start = ZoneRules.utc.instant(for: LocalDateTime(date: first))
    static let end = ZoneRules.utc.instant(for: LocalDateTime(date: first.adding(days: 100)))

    /// Three times a day from 1 January, then from 20 February (version 2) at 08:00 and 20:00.
    static func timeline() throws -> TaskTimeline {
        let change = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 2, day: 20)!))
        let versions = [
            ScheduleVersion(number: 1, effectiveFrom: start, schedule: try ScheduleLanguage.parse(
                "3 times a day", options: ScheduleParsingOptions(startDate: first))),
            ScheduleVersion(number: 2, effectiveFrom: change, schedule: try ScheduleLanguage.parse(
                "daily at 08:00 and 20:00", options: ScheduleParsingOptions(startDate: first))),
        ]
        return TaskTimeline(task: CareTask(id: "t", title: "T", style: .checklist, created: start), versions: versions) { _ in .utc }
    }

    /// Done: every occurrence whose index is not a multiple of 3 or 7.
    static func isDone(_ index: Int) -> Bool { index % 3 != 0 && index % 7 != 0 }

    @Test func theMergeCountsWhatTheSetCounts() throws {
        let timeline = try Self.timeline()
        let expected = DailyAdherence(occurrences: timeline.occurrences(from: Self.start, to: Self.end), zone: .utc) {
            Self.isDone($0.index)
        }
        var merged = DailyAdherence()
        var asked: [Int] = []
        merged.add(timeline, from: Self.start, to: Self.end, zone: .utc) { version, indices, visit in
            asked.append(version)
            for index in indices where Self.isDone(index) { visit(index) }
        }
        #expect(asked == [1, 2])
        #expect(merged == expected)
        #expect(merged.days.count == 100)
        #expect(merged[Self.first] == Adherence(expected: 3, done: 2))
    }

    @Test func anIndexThatNamesNoOccurrenceCountsNothing() throws {
        let timeline = try Self.timeline()
        var daily = DailyAdherence()
        let end = ZoneRules.utc.instant(for: LocalDateTime(date: Self.first.adding(days: 2)))
        daily.add(timeline, from: Self.start, to: end, zone: .utc) { _, indices, visit in
            #expect(indices == 0..<6)
            for index in [1, 4, 5, 99] { visit(index) }
        }
        #expect(daily[Self.first] == Adherence(expected: 3, done: 1))
        #expect(daily[Self.first.adding(days: 1)] == Adherence(expected: 3, done: 2))
    }
}
