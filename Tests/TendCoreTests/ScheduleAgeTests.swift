import Testing
import TendCore
import TendSystem

/// Indices deep into old schedules: for seeded random rules of every shape that counts by
/// arithmetic (fixed-period patterns, month and year tallies), with COUNT, UNTIL, EXDATE and
/// RDATE, in zones with and without daylight-saving changes, the occurrences of a window 1, 10
/// and 30 years after the start carry the indices that numbering every occurrence from the start
/// gives them (an instant two elements give is one occurrence, whose second number stays unused).
@Suite struct ScheduleAgeTests {
    static let zones: [ZoneRules] = [.utc] + ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"].map {
        try! ZoneLoader(environment: [:]).zone(named: $0)
    }

    @Test(arguments: 0..<8)
    func windowsYearsLaterNumberAsFromTheStart(seed: UInt64) {
        var generator = SeededGenerator(seed: 20_261_201 &+ seed)
        for _ in 0..<20 {
            let schedule = AgeRuleGenerator.makeSchedule(using: &generator)
            let zone = Self.zones.randomElement(using: &generator)!
            let engine = ScheduleEngine(schedule: schedule, zone: zone)
            let start = zone.instant(for: schedule.elements[0].start).adding(seconds: -3 * 86_400)
            let windows = [1, 10, 30].map { years -> (Instant, Instant) in
                let from = start.adding(seconds: Int64(years) * 365 * 86_400 + Int64.random(in: 0...86_400, using: &generator))
                return (from, from.adding(seconds: Int64.random(in: 3_600...(4 * 86_400), using: &generator)))
            }
            // Every occurrence from the start to the last window, numbered from 0 in order; a
            // number is skipped only where an instant two elements give is one occurrence, so
            // the numbers before any moment are the positions `count(before:)` counts.
            let end = windows.last!.1
            let all = engine.occurrences(from: start, to: end)
            #expect(all.first.map(\.index) ?? 0 == 0)
            #expect(zip(all, all.dropFirst()).allSatisfy { $0.index < $1.index })
            for (from, to) in windows {
                let expected = all.filter { $0.start >= from && $0.start < to }
                let found = engine.occurrences(from: from, to: to)
                #expect(found == expected, "\(schedule) in \(zone.identifier) from \(from.seconds)")
                #expect(engine.count(before: from) == all.first { $0.start >= from }?.index ?? engine.count(before: end),
                        "\(schedule) in \(zone.identifier)")
                let next = engine.occurrences(startingAtOrAfter: from, limit: 3)
                let expectedNext = Array(all.drop { $0.start < from }.prefix(3))
                if expectedNext.count == 3 { #expect(next == expectedNext, "\(schedule) in \(zone.identifier)") }
            }
        }
    }
}

/// Seeded schedules of the shapes that count by arithmetic, dense enough to matter and sparse
/// enough (a few occurrences a day at most) to be numbered from the start over 30 years.
enum AgeRuleGenerator {
    static func makeSchedule(using generator: inout SeededGenerator) -> Schedule {
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        func some(_ range: ClosedRange<Int>, count: ClosedRange<Int>) -> [Int] { (0..<int(count)).map { _ in int(range) } }
        func weekdays(ordinals: ClosedRange<Int>?) -> [RecurrenceRule.WeekdayNumber] {
            (0..<int(1...3)).map { _ in
                let weekday = Weekday(rawValue: int(0...6))!
                guard let ordinals, chance(60) else { return RecurrenceRule.WeekdayNumber(weekday) }
                return RecurrenceRule.WeekdayNumber(weekday, ordinal: int(ordinals) * (chance(40) ? -1 : 1))
            }
        }

        let date = CivilDate(dayNumber: CivilDate(year: 1990, month: 1, day: 1)!.dayNumber + int(0...(20 * 365)))
        let start = LocalDateTime(date: date, time: TimeOfDay(hour: int(0...23), minute: [0, 30, int(0...59)].randomElement(using: &generator)!, second: 0)!)
        var rule: RecurrenceRule
        switch int(0...5) {
        case 0:  // HOURLY or MINUTELY with time filters, at most plain weekdays or a month-local filter
            rule = RecurrenceRule(frequency: chance(60) ? .hourly : .minutely)
            rule.interval = [1, 1, 2, 3, 5, 7].randomElement(using: &generator)!
            rule.byHour = some(0...23, count: 1...3)
            if rule.frequency == .minutely { rule.byMinute = some(0...59, count: 1...2) }
            if chance(35) { rule.byDay = weekdays(ordinals: nil) }
            if chance(25) { rule.byMonthDay = some(-31...31, count: 1...3).filter { $0 != 0 } }
            if chance(15) { rule.byMonth = some(1...12, count: 1...4) }
        case 1:  // DAILY by weekdays, month days or months
            rule = RecurrenceRule(frequency: .daily)
            rule.interval = chance(60) ? 1 : int(2...9)
            if chance(70) { rule.byDay = weekdays(ordinals: nil) }
            if chance(30) { rule.byMonthDay = some(-31...31, count: 1...4).filter { $0 != 0 } }
            if chance(20) { rule.byMonth = some(1...12, count: 1...5) }
        case 2, 3:  // MONTHLY
            rule = RecurrenceRule(frequency: .monthly)
            rule.interval = [1, 1, 1, 2, 3, 4, 5].randomElement(using: &generator)!
            if chance(60) { rule.byDay = weekdays(ordinals: 1...5) }
            if chance(40) { rule.byMonthDay = some(-31...31, count: 1...4).filter { $0 != 0 } }
            if chance(15) { rule.byMonth = some(1...12, count: 1...6) }
        default:  // YEARLY
            rule = RecurrenceRule(frequency: .yearly)
            rule.interval = chance(80) ? 1 : int(2...3)
            if chance(60) { rule.byMonth = some(1...12, count: 1...3) }
            if chance(50) { rule.byDay = weekdays(ordinals: rule.byMonth.isEmpty ? nil : 1...5) }
            if chance(40) { rule.byMonthDay = some(-31...31, count: 1...3).filter { $0 != 0 } }
        }
        if rule.frequency >= .daily {
            if chance(30) { rule.times = Set((0..<int(1...3)).map { _ in TimeOfDay(hour: int(0...23), minute: 0, second: 0)! }).sorted() }
            if chance(20) { rule.bySetPosition = some(1...4, count: 1...2).map { chance(50) ? -$0 : $0 } }
        }
        if chance(20) {
            rule.count = int(1...8_000)
        } else if chance(20) {
            rule.until = .local(LocalDateTime(localSeconds: start.localSeconds + Int64(int(0...(35 * 365))) * 86_400), dateOnly: false)
        }
        if chance(20) { rule.weekStart = Weekday(rawValue: int(0...6))! }

        // Exception and extra dates: some on the rule's own times, some anywhere, over 31 years.
        var probe = RecurrenceExpander(rule: rule, start: start).occurrences(before: start.localSeconds + 31 * 366 * 86_400)
        probe = probe.isEmpty ? [start.localSeconds] : probe
        func someDates(_ n: Int) -> [LocalDateTime] {
            (0..<n).map { _ in
                chance(60) ? LocalDateTime(localSeconds: probe.randomElement(using: &generator)!)
                    : LocalDateTime(localSeconds: start.localSeconds + Int64(int(0...(31 * 365 * 24))) * 3600)
            }
        }
        var element = ScheduleElement(start: start, repetition: .rule(rule))
        if chance(40) { element.exceptionDates = someDates(int(1...40)) }
        if chance(30) { element.extraDates = someDates(int(1...20)) + element.exceptionDates.prefix(2) }
        var elements = [element]
        if chance(20) {
            var daily = RecurrenceRule(frequency: .daily)
            daily.times = [TimeOfDay(hour: start.time.hour, minute: 0, second: 0)!]
            elements.append(ScheduleElement(start: start, repetition: .rule(daily)))
        }
        return Schedule(elements: elements)
    }
}
