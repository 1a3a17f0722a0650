import Testing
import TendCore

/// Reading RRULE text: canonical round trips, and errors with exact positions and suggestions.
@Suite struct RecurrenceRuleParsingTests {
    @Test(arguments: [
        ("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,MO", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE"),
        ("freq=daily;count=10", "FREQ=DAILY;COUNT=10"),
        ("rrule:Freq=Monthly;ByDay=-1fr,+2mo", "FREQ=MONTHLY;BYDAY=2MO,-1FR"),
        ("FREQ=YEARLY;UNTIL=20261214;BYMONTH=12,1", "FREQ=YEARLY;UNTIL=20261214;BYMONTH=1,12"),
        ("FREQ=DAILY;UNTIL=20261214T083000", "FREQ=DAILY;UNTIL=20261214T083000"),
        ("FREQ=DAILY;UNTIL=20261214t083000z", "FREQ=DAILY;UNTIL=20261214T083000Z"),
        ("FREQ=DAILY;INTERVAL=1;WKST=MO", "FREQ=DAILY"),
        ("FREQ=YEARLY;WKST=SU;BYWEEKNO=20,-1;BYDAY=MO", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=-1,20;WKST=SU"),
        ("FREQ=HOURLY;BYSECOND=30;BYMINUTE=15,0;BYHOUR=9", "FREQ=HOURLY;BYSECOND=30;BYMINUTE=0,15;BYHOUR=9"),
        ("FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR,MO,TU,WE,TH", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
        ("  RRULE:FREQ=WEEKLY ; BYDAY = MO , FR ; ", "FREQ=WEEKLY;BYDAY=MO,FR"),
        ("FREQ=MONTHLY;BYMONTHDAY=15,-1,15", "FREQ=MONTHLY;BYMONTHDAY=-1,15"),
        ("FREQ=YEARLY;BYYEARDAY=366,-366;BYDAY=SU,1SU,-1SU,SU", "FREQ=YEARLY;BYDAY=SU,-1SU,1SU;BYYEARDAY=-366,366"),
        ("FREQ=SECONDLY;INTERVAL=100000;COUNT=1000000", "FREQ=SECONDLY;INTERVAL=100000;COUNT=1000000"),
    ])
    func canonicalText(_ text: String, _ canonical: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        #expect(rule.rfcText == canonical)
        #expect(try RecurrenceRule(parsing: rule.rfcText) == rule)
        #expect(rule.isExpressibleInRFC5545)
    }

    @Test func partsAreReadIntoTheModel() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;INTERVAL=3;UNTIL=20270101T120000Z;BYDAY=-1FR,MO;BYMONTH=6;WKST=SU")
        #expect(rule.frequency == .monthly)
        #expect(rule.interval == 3)
        #expect(rule.count == nil)
        let noon = LocalDateTime(date: CivilDate(year: 2027, month: 1, day: 1)!, time: TimeOfDay(hour: 12, minute: 0)!)
        #expect(rule.until == .utc(noon))
        #expect(rule.byDay == [.init(.monday), .init(.friday, ordinal: -1)])
        #expect(rule.byMonth == [6])
        #expect(rule.weekStart == .sunday)
        let dateOnly = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20270101")
        #expect(dateOnly.until == .local(LocalDateTime(date: CivilDate(year: 2027, month: 1, day: 1)!), dateOnly: true))
    }

    struct BadRule: Sendable, CustomTestStringConvertible {
        var text: String
        var message: String
        var offset: Int
        var length: Int
        var suggestion: String?
        var testDescription: String { text.isEmpty ? "(empty)" : text }
    }

    @Test(arguments: [
        BadRule(text: "FREQ=WEEKYL", message: "unknown frequency 'WEEKYL'", offset: 5, length: 6, suggestion: "WEEKLY"),
        BadRule(text: "RRULE:FREQ=daly", message: "unknown frequency 'daly'", offset: 11, length: 4, suggestion: "DAILY"),
        BadRule(text: "FREQ=DAILY;BYHOUR=8,24", message: "BYHOUR value 24 is out of range 0...23", offset: 20, length: 2),
        BadRule(text: "FREQ=DAILY;BYSECOND=60", message: "BYSECOND value 60 is out of range 0...59", offset: 20, length: 2),
        BadRule(text: "FREQ=YEARLY;BYMONTH=13", message: "BYMONTH value 13 is out of range 1...12", offset: 20, length: 2),
        BadRule(text: "FREQ=MONTHLY;BYMONTHDAY=0",
                message: "BYMONTHDAY value 0 is out of range; use 1...31 or -31...-1", offset: 24, length: 1),
        BadRule(text: "FREQ=MONTHLY;BYMONTHDAY=-32",
                message: "BYMONTHDAY value -32 is out of range; use 1...31 or -31...-1", offset: 24, length: 3),
        BadRule(text: "FREQ=YEARLY;BYMONTH=1;BYSETPOS=0",
                message: "BYSETPOS value 0 is out of range; use 1...366 or -366...-1", offset: 31, length: 1),
        BadRule(text: "FREQ=YEARLY;BYWEEKNO=54", message: "BYWEEKNO value 54 is out of range; use 1...53 or -53...-1",
                offset: 21, length: 2),
        BadRule(text: "FREQ=DAILY;INTERVAL=0", message: "INTERVAL value 0 is out of range 1...100000", offset: 20, length: 1),
        BadRule(text: "FREQ=DAILY;INTERVAL=99999999999999999999",
                message: "INTERVAL value 99999999999999999999 is out of range 1...100000", offset: 20, length: 20),
        BadRule(text: "FREQ=DAILY;INTERVAL=two", message: "INTERVAL value 'two' is not a whole number", offset: 20, length: 3),
        BadRule(text: "FREQ=DAILY;COUNT=1000001", message: "COUNT value 1000001 is out of range 1...1000000",
                offset: 17, length: 7),
        BadRule(text: "FREQ=DAILY;COUNT=5;UNTIL=20261231",
                message: "COUNT and UNTIL cannot be used together; keep one", offset: 19, length: 5),
        BadRule(text: "FREQ=DAILY;FREQ=WEEKLY", message: "FREQ is given twice; remove one", offset: 11, length: 4),
        BadRule(text: "FREQQ=DAILY", message: "unknown rule part 'FREQQ'", offset: 0, length: 5, suggestion: "FREQ"),
        BadRule(text: "FREQ=WEEKLY;bydai=MO", message: "unknown rule part 'bydai'", offset: 12, length: 5, suggestion: "BYDAY"),
        BadRule(text: "FREQ=DAILY;RSCALE=GREGORIAN",
                message: "RSCALE (RFC 7529 calendar scales) is not supported; tend uses the Gregorian calendar",
                offset: 11, length: 6),
        BadRule(text: "BYDAY=MO",
                message: "FREQ is missing; add FREQ=DAILY, FREQ=WEEKLY, FREQ=MONTHLY or another frequency",
                offset: 0, length: 8),
        BadRule(text: "FREQ=WEEKLY;BYDAY=MO,TUE", message: "unknown weekday 'TUE'; use SU, MO, TU, WE, TH, FR or SA",
                offset: 21, length: 3, suggestion: "TU"),
        BadRule(text: "FREQ=WEEKLY;WKST=monday", message: "unknown weekday 'monday'; use SU, MO, TU, WE, TH, FR or SA",
                offset: 17, length: 6, suggestion: "MO"),
        BadRule(text: "FREQ=WEEKLY;BYDAY=2MO",
                message: "BYDAY value 2MO has an ordinal, which needs FREQ=MONTHLY or FREQ=YEARLY",
                offset: 18, length: 3, suggestion: "MO"),
        BadRule(text: "FREQ=MONTHLY;BYDAY=54MO", message: "BYDAY ordinal 54 is out of range; use 1...53 or -53...-1",
                offset: 19, length: 2),
        BadRule(text: "FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO",
                message: "BYDAY value 1MO has an ordinal, which cannot be used with BYWEEKNO",
                offset: 29, length: 3, suggestion: "MO"),
        BadRule(text: "FREQ=DAILY;UNTIL=2026-12-31",
                message: "UNTIL value '2026-12-31' is not a date; write YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ",
                offset: 17, length: 10),
        BadRule(text: "FREQ=DAILY;UNTIL=20260230", message: "UNTIL date 20260230 does not exist", offset: 17, length: 8),
        BadRule(text: "FREQ=DAILY;UNTIL=20260228T250000",
                message: "UNTIL time 250000 is out of range 000000...235959", offset: 26, length: 6),
        BadRule(text: "FREQ=DAILY;;COUNT=2", message: "empty rule part; remove the extra ';'", offset: 10, length: 1),
        BadRule(text: ";FREQ=DAILY", message: "empty rule part; remove the extra ';'", offset: 0, length: 1),
        BadRule(text: "FREQ=DAILY;BYHOUR=8,,9", message: "empty value in BYHOUR; remove the extra ','", offset: 20, length: 1),
        BadRule(text: "FREQ=WEEKLY;BYMONTHDAY=1",
                message: "BYMONTHDAY cannot be used with FREQ=WEEKLY; use BYDAY for days of the week", offset: 12, length: 10),
        BadRule(text: "FREQ=MONTHLY;BYWEEKNO=1", message: "BYWEEKNO needs FREQ=YEARLY", offset: 13, length: 8),
        BadRule(text: "FREQ=MONTHLY;BYYEARDAY=1", message: "BYYEARDAY cannot be used with FREQ=MONTHLY", offset: 13, length: 9),
        BadRule(text: "FREQ=MONTHLY;BYSETPOS=1", message: "BYSETPOS needs another BY rule part to choose from",
                offset: 13, length: 8),
        BadRule(text: "", message: "the rule is empty; write FREQ=DAILY or another frequency", offset: 0, length: 1),
        BadRule(text: "RRULE:", message: "the rule is empty; write FREQ=DAILY or another frequency", offset: 6, length: 1),
        BadRule(text: "FREQ", message: "FREQ has no value; write FREQ=…", offset: 0, length: 4),
        BadRule(text: "FREQ=DAILY;INTERVAL=", message: "INTERVAL has no value", offset: 19, length: 1),
        BadRule(text: "FREQ=DAILY;=2", message: "a rule part has no name; write NAME=value", offset: 11, length: 1),
    ])
    func badRule(_ bad: BadRule) {
        let error = #expect(throws: ScheduleSyntaxError.self) { try RecurrenceRule(parsing: bad.text) }
        #expect(error?.message == bad.message)
        #expect(error?.offset == bad.offset)
        #expect(error?.length == bad.length)
        #expect(error?.suggestion == bad.suggestion)
    }

    @Test func timesThatFormACrossProductAreWrittenAsClockParts() throws {
        var rule = RecurrenceRule(frequency: .daily)
        rule.times = [TimeOfDay(hour: 20, minute: 0)!, TimeOfDay(hour: 8, minute: 0)!]
        #expect(rule.isExpressibleInRFC5545)
        #expect(rule.rfcText == "FREQ=DAILY;BYSECOND=0;BYMINUTE=0;BYHOUR=8,20")

        let start = LocalDateTime(date: CivilDate(year: 2026, month: 3, day: 1)!, time: TimeOfDay(hour: 9, minute: 45, second: 10)!)
        let written = RecurrenceExpander(rule: try RecurrenceRule(parsing: rule.rfcText), start: start)
        let original = RecurrenceExpander(rule: rule, start: start)
        #expect(written.occurrences(before: localSeconds(2026, 4, 1)) == original.occurrences(before: localSeconds(2026, 4, 1)))
    }

    @Test func timesWithoutRRULESpellingAreReported() {
        var rule = RecurrenceRule(frequency: .weekly)
        rule.byDay = [.init(.monday)]
        rule.times = [TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 20, minute: 30)!]
        #expect(!rule.isExpressibleInRFC5545)
        #expect(rule.rfcText == "FREQ=WEEKLY;BYDAY=MO")

        var hourly = RecurrenceRule(frequency: .hourly)
        hourly.times = [TimeOfDay(hour: 8, minute: 0)!]
        #expect(!hourly.isExpressibleInRFC5545)
    }
}
