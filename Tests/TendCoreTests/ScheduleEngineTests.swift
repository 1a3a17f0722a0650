import Testing
import TendCore
import TendSystem

/// The engine: stable indices, direct access to occurrence N, far dates, compositions.
@Suite struct ScheduleEngineTests {
    static let berlin = try! ZoneLoader(environment: [:]).zone(named: "Europe/Berlin")

    static func schedule(_ text: String, start: CivilDate = CivilDate(year: 2016, month: 1, day: 1)!) throws -> Schedule {
        try ScheduleLanguage.parse(text, options: ScheduleParsingOptions(startDate: start))
    }

    static let texts = [
        "4 times a day", "every 6 hours from 06:00", "weekdays at 07:30 + sundays at 20:00",
        "monthly on the last friday at 17:00", "daily at 08:00 \"Morning\" and 20:00 \"Evening\"",
        "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYHOUR=9", "every 30 minutes between 09:00 and 11:00",
        "DTSTART:20160101T090000 RRULE:FREQ=WEEKLY;BYDAY=MO,TH EXDATE:20160104T090000 RDATE:20160102T100000",
    ]

    /// Occurrences found in a window ten years after the start carry the same indices as
    /// counting from the start, and `occurrence(at:)` returns each one directly.
    @Test(arguments: texts)
    func indicesAreStableAndDirect(text: String) throws {
        let engine = ScheduleEngine(schedule: try Self.schedule(text), zone: Self.berlin)
        let from = Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 3, day: 25)!))
        let to = Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 4, day: 5)!))
        let window = engine.occurrences(from: from, to: to)
        let yearStart = Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 1, day: 1)!))
        let wider = engine.occurrences(from: yearStart, to: to).filter { $0.start >= from }
        #expect(window == wider)
        for occurrence in window {
            #expect(engine.occurrence(at: occurrence.index) == occurrence)
        }
        if let first = window.first {
            #expect(engine.count(before: first.start) == first.index)
        }
        #expect(window.map(\.index) == Array((window.first?.index ?? 0)..<((window.first?.index ?? 0) + window.count)))
    }

    /// Extra and exception dates near the start: every window numbers an occurrence as a
    /// walk from the start does, also when an exception is given twice, an extra date is one
    /// the rule makes anyway, or an exception removes an extra date.
    @Test(arguments: [
        ("DTSTART:20160101T090000 RRULE:FREQ=DAILY;COUNT=10 EXDATE:20160103T090000,20160103T090000", 9),
        ("DTSTART:20160101T090000 RRULE:FREQ=DAILY;COUNT=10 RDATE:20160104T090000,20160105T100000 EXDATE:20160105T100000", 10),
    ])
    func extraAndExceptionDatesNumberTheSameInEveryWindow(text: String, expected: Int) throws {
        let engine = ScheduleEngine(schedule: try Self.schedule(text), zone: .utc)
        let start = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2016, month: 1, day: 1)!))
        let all = engine.occurrences(from: start, to: start.adding(seconds: 60 * 86_400))
        #expect(all.count == expected)
        #expect(all.map(\.index) == Array(0..<expected))
        #expect(engine.count(before: start.adding(seconds: 60 * 86_400)) == expected)
        for occurrence in all {
            #expect(engine.occurrences(from: occurrence.start, to: occurrence.start.adding(seconds: 1)) == [occurrence])
            #expect(engine.count(before: occurrence.start) == occurrence.index)
        }
    }

    @Test func tiesAreBrokenByElementOrder() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule("daily at 08:00 \"B\" + daily at 08:00 \"A\""), zone: .utc)
        let day = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2016, month: 1, day: 3)!))
        let items = engine.occurrences(from: day, to: day.adding(seconds: 86_400))
        #expect(items.map(\.index) == [4, 5])
        #expect(items.map(\.element) == [0, 1])
    }

    @Test func farDatesAndLeapDays() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule("yearly on 02-29 at 10:00", start: CivilDate(year: 2096, month: 1, day: 1)!),
                                    zone: Self.berlin)
        let after = Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2096, month: 1, day: 1)!))
        let dates = engine.occurrences(startingAtOrAfter: after, limit: 3).map { Self.berlin.localDateTime(at: $0.start).description }
        // 2100 is not a leap year; 2400 is.
        #expect(dates == ["2096-02-29T10:00:00", "2104-02-29T10:00:00", "2108-02-29T10:00:00"])
        let far = ScheduleEngine(schedule: try Self.schedule("daily at 02:30", start: CivilDate(year: 2400, month: 3, day: 25)!), zone: Self.berlin)
        let spring = far.occurrences(startingAtOrAfter: Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2400, month: 3, day: 26)!)), limit: 1)
        // The last Sunday of March 2400 is the 26th: 02:30 falls in the gap and moves to 03:30.
        #expect(spring.map { Self.berlin.localDateTime(at: $0.start).description } == ["2400-03-26T03:30:00"])
    }

    @Test func yearEndAndMonthEnds() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule("monthly on the 31st at 09:00", start: CivilDate(year: 2026, month: 12, day: 1)!), zone: .utc)
        let from = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 1)!))
        let dates = engine.occurrences(startingAtOrAfter: from, limit: 4).map { LocalDateTime(localSeconds: $0.start.seconds).date.description }
        #expect(dates == ["2026-12-31", "2027-01-31", "2027-03-31", "2027-05-31"])
    }

    @Test func finiteSchedulesEnd() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule("every 8 hours from 06:00 for 10 days"), zone: Self.berlin)
        #expect(engine.totalCount == 30)
        #expect(engine.occurrence(at: 29) != nil)
        #expect(engine.occurrence(at: 30) == nil)
        let start = Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2016, month: 1, day: 1)!))
        #expect(engine.occurrences(startingAtOrAfter: start, limit: 100).count == 30)
    }
}
