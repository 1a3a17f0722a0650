import Testing
import TendCore
import TendSystem

/// Counting the shapes that were walked from DTSTART: month by month (MONTHLY with an INTERVAL
/// that does not divide 12, DAILY with an INTERVAL above 1, WEEKLY with BYMONTH and without
/// BYSETPOS, all with day filters judged within months) and by kinds of year (YEARLY by BYYEARDAY
/// or ordinals counted in the year). The count before a bound 15 to 35 years after DTSTART is
/// python-dateutil's, and the count the period walk gives, at month ends, leap days, days 29–31,
/// COUNT, UNTIL and, through the engine, daylight-saving days in Europe/Berlin with exception and
/// extra dates.
@Suite struct AgeCountTests {
    private static func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> LocalDateTime {
        LocalDateTime(localSeconds: localSeconds(year, month, day, hour, minute, second))
    }

    /// Counts from python-dateutil 2.9 (`rrulestr(rule, dtstart=start)`, occurrences before the
    /// bound).
    @Test(arguments: [
        ("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=31", at(1996, 1, 31, 9), at(2026, 1, 31, 9), 42),
        ("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=31", at(1996, 1, 31, 9), at(2026, 1, 31, 9, 0, 1), 43),
        ("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=31", at(1996, 1, 31, 9), at(2011, 1, 1), 21),
        ("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=31", at(1996, 1, 31, 9), at(1996, 2, 1), 1),
        ("FREQ=MONTHLY;INTERVAL=7;BYDAY=MO,FR;BYSETPOS=-1,2", at(1997, 3, 15, 8), at(2027, 3, 1), 103),
        ("FREQ=MONTHLY;INTERVAL=7;BYDAY=MO,FR;BYSETPOS=-1,2", at(1997, 3, 15, 8), at(2026, 12, 28, 8), 102),
        ("FREQ=MONTHLY;INTERVAL=7;BYDAY=MO,FR;BYSETPOS=-1,2", at(1997, 3, 15, 8), at(2012, 7, 1), 53),
        ("FREQ=DAILY;INTERVAL=2;BYMONTH=2", at(1999, 12, 31, 8), at(2028, 2, 29, 8), 410),
        ("FREQ=DAILY;INTERVAL=2;BYMONTH=2", at(1999, 12, 31, 8), at(2029, 2, 14, 8), 416),
        ("FREQ=DAILY;INTERVAL=2;BYMONTH=2", at(1999, 12, 31, 8), at(2029, 2, 14, 8, 0, 1), 417),
        ("FREQ=DAILY;INTERVAL=3;BYMONTHDAY=29,30,31;BYHOUR=8,20;BYSETPOS=-1", at(2001, 1, 29, 8), at(2030, 12, 29, 20), 285),
        ("FREQ=DAILY;INTERVAL=3;BYMONTHDAY=29,30,31;BYHOUR=8,20;BYSETPOS=-1", at(2001, 1, 29, 8), at(2031, 1, 1), 286),
        ("FREQ=DAILY;INTERVAL=45;BYMONTHDAY=-1;UNTIL=20201231T235959", at(1990, 1, 31, 6), at(2015, 6, 1), 8),
        ("FREQ=DAILY;INTERVAL=45;BYMONTHDAY=-1;UNTIL=20201231T235959", at(1990, 1, 31, 6), at(2021, 1, 1), 10),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TH,SU;BYMONTH=2,3", at(1996, 2, 29, 7), at(2024, 2, 29, 7, 0, 1), 238),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TH,SU;BYMONTH=2,3", at(1996, 2, 29, 7), at(2026, 3, 1), 254),
        ("FREQ=WEEKLY;BYDAY=SU;BYMONTH=3,10", at(1996, 3, 3, 2, 30), at(2026, 3, 29, 2, 30), 270),
        ("FREQ=WEEKLY;BYDAY=SU;BYMONTH=3,10", at(1996, 3, 3, 2, 30), at(2026, 3, 29, 2, 30, 1), 271),
        ("FREQ=WEEKLY;BYDAY=SU;BYMONTH=3,10", at(1996, 3, 3, 2, 30), at(2026, 11, 1), 275),
        ("FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH;BYMONTH=1,2;COUNT=200", at(1995, 1, 2, 10), at(2025, 1, 1), 170),
        ("FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH;BYMONTH=1,2;COUNT=200", at(1995, 1, 2, 10), at(2030, 1, 10, 10), 199),
        ("FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,TH;BYMONTH=1,2;COUNT=200", at(1995, 1, 2, 10), at(2060, 1, 1), 200),
        ("FREQ=YEARLY;BYYEARDAY=1,60,-1,366", at(1996, 1, 1, 9), at(2026, 1, 1, 9), 90),
        ("FREQ=YEARLY;BYYEARDAY=1,60,-1,366", at(1996, 1, 1, 9), at(2026, 1, 1, 9, 0, 1), 91),
        ("FREQ=YEARLY;BYYEARDAY=1,60,-1,366", at(1996, 1, 1, 9), at(2024, 12, 31, 9, 0, 1), 87),
        ("FREQ=YEARLY;BYYEARDAY=1,60,-1,366", at(1996, 1, 1, 9), at(2025, 3, 1), 88),
        ("FREQ=YEARLY;BYDAY=20MO,-1SU", at(1996, 5, 13, 8), at(2026, 5, 18, 8), 60),
        ("FREQ=YEARLY;BYDAY=20MO,-1SU", at(1996, 5, 13, 8), at(2027, 1, 1), 62),
        ("FREQ=YEARLY;BYDAY=53MO,53TH;BYHOUR=7,19", at(1996, 1, 1, 7), at(2026, 12, 31), 22),
        ("FREQ=YEARLY;BYDAY=53MO,53TH;BYHOUR=7,19", at(1996, 1, 1, 7), at(2027, 1, 1), 24),
        ("FREQ=YEARLY;INTERVAL=3;BYYEARDAY=-366,100,200;BYSETPOS=-1,1", at(1995, 4, 10, 10), at(2025, 1, 1), 20),
        ("FREQ=YEARLY;INTERVAL=3;BYYEARDAY=-366,100,200;BYSETPOS=-1,1", at(1995, 4, 10, 10), at(2025, 12, 31), 22),
        ("FREQ=YEARLY;BYYEARDAY=366;COUNT=5", at(1996, 1, 1, 12), at(2012, 12, 31, 12), 4),
        ("FREQ=YEARLY;BYYEARDAY=366;COUNT=5", at(1996, 1, 1, 12), at(2050, 1, 1), 5),
    ])
    func countsAsDateutilDoes(_ text: String, _ start: LocalDateTime, _ bound: LocalDateTime, _ expected: Int) throws {
        let expander = RecurrenceExpander(rule: try RecurrenceRule(parsing: text), start: start)
        #expect(expander.count(before: bound.localSeconds) == expected)
    }

    /// The count before the first of every month and every occurrence (and a second after it)
    /// over 31 years is the number of occurrences the walk from DTSTART finds before it.
    @Test(arguments: [
        ("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=1", at(1996, 12, 1, 9)),
        ("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=29,-1;BYMONTH=1,2,3,12", at(1996, 2, 29, 23, 30)),
        ("FREQ=MONTHLY;INTERVAL=11;BYDAY=-1SU,1MO;BYHOUR=2,14;BYSETPOS=1,-1", at(1995, 10, 29, 2, 30)),
        ("FREQ=MONTHLY;INTERVAL=25;BYMONTHDAY=30;UNTIL=20211231T000000", at(1999, 12, 30)),
        ("FREQ=DAILY;INTERVAL=2;BYMONTHDAY=29,30,31", at(2000, 1, 30, 8)),
        ("FREQ=DAILY;INTERVAL=4;BYMONTH=3,10;BYDAY=SU;BYHOUR=2,3", at(1996, 1, 1, 2, 30)),
        ("FREQ=DAILY;INTERVAL=40;BYMONTH=2;COUNT=7", at(1996, 1, 1, 12)),
        ("FREQ=WEEKLY;BYDAY=SU;BYMONTH=3,10", at(1996, 3, 3, 2, 30)),
        ("FREQ=WEEKLY;INTERVAL=5;BYDAY=MO,SU;BYMONTH=1,5,9;WKST=SU", at(1997, 5, 4, 6)),
        ("FREQ=WEEKLY;INTERVAL=2;BYMONTH=2;BYHOUR=8,20", at(1996, 2, 29, 20)),
        ("FREQ=WEEKLY;INTERVAL=1000;BYMONTH=12", at(1996, 12, 31, 6)),
        ("FREQ=YEARLY;BYYEARDAY=-1,59,60;BYHOUR=2,3", at(1996, 2, 29, 2)),
        ("FREQ=YEARLY;INTERVAL=7;BYDAY=1MO,-1FR,26WE;UNTIL=20200101T000000", at(1996, 1, 1, 6)),
        ("FREQ=YEARLY;BYDAY=-53SA,TU;BYYEARDAY=1,2,3,4,5,6,7,-1,-2,-3;BYSETPOS=2,-2", at(1997, 1, 1, 23)),
    ])
    func countsAsTheWalkDoes(_ text: String, _ start: LocalDateTime) throws {
        let expander = RecurrenceExpander(rule: try RecurrenceRule(parsing: text), start: start)
        let all = expander.occurrences(before: localSeconds(start.date.year + 31, 1, 1))
        var bounds = all.flatMap { [$0, $0 + 1] }
        for month in 0..<(31 * 12) {
            bounds.append(localSeconds(start.date.year + month / 12, month % 12 + 1, 1))
        }
        for bound in bounds {
            let walked = all.prefix { $0 < bound }.count
            #expect(expander.count(before: bound) == walked, "\(text) before \(LocalDateTime(localSeconds: bound))")
        }
    }

    /// Through the engine in Europe/Berlin: DTSTART at 02:30 on the spring-forward Sunday, exception
    /// dates on both changes, extra dates on a leap day and a 31st; the count before each moment
    /// is the number of occurrences numbered from the start before it, and the index of a window
    /// 30 years later is the one numbering from the start gives.
    @Test func numbersOldWindowsInBerlinAsFromTheStart() throws {
        let berlin = try ZoneLoader(environment: [:]).zone(named: "Europe/Berlin")
        let start = Self.at(1996, 3, 31, 2, 30)
        var element = ScheduleElement(start: start, repetition: .rule(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=SU;BYMONTH=3,10")))
        element.exceptionDates = [Self.at(2010, 3, 28, 2, 30), Self.at(2010, 10, 31, 2, 30), Self.at(2025, 3, 30, 2, 30)]
        element.extraDates = [Self.at(2024, 2, 29, 9), Self.at(2025, 12, 31, 9), Self.at(2026, 3, 29, 2, 30)]
        var everyFifthMonth = ScheduleElement(start: Self.at(1996, 10, 27, 2, 30),
                                              repetition: .rule(try RecurrenceRule(parsing: "FREQ=MONTHLY;INTERVAL=5;BYDAY=-1SU")))
        everyFifthMonth.exceptionDates = [Self.at(2021, 3, 28, 2, 30)]
        let engine = ScheduleEngine(schedule: Schedule(elements: [element, everyFifthMonth]), zone: berlin)
        let from = berlin.instant(for: start).adding(seconds: -86_400)
        let end = berlin.instant(for: Self.at(2027, 1, 1))
        let all = engine.occurrences(from: from, to: end)
        #expect(all.count > 300)
        for occurrence in all {
            #expect(engine.count(before: occurrence.start) == occurrence.index, "at \(occurrence.start.seconds)")
        }
        let window = (berlin.instant(for: Self.at(2026, 3, 1)), berlin.instant(for: Self.at(2026, 4, 1)))
        let expected = all.filter { $0.start >= window.0 && $0.start < window.1 }
        #expect(expected.count == 5)
        #expect(engine.occurrences(from: window.0, to: window.1) == expected)
    }
}
