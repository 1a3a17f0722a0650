import Testing
import TendCore

/// The expander's edges: rules that never match, the end of year 9999, values out of range,
/// tend's `times`, and the arithmetic paths against the period walk.
@Suite struct RecurrenceExpanderTests {
    private static func expander(_ text: String, _ start: LocalDateTime) throws -> RecurrenceExpander {
        RecurrenceExpander(rule: try RecurrenceRule(parsing: text), start: start)
    }

    private static func at(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> LocalDateTime {
        LocalDateTime(localSeconds: localSeconds(year, month, day, hour, minute, second))
    }

    @Test(arguments: [
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31", at(2026, 1, 1)),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=5", at(2026, 1, 1)),
        ("FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30", at(2026, 1, 1)),
        ("FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31", at(2026, 1, 1)),
        ("FREQ=DAILY;INTERVAL=7;BYMONTH=4;BYMONTHDAY=31;COUNT=3", at(2026, 1, 1)),
        ("FREQ=YEARLY;INTERVAL=4;BYYEARDAY=366", at(2021, 1, 1)),
        ("FREQ=YEARLY;INTERVAL=400;BYMONTH=2;BYMONTHDAY=29", at(2100, 1, 1)),
        ("FREQ=YEARLY;BYMONTH=2;BYDAY=6MO", at(2026, 1, 1)),
        ("FREQ=YEARLY;BYWEEKNO=53;BYMONTH=6", at(2026, 1, 1)),
        ("FREQ=WEEKLY;BYDAY=MO;BYMONTH=2;BYSETPOS=2", at(2026, 1, 1)),
        ("FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30", at(2026, 1, 1)),
        ("FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30;COUNT=10", at(2026, 1, 1)),
        ("FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", at(2026, 1, 1)),
        ("FREQ=HOURLY;INTERVAL=2;BYHOUR=1", at(2026, 1, 1)),
        ("FREQ=MINUTELY;INTERVAL=120;BYHOUR=1", at(2026, 1, 1)),
        ("FREQ=SECONDLY;INTERVAL=2;BYSECOND=1", at(2026, 1, 1)),
        ("FREQ=DAILY;BYHOUR=8;BYSETPOS=2", at(2026, 1, 1)),
        ("FREQ=MONTHLY;BYMONTHDAY=1;BYSETPOS=2", at(2026, 1, 1)),
    ])
    func rulesThatNeverMatchEndQuietly(_ text: String, _ start: LocalDateTime) throws {
        let expander = try Self.expander(text, start)
        #expect(expander.occurrences().isEmpty)
        #expect(expander.count(before: Int64.max) == 0)
        #expect(expander.occurrence(at: 0) == nil)
    }

    @Test func leapDaysAreFoundAcrossCenturies() throws {
        let expander = try Self.expander("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", Self.at(2096, 1, 1, 8))
        #expect(described(expander.occurrences(before: localSeconds(2110, 1, 1))) == [
            "2096-02-29T08:00:00", "2104-02-29T08:00:00", "2108-02-29T08:00:00",
        ])
        #expect(expander.occurrence(at: 100) == localSeconds(2512, 2, 29, 8))
    }

    @Test func monthsWithoutTheDayAreSkippedNotClamped() throws {
        let expander = try Self.expander("FREQ=MONTHLY", Self.at(2026, 1, 31, 9))
        #expect(described(expander.occurrences(before: localSeconds(2026, 9, 1))) == [
            "2026-01-31T09:00:00", "2026-03-31T09:00:00", "2026-05-31T09:00:00", "2026-07-31T09:00:00",
            "2026-08-31T09:00:00",
        ])
    }

    @Test(arguments: [
        ("FREQ=DAILY", at(9999, 12, 30, 9), ["9999-12-30T09:00:00", "9999-12-31T09:00:00"]),
        ("FREQ=WEEKLY;BYDAY=MO,FR", at(9999, 12, 20, 9),
         ["9999-12-20T09:00:00", "9999-12-24T09:00:00", "9999-12-27T09:00:00", "9999-12-31T09:00:00"]),
        ("FREQ=WEEKLY;BYDAY=MO,FR;BYSETPOS=1,2", at(9999, 12, 27, 9), ["9999-12-27T09:00:00", "9999-12-31T09:00:00"]),
        ("FREQ=MONTHLY;BYMONTHDAY=31,-1", at(9999, 11, 1), ["9999-11-30T00:00:00", "9999-12-31T00:00:00"]),
        ("FREQ=YEARLY;INTERVAL=5000", at(4999, 6, 1), ["4999-06-01T00:00:00", "9999-06-01T00:00:00"]),
        ("FREQ=SECONDLY", at(9999, 12, 31, 23, 59, 58), ["9999-12-31T23:59:58", "9999-12-31T23:59:59"]),
        ("FREQ=MINUTELY;BYHOUR=23;BYMINUTE=59", at(9999, 12, 31, 23, 58), ["9999-12-31T23:59:00"]),
    ])
    func nothingComesAfterYear9999(_ text: String, _ start: LocalDateTime, _ expected: [String]) throws {
        let expander = try Self.expander(text, start)
        #expect(described(expander.occurrences()) == expected)
        #expect(expander.count(before: Int64.max) == expected.count)
        #expect(expander.occurrence(at: expected.count) == nil)
        #expect(expander.occurrence(at: Int.max) == nil)
    }

    @Test func mixedPlainAndNumberedWeekdaysSelectEitherAsRFC5545Says() throws {
        // python-dateutil selects nothing here (see RecurrenceExpander).
        let expander = try Self.expander("FREQ=MONTHLY;BYDAY=MO,1TU;COUNT=6", Self.at(2024, 1, 1, 9))
        #expect(described(expander.occurrences()) == [
            "2024-01-01T09:00:00", "2024-01-02T09:00:00", "2024-01-08T09:00:00", "2024-01-15T09:00:00",
            "2024-01-22T09:00:00", "2024-01-29T09:00:00",
        ])
    }

    @Test func untilIsInclusiveAndADateOnlyUntilIsMidnight() throws {
        let midnight = try Self.expander("FREQ=DAILY;UNTIL=20260103", Self.at(2026, 1, 1))
        #expect(midnight.occurrences().count == 3)
        let morning = try Self.expander("FREQ=DAILY;UNTIL=20260103", Self.at(2026, 1, 1, 9))
        #expect(described(morning.occurrences()) == ["2026-01-01T09:00:00", "2026-01-02T09:00:00"])
        let utc = try Self.expander("FREQ=DAILY;UNTIL=20260103T090000Z", Self.at(2026, 1, 1, 9))
        #expect(utc.occurrences().count == 3)
    }

    @Test func timesReplaceTheClockPartsOfEachSelectedDay() {
        var rule = RecurrenceRule(frequency: .daily)
        rule.times = [TimeOfDay(hour: 20, minute: 30)!, TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 20, minute: 30)!]
        rule.count = 4
        let expander = RecurrenceExpander(rule: rule, start: Self.at(2026, 1, 1, 12))
        #expect(described(expander.occurrences()) == [
            "2026-01-01T20:30:00", "2026-01-02T08:00:00", "2026-01-02T20:30:00", "2026-01-03T08:00:00",
        ])

        var monthly = RecurrenceRule(frequency: .monthly)
        monthly.byDay = [.init(.monday, ordinal: 1)]
        monthly.times = [TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 14, minute: 0)!]
        monthly.bySetPosition = [-1]
        let lastOfMonth = RecurrenceExpander(rule: monthly, start: Self.at(2026, 1, 1))
        #expect(described(lastOfMonth.occurrences(before: localSeconds(2026, 3, 1))) == [
            "2026-01-05T14:00:00", "2026-02-02T14:00:00",
        ])
    }

    @Test func aStartTheRuleDoesNotSelectIsNotAnOccurrence() throws {
        let expander = try Self.expander("FREQ=WEEKLY;BYDAY=FR;COUNT=2", Self.at(2026, 1, 7, 9))
        #expect(described(expander.occurrences()) == ["2026-01-09T09:00:00", "2026-01-16T09:00:00"])
        #expect(expander.count(before: localSeconds(2026, 1, 9, 9)) == 0)
    }

    @Test func expandAppendsToWhatIsAlreadyThere() throws {
        let expander = try Self.expander("FREQ=MONTHLY;BYDAY=1MO", Self.at(2026, 1, 1))
        var out: [Int64] = [42]
        expander.expand(from: localSeconds(2026, 1, 1), to: localSeconds(2026, 3, 1), into: &out)
        #expect(out == [42, localSeconds(2026, 1, 5), localSeconds(2026, 2, 2)])
    }

    @Test func rulesWithValuesOutOfRangeProduceNothingAndNeverTrap() {
        let start = Self.at(2026, 1, 1)
        var rules: [RecurrenceRule] = []
        for frequency in RecurrenceRule.Frequency.allCases {
            var rule = RecurrenceRule(frequency: frequency)
            rule.byMonthDay = [Int.min]
            rules.append(rule)
            rule = RecurrenceRule(frequency: frequency)
            rule.interval = 0
            rules.append(rule)
            rule = RecurrenceRule(frequency: frequency)
            rule.byHour = [24]
            rules.append(rule)
            rule = RecurrenceRule(frequency: frequency)
            rule.count = 0
            rules.append(rule)
            rule = RecurrenceRule(frequency: frequency)
            rule.byDay = [.init(.monday, ordinal: Int.min)]
            rules.append(rule)
        }
        for rule in rules {
            let expander = RecurrenceExpander(rule: rule, start: start)
            #expect(expander.occurrences().isEmpty, "\(rule)")
            #expect(expander.count(before: Int64.max) == 0)
            #expect(expander.occurrence(at: 0) == nil)
        }
    }

    @Test(arguments: RecurrenceRule.Frequency.allCases)
    func hugeIntervalsLeaveOnlyTheStart(_ frequency: RecurrenceRule.Frequency) {
        var rule = RecurrenceRule(frequency: frequency)
        rule.interval = Int.max
        let start = Self.at(2026, 6, 15, 9, 30, 5)
        let expander = RecurrenceExpander(rule: rule, start: start)
        #expect(expander.occurrences() == [start.localSeconds])
        #expect(expander.count(before: Int64.max) == 1)
        #expect(expander.occurrence(at: 1) == nil)
        var window: [Int64] = []
        expander.expand(from: Int64.min, to: Int64.min + 1, into: &window)
        expander.expand(from: Int64.max - 1, to: Int64.max, into: &window)
        #expect(window.isEmpty)
    }

    /// Pairs of rules with the same occurrences: the first is answered by arithmetic, the second
    /// (with a BYMONTH that allows every month) by the period walk.
    @Test(arguments: [
        ("FREQ=DAILY;INTERVAL=3;BYHOUR=7,19;BYMINUTE=15", "FREQ=DAILY;INTERVAL=3;BYHOUR=7,19;BYMINUTE=15;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,SU;WKST=SU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,SU;WKST=SU;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12"),
        ("FREQ=HOURLY;INTERVAL=5;BYMINUTE=0,30", "FREQ=HOURLY;INTERVAL=5;BYMINUTE=0,30;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12"),
        ("FREQ=MINUTELY;INTERVAL=1441", "FREQ=MINUTELY;INTERVAL=1441;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12"),
        ("FREQ=DAILY;BYHOUR=8,12,16,20;BYSETPOS=2,-1", "FREQ=DAILY;BYHOUR=8,12,16,20;BYSETPOS=2,-1;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12"),
    ])
    func arithmeticAgreesWithTheWalk(_ arithmetic: String, _ walked: String) throws {
        let start = Self.at(2025, 11, 19, 10, 0)
        let fast = try Self.expander(arithmetic, start)
        let slow = try Self.expander(walked, start)
        let horizon = localSeconds(2027, 1, 1)
        let all = slow.occurrences(before: horizon)
        #expect(fast.occurrences(before: horizon) == all)
        #expect(!all.isEmpty)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<40 {
            let index = Int.random(in: 0..<all.count, using: &generator)
            #expect(fast.occurrence(at: index) == all[index])
            #expect(fast.count(before: all[index]) == index)
            #expect(fast.count(before: all[index] + 1) == slow.count(before: all[index] + 1))
        }
        // Far into the rule: windows agree without walking from the start.
        let far = localSeconds(2626, 3, 1)
        var fastWindow: [Int64] = []
        var slowWindow: [Int64] = []
        fast.expand(from: far, to: far + 40 * 86_400, into: &fastWindow)
        slow.expand(from: far, to: far + 40 * 86_400, into: &slowWindow)
        #expect(fastWindow == slowWindow)
        #expect(!fastWindow.isEmpty)
        #expect(fast.count(before: far) == slow.count(before: far))
        #expect(fast.occurrence(at: fast.count(before: far)) == fastWindow.first)
    }
}
