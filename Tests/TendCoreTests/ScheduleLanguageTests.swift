import Testing
import TendCore

/// The schedule language: what phrases expand to, and how bad text is reported.
@Suite struct ScheduleLanguageTests {
    static let options = ScheduleParsingOptions(startDate: CivilDate(year: 2026, month: 12, day: 1)!)

    /// Local start times of the first `count` occurrences in UTC, as `YYYY-MM-DD HH:MM`.
    static func firstTimes(_ text: String, _ count: Int = 6) throws -> [String] {
        let schedule = try ScheduleLanguage.parse(text, options: options)
        let engine = ScheduleEngine(schedule: schedule, zone: .utc)
        let from = ZoneRules.utc.instant(for: LocalDateTime(date: options.startDate))
        return engine.occurrences(startingAtOrAfter: from, limit: count).map { occurrence in
            let local = LocalDateTime(localSeconds: occurrence.start.seconds)
            let label = schedule.elements[occurrence.element].label.map { " " + $0 } ?? ""
            return "\(local.date) \(local.time)" + (occurrence.allDay ? " all-day" : "") + label
        }
    }

    static let expansions: [(String, [String])] = [
        ("daily at 08:00", ["2026-12-01 08:00", "2026-12-02 08:00", "2026-12-03 08:00"]),
        ("daily at 8", ["2026-12-01 08:00", "2026-12-02 08:00"]),
        ("daily at 0, 13 and 23:30", ["2026-12-01 00:00", "2026-12-01 13:00", "2026-12-01 23:30", "2026-12-02 00:00"]),
        ("Daily at 8am, 12:30 and 6pm", ["2026-12-01 08:00", "2026-12-01 12:30", "2026-12-01 18:00", "2026-12-02 08:00"]),
        ("every day", ["2026-12-01 00:00 all-day", "2026-12-02 00:00 all-day"]),
        ("every other day at 9:00", ["2026-12-01 09:00", "2026-12-03 09:00", "2026-12-05 09:00"]),
        ("4 times a day", ["2026-12-01 08:00", "2026-12-01 12:00", "2026-12-01 16:00", "2026-12-01 20:00", "2026-12-02 08:00"]),
        ("4x daily", ["2026-12-01 08:00", "2026-12-01 12:00", "2026-12-01 16:00", "2026-12-01 20:00"]),
        ("twice a day between 07:00 and 21:00", ["2026-12-01 07:00", "2026-12-01 21:00", "2026-12-02 07:00"]),
        ("every 6 hours from 06:00", ["2026-12-01 06:00", "2026-12-01 12:00", "2026-12-01 18:00", "2026-12-02 00:00", "2026-12-02 06:00"]),
        ("every 30 minutes between 09:00 and 10:30", ["2026-12-01 09:00", "2026-12-01 09:30", "2026-12-01 10:00", "2026-12-01 10:30", "2026-12-02 09:00"]),
        ("weekdays at 07:30", ["2026-12-01 07:30", "2026-12-02 07:30", "2026-12-03 07:30", "2026-12-04 07:30", "2026-12-07 07:30"]),
        ("weekends at 10:00", ["2026-12-05 10:00", "2026-12-06 10:00", "2026-12-12 10:00"]),
        ("weekly on mon, wed and fri at 18:00", ["2026-12-02 18:00", "2026-12-04 18:00", "2026-12-07 18:00"]),
        ("every 2 weeks on sunday at 09:00", ["2026-12-06 09:00", "2026-12-20 09:00", "2027-01-03 09:00"]),
        ("monthly on the 1st at 09:00", ["2026-12-01 09:00", "2027-01-01 09:00", "2027-02-01 09:00"]),
        ("monthly on the 31st at 09:00", ["2026-12-31 09:00", "2027-01-31 09:00", "2027-03-31 09:00", "2027-05-31 09:00"]),
        ("monthly on the last day at 09:00", ["2026-12-31 09:00", "2027-01-31 09:00", "2027-02-28 09:00", "2027-03-31 09:00"]),
        ("monthly on the last friday at 17:00", ["2026-12-25 17:00", "2027-01-29 17:00", "2027-02-26 17:00"]),
        ("yearly on 03-15 at 10:00", ["2027-03-15 10:00", "2028-03-15 10:00"]),
        ("yearly on 02-29 at 10:00", ["2028-02-29 10:00", "2032-02-29 10:00"]),
        ("once at 2026-12-01 09:00", ["2026-12-01 09:00"]),
        ("on 2026-12-24", ["2026-12-24 00:00 all-day"]),
        ("daily at 08:00 for 3 days", ["2026-12-01 08:00", "2026-12-02 08:00", "2026-12-03 08:00"]),
        ("daily at 08:00 until 2026-12-02", ["2026-12-01 08:00", "2026-12-02 08:00"]),
        ("daily at 08:00 and 20:00 for 3 times", ["2026-12-01 08:00", "2026-12-01 20:00", "2026-12-02 08:00"]),
        ("daily at 08:00 from 2027-01-10", ["2027-01-10 08:00", "2027-01-11 08:00"]),
        ("daily at 08:00 \"Morning\" and 20:00 \"Evening\"", ["2026-12-01 08:00 Morning", "2026-12-01 20:00 Evening", "2026-12-02 08:00 Morning"]),
        ("daily at 08:00 + sundays at 20:00", ["2026-12-01 08:00", "2026-12-02 08:00", "2026-12-03 08:00", "2026-12-04 08:00", "2026-12-05 08:00", "2026-12-06 08:00", "2026-12-06 20:00"]),
        ("daily at 08:00 + daily at 08:00 \"Twin\"", ["2026-12-01 08:00", "2026-12-01 08:00 Twin", "2026-12-02 08:00"]),
    ]

    @Test(arguments: expansions)
    func phraseExpandsToExactOccurrences(text: String, expected: [String]) throws {
        #expect(try Self.firstTimes(text, expected.count) == expected)
    }

    static let rfcExpansions: [(String, [String])] = [
        ("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=8", ["2026-12-02 08:00", "2026-12-04 08:00", "2026-12-07 08:00"]),
        ("DTSTART:20261201T090000 RRULE:FREQ=DAILY;COUNT=3 EXDATE:20261202T090000",
         ["2026-12-01 09:00", "2026-12-03 09:00"]),
        ("DTSTART:20261201T090000 RRULE:FREQ=MONTHLY;BYDAY=-1FR RDATE:20261203T090000",
         ["2026-12-03 09:00", "2026-12-25 09:00", "2027-01-29 09:00"]),
        ("daily at 07:00 + RRULE:FREQ=WEEKLY;BYDAY=SU;BYHOUR=20", ["2026-12-01 07:00", "2026-12-02 07:00", "2026-12-03 07:00",
                                                                   "2026-12-04 07:00", "2026-12-05 07:00", "2026-12-06 07:00", "2026-12-06 20:00"]),
    ]

    @Test(arguments: rfcExpansions)
    func rfc5545PartsExpand(text: String, expected: [String]) throws {
        #expect(try Self.firstTimes(text, expected.count) == expected)
    }

    static let roundTrips = expansions.map(\.0) + rfcExpansions.map(\.0) + [
        "every 3 days", "every 2 months on the 15th at 12:00", "every other week on tuesday and thursday at 10:00",
        "monthly on the 1st and the last day", "monthly on the 2nd tuesday and the last friday at 17:00",
        "every 90 minutes from 06:00 for 8 times", "daily at 08:00 lasting 30 minutes target 8 glasses",
        "daily at 09:00 until 2027-01-01 18:30", "every 2 years on 12-25", "yearly on march 15", "daily at 08:00 in Europe/Berlin",
        "8 times a day", "every 15 minutes between 09:00 and 17:00", "once at 2026-12-01 09:00 \"Loading dose\"",
        "DTSTART;VALUE=DATE:20261201 RRULE:FREQ=YEARLY;BYWEEKNO=1,20;BYDAY=MO",
        "DTSTART;TZID=Asia/Tokyo:20261201T080000 RRULE:FREQ=DAILY;BYSETPOS=1;BYHOUR=8,9 EXDATE:20261203T080000",
    ]

    /// `DTSTART;TZID=` pins a part in RFC 5545 form, as ` in Zone` pins words, and the
    /// description keeps it when no part is in words.
    @Test func aTZIDPinsTheSchedule() throws {
        let schedule = try ScheduleLanguage.parse("DTSTART;tzid=America/New_York:20261201T073000 RRULE:FREQ=DAILY EXDATE:20261202T073000",
                                                  options: Self.options)
        #expect(schedule.zoneName == "America/New_York")
        #expect(ScheduleDescriber.describe(schedule) == "DTSTART;TZID=America/New_York:20261201T073000 RRULE:FREQ=DAILY EXDATE:20261202T073000")
        let mixed = try ScheduleLanguage.parse("DTSTART;TZID=Asia/Tokyo:20261201T080000 RRULE:FREQ=DAILY + weekdays at 09:00",
                                               options: Self.options)
        #expect(mixed.zoneName == "Asia/Tokyo")
        #expect(throws: ScheduleSyntaxError.self) {
            try ScheduleLanguage.parse("DTSTART;TZID=Asia/Tokyo:20261201T080000 RRULE:FREQ=DAILY + weekdays at 09:00 in Europe/Berlin",
                                       options: Self.options)
        }
    }

    /// Every schedule reads back from its own description as the same schedule, on any day.
    @Test(arguments: roundTrips)
    func descriptionReadsBackAsTheSameSchedule(text: String) throws {
        let schedule = try ScheduleLanguage.parse(text, options: Self.options)
        let words = ScheduleDescriber.describe(schedule)
        let later = ScheduleParsingOptions(startDate: CivilDate(year: 2031, month: 6, day: 9)!)
        let again = try ScheduleLanguage.parse(words, options: later)
        #expect(again == schedule, "\(text) → \(words)")
    }

    @Test(arguments: [
        ("weekdays at 7:30am", "weekdays at 07:30 from 2026-12-01"),
        ("4 times a day", "daily at 08:00, 12:00, 16:00 and 20:00 from 2026-12-01"),
        ("every 30 minutes between 09:00 and 17:00", "every 30 minutes between 09:00 and 17:00 from 2026-12-01"),
        ("daily at 08:00 \"Morning\" and 20:00 \"Evening\"", "daily at 08:00 \"Morning\" from 2026-12-01 + daily at 20:00 \"Evening\" from 2026-12-01"),
        ("every 6 hours from 06:00 for 10 days", "every 6 hours from 2026-12-01 06:00 for 40 times"),
        ("monthly on the last friday", "monthly on the last friday from 2026-12-01"),
    ])
    func describedInWords(text: String, words: String) throws {
        #expect(ScheduleDescriber.describe(try ScheduleLanguage.parse(text, options: Self.options)) == words)
    }

    /// A date style given to the describer writes every day and moment of the words: the
    /// start, an end, a single date (the language's own ISO dates otherwise).
    @Test(arguments: [
        ("every 8 hours from 16:00 for 30 times", "every 8 hours from <2026-12-01 16:00> for 30 times"),
        ("daily at 09:00 until 2026-12-11", "daily at 09:00 from <2026-12-01> until <2026-12-11>"),
        ("weekly on wednesday at 17:00 from 2026-12-02 17:00", "weekly on wednesday at 17:00 from <2026-12-02 17:00>"),
        ("once at 2026-12-05 08:00", "once at <2026-12-05 08:00>"),
        ("on 2026-12-25", "on <2026-12-25>"),
    ])
    func aDateStyleWritesEveryDate(text: String, words: String) throws {
        let marked = ScheduleDateStyle(day: { "<\($0)>" }, moment: { "<\($0.date) \($0.time)>" })
        #expect(ScheduleDescriber.describe(try ScheduleLanguage.parse(text, options: Self.options), dates: marked) == words)
    }

    static let errors: [(String, String, Int, String?)] = [
        ("wekly on monday", "unexpected word 'wekly'", 0, "weekly"),
        ("daily at 24", "'24' is not a time of day; write times as HH:MM, such as 08:00", 9, nil),
        ("daily at 25:00", "'25:00' is not a time of day; write times as HH:MM (00:00 to 23:59) or like 8am, 6:30pm", 9, nil),
        ("every 0 hours", "the interval must be at least 1", 6, nil),
        ("10000000 times a day", "10000000 times a day is more than one a minute; the limit is 1440", 0, nil),
        ("daily at 08:00 from 0000-01-01", "year 0 is out of range; use a year from 1 to 9999", 20, nil),
        ("daily at 08:00 until 99999-01-01", "year 99999 is out of range; use a year from 1 to 9999", 21, nil),
        ("on 2026-02-30", "'2026-02-30' is not a day: February 2026 has 28 days", 3, nil),
        ("on 2026-13-01", "'2026-13-01' has no month 13; months run from 01 to 12", 3, nil),
        ("on 2026-1-01", "'2026-1-01' is not a date; write dates as YYYY-MM-DD", 3, nil),
        ("daily at 08:00 +", "nothing stands on one side of this '+'; write a schedule on each side", 15, nil),
        ("", "the schedule is empty; write one such as 'daily at 08:00'", 0, nil),
        ("daily at 08:00 untill 2026-12-10", "unexpected word 'untill'", 15, "until"),
        ("every 3 fortnights", "unexpected word 'fortnights'", 8, nil),
        ("daily at 08:00 \"Morning", "this label has no closing quote", 15, nil),
        ("monthly on the 32nd", "a month has days 1st to 31st", 15, nil),
        ("daily at 08:00 for 200000 minutes", "the duration must be from 1 to 100000 minutes", 19, nil),
        ("daily at 08:00 lasting 200000 hours", "the duration must be from 1 to 100000 hours", 23, nil),
        ("daily at 08:00 until 2026-11-01", "the schedule ends 2026-11-01, before it starts (2026-12-01); give a later end or an earlier 'from'", 15, nil),
        ("daily at 08:00 from 2026-12-05 until 2026-12-04 18:00",
         "the schedule ends 2026-12-04 18:00, before it starts (2026-12-05); give a later end or an earlier 'from'", 31, nil),
    ]

    @Test(arguments: errors)
    func badTextIsRejectedWithItsPosition(text: String, message: String, offset: Int, suggestion: String?) {
        let error = #expect(throws: ScheduleSyntaxError.self) { try ScheduleLanguage.parse(text, options: Self.options) }
        #expect(error?.message == message)
        #expect(error?.offset == offset)
        #expect(error?.suggestion == suggestion)
    }

    /// The lexer looks for a curly quote only among non-ASCII characters; it still finds one.
    @Test func curlyQuotesMarkALabelAsStraightOnesDo() throws {
        let curly = try ScheduleLanguage.parse("daily at 08:00 \u{201C}after breakfast\u{201D} from 2026-12-01", options: Self.options)
        let straight = try ScheduleLanguage.parse("daily at 08:00 \"after breakfast\" from 2026-12-01", options: Self.options)
        #expect(curly == straight)
        let error = #expect(throws: ScheduleSyntaxError.self) {
            try ScheduleLanguage.parse("daily at 08:00 \u{201C}after breakfast", options: Self.options)
        }
        #expect(error?.message == "this label has no closing quote")
    }

    /// Tokens keep no text of their own: an error cuts the token from the phrase as it is
    /// written (a word as typed, a token that starts with a digit in lower case), counting
    /// characters, not bytes, after text that is not ASCII; the zone's name is cut the same way.
    @Test(arguments: [
        ("every 3 Fortnights", "unexpected word 'Fortnights'", 8),
        ("4X weekly", "expected 'daily' after '4x' (as in '4x daily'), not 'weekly'", 3),
        ("daily at 08:00 \u{201C}Frühstück\u{201D} untill 2026-12-10", "unexpected word 'untill'", 27),
        ("daily at 08:00 \"Frühstück\" from 2026-12-1X", "'2026-12-1x' is not a date; write dates as YYYY-MM-DD", 32),
    ])
    func anErrorQuotesTheTokenAsWritten(text: String, message: String, offset: Int) {
        let error = #expect(throws: ScheduleSyntaxError.self) { try ScheduleLanguage.parse(text, options: Self.options) }
        #expect(error?.message == message)
        #expect(error?.offset == offset)
    }

    @Test func theZoneIsNamedAsWrittenAfterTextThatIsNotASCII() throws {
        let schedule = try ScheduleLanguage.parse("daily at 08:00 \u{201C}Frühstück\u{201D} in Europe/Berlin", options: Self.options)
        #expect(schedule.zoneName == "Europe/Berlin")
    }

    @Test func hugeTextIsRejectedQuickly() {
        let text = String(repeating: "daily at 08:00 + ", count: 600_000)
        let error = #expect(throws: ScheduleSyntaxError.self) { try ScheduleLanguage.parse(text, options: Self.options) }
        #expect(error?.message.hasPrefix("the schedule is longer than") == true)
    }
}
