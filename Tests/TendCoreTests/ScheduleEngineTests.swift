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

    /// RFC 5545's set: YEARLY;COUNT=3 and MONTHLY;COUNT=2 from 1997-09-02 both give that day,
    /// which is one occurrence. It keeps index 0; position 1 stays unused, so every window
    /// numbers the others as before and `count(before:)` stays a sum of counts.
    @Test func twoRulesGiveASharedInstantOnce() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule(
            "DTSTART:19970902T090000 RRULE:FREQ=YEARLY;COUNT=3 RRULE:FREQ=MONTHLY;COUNT=2"), zone: .utc)
        let start = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 1997, month: 1, day: 1)!))
        let all = engine.occurrences(from: start, to: start.adding(seconds: 4 * 366 * 86_400))
        #expect(all.map { LocalDateTime(localSeconds: $0.start.seconds).description }
                == ["1997-09-02T09:00:00", "1997-10-02T09:00:00", "1998-09-02T09:00:00", "1999-09-02T09:00:00"])
        #expect(all.map(\.index) == [0, 2, 3, 4])
        #expect(all.map(\.element) == [0, 1, 0, 0])
        #expect(engine.totalCount == 4)
        #expect(engine.occurrence(at: 1) == nil)
        for occurrence in all {
            #expect(engine.occurrence(at: occurrence.index) == occurrence)
            #expect(engine.occurrences(from: occurrence.start, to: occurrence.start.adding(seconds: 1)) == [occurrence])
            #expect(engine.occurrences(startingAtOrAfter: occurrence.start, limit: 1) == [occurrence])
        }
    }

    /// On the day Berlin skips 02:00–03:00, a rule every 20 minutes reads 02:00, 02:20 and
    /// 02:40 with the offset before the gap (RFC 5545), which lands them on 03:00, 03:20 and
    /// 03:40: each instant is one occurrence, with the index of the first position that gives
    /// it, and the later positions stay unused, as for instants two rules share.
    @Test func aSkippedHoursTimesAreNotGivenTwice() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule(
            "DTSTART:20260329T010000 RRULE:FREQ=MINUTELY;INTERVAL=20"), zone: Self.berlin)
        let from = Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 3, day: 29)!)).adding(seconds: 3600)
        let all = engine.occurrences(from: from, to: from.adding(seconds: 2 * 3600))
        #expect(all.map { Self.berlin.localDateTime(at: $0.start).description }
                == ["2026-03-29T01:00:00", "2026-03-29T01:20:00", "2026-03-29T01:40:00",
                    "2026-03-29T03:00:00", "2026-03-29T03:20:00", "2026-03-29T03:40:00"])
        #expect(all.map(\.index) == [0, 1, 2, 3, 5, 7])
        #expect(engine.occurrences(startingAtOrAfter: all[3].start, limit: 2).map(\.index) == [3, 5])
        var batched: [Occurrence] = []
        engine.forEachBatch(from: from, to: from.adding(seconds: 2 * 3600)) { batched += $0; return true }
        #expect(batched == all)
    }

    /// An RDATE (on the first rule) that the second rule also gives is one occurrence too.
    @Test func anExtraDateAnotherRuleGivesIsOneOccurrence() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule(
            "DTSTART:20261201T080000 RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4 RRULE:FREQ=DAILY;COUNT=3 RDATE:20261203T080000"), zone: .utc)
        let start = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 1)!))
        let all = engine.occurrences(startingAtOrAfter: start, limit: 10)
        #expect(all.map { LocalDateTime(localSeconds: $0.start.seconds).date.description }
                == ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-08", "2026-12-15", "2026-12-22"])
        #expect(all.map(\.index) == [0, 2, 3, 5, 6, 7])
        #expect(engine.totalCount == 6)
    }

    /// Two rules that never end (Mondays, and the 1st of each month) share the Mondays that are
    /// a 1st: in a window 475 years on, each is one occurrence, numbered as counting from the
    /// start numbers it.
    @Test func rulesThatNeverEndShareInstantsOnceFarOn() throws {
        let engine = ScheduleEngine(schedule: try Self.schedule(
            "DTSTART:20260601T090000 RRULE:FREQ=WEEKLY;BYDAY=MO RRULE:FREQ=MONTHLY;BYMONTHDAY=1"), zone: Self.berlin)
        #expect(engine.totalCount == nil)
        let from = Self.berlin.instant(for: LocalDateTime(date: CivilDate(year: 2501, month: 1, day: 1)!))
        let window = engine.occurrences(from: from, to: from.adding(seconds: 366 * 86_400))
        #expect(Set(window.map(\.start)).count == window.count)
        // The days of the window, counted on the calendar: each Monday or 1st once.
        let first = CivilDate(year: 2501, month: 1, day: 1)!
        let days = (0..<366).map { first.adding(days: $0) }
        #expect(window.count == days.filter { $0.weekday == .monday || $0.day == 1 }.count)
        let mondayFirsts = window.filter { occurrence in
            let local = Self.berlin.localDateTime(at: occurrence.start).date
            return local.day == 1 && local.weekday == .monday
        }
        #expect(!mondayFirsts.isEmpty)
        for occurrence in mondayFirsts {
            #expect(occurrence.element == 0)
            #expect(engine.count(before: occurrence.start) == occurrence.index)
            #expect(engine.occurrence(at: occurrence.index) == occurrence)
            #expect(engine.occurrence(at: occurrence.index + 1) == nil)
        }
    }

    /// Occurrences told apart by their labels stay two at one instant (two pills at 08:00);
    /// the same unlabelled time given twice is one.
    @Test func onlyOccurrencesNothingTellsApartAreOne() throws {
        let day = ZoneRules.utc.instant(for: LocalDateTime(date: CivilDate(year: 2016, month: 1, day: 4)!))
        let labelled = ScheduleEngine(schedule: try Self.schedule("daily at 08:00 \"Metformin\" + daily at 08:00 \"Lisinopril\""), zone: .utc)
        #expect(labelled.occurrences(from: day, to: day.adding(seconds: 86_400)).count == 2)
        let twice = ScheduleEngine(schedule: try Self.schedule("daily at 08:00 + weekdays at 08:00"), zone: .utc)
        let monday = twice.occurrences(from: day, to: day.adding(seconds: 86_400))
        #expect(monday.map(\.element) == [0])
        #expect(monday.map(\.index) == [twice.count(before: day)])
    }
}
