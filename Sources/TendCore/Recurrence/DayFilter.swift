/// The day-level BY parts of a rule (BYMONTH, BYWEEKNO, BYDAY, BYMONTHDAY, BYYEARDAY), applied a
/// whole year at a time.
///
/// `fill(year:into:)` writes one byte per day of a year, plus the first 7 days of the next year so
/// that a week starting in late December can be judged with the masks of the year it starts in (as
/// python-dateutil does). A day passes when its byte equals `passing`: each BY part owns one bit
/// and sets it on the days it accepts; bits of absent parts are set everywhere.
struct DayFilter: Sendable {
    /// A BYDAY entry with an ordinal (`2MO`, `-1FR`); the weekday is a `Weekday` raw value.
    struct NumberedWeekday: Hashable, Sendable {
        var weekday: Int
        var ordinal: Int
    }

    /// The number of bytes `fill(year:into:)` needs: a leap year and one more week.
    static let maskLength = 366 + 7
    /// The byte of a day that every BY part accepts.
    static let passing: UInt8 = 0b11111

    private static let monthBit: UInt8 = 0b00001
    private static let weekNumberBit: UInt8 = 0b00010
    private static let weekdayBit: UInt8 = 0b00100
    private static let monthDayBit: UInt8 = 0b01000
    private static let yearDayBit: UInt8 = 0b10000

    /// BYMONTH as bits (bit m for month m), 0 when absent.
    var months: UInt16 = 0
    /// BYDAY entries without an ordinal, as bits of `Weekday` raw values.
    var plainWeekdays: UInt8 = 0
    /// BYDAY entries with an ordinal.
    var numberedWeekdays: [NumberedWeekday] = []
    /// Whether ordinals count within each month (MONTHLY, or YEARLY with BYMONTH) rather than
    /// within the year.
    var numbersCountWithinMonth = false
    /// Positive BYMONTHDAY values as bits (bit d for day d).
    var positiveMonthDays: UInt32 = 0
    /// Negative BYMONTHDAY values as bits (bit d for day -d).
    var negativeMonthDays: UInt32 = 0
    /// BYYEARDAY values, ±1...366.
    var yearDays: [Int] = []
    /// BYWEEKNO values, ±1...53.
    var weekNumbers: [Int] = []
    /// WKST as a `Weekday` raw value.
    var weekStart = Weekday.monday.rawValue

    /// Whether any BY part is present at all.
    var isRestrictive: Bool {
        months != 0 || plainWeekdays != 0 || !numberedWeekdays.isEmpty || positiveMonthDays != 0
            || negativeMonthDays != 0 || !yearDays.isEmpty || !weekNumbers.isEmpty
    }

    /// Writes the verdict for each day of `year` (index 0 is January 1) and for the 7 days after it.
    func fill(year: Int, into mask: UnsafeMutableBufferPointer<UInt8>) {
        let yearLength = CivilDate.daysInYear(year)
        let length = yearLength + 7
        let firstWeekday = Weekday(dayNumber: RecurrenceArithmetic.firstDayOfYear(year)).rawValue

        var absent: UInt8 = 0
        if months == 0 { absent |= Self.monthBit }
        if weekNumbers.isEmpty { absent |= Self.weekNumberBit }
        if plainWeekdays == 0 && numberedWeekdays.isEmpty { absent |= Self.weekdayBit }
        if positiveMonthDays == 0 && negativeMonthDays == 0 { absent |= Self.monthDayBit }
        if yearDays.isEmpty { absent |= Self.yearDayBit }
        for i in 0..<length { mask[i] = absent }

        if absent & (Self.monthBit | Self.monthDayBit) != (Self.monthBit | Self.monthDayBit) {
            markMonthsAndMonthDays(year: year, yearLength: yearLength, into: mask)
        }
        if absent & Self.weekdayBit == 0 {
            markWeekdays(year: year, yearLength: yearLength, firstWeekday: firstWeekday, into: mask)
        }
        if absent & Self.yearDayBit == 0 {
            markYearDays(yearLength: yearLength, nextYearLength: CivilDate.daysInYear(year + 1), into: mask)
        }
        if absent & Self.weekNumberBit == 0 {
            WeekNumbering(year: year, yearLength: yearLength, firstWeekday: firstWeekday, weekStart: weekStart)
                .mark(weekNumbers, bit: Self.weekNumberBit, into: mask)
        }
    }

    /// How many days of `year` pass (the week after it aside), from a filled mask.
    func passingDays(inYear year: Int) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maskLength) { mask in
            fill(year: year, into: mask)
            var count = 0
            for day in 0..<CivilDate.daysInYear(year) where mask[day] == Self.passing { count += 1 }
            return count
        }
    }

    /// BYMONTH and BYMONTHDAY, month by month; the extra week is the next January.
    private func markMonthsAndMonthDays(year: Int, yearLength: Int, into mask: UnsafeMutableBufferPointer<UInt8>) {
        var index = 0
        for month in 1...13 {
            let monthLength = month == 13 ? 31 : CivilDate.daysInMonth(year: year, month: month)
            let daysInMask = month == 13 ? 7 : monthLength
            let monthAccepted = months == 0 || months & (1 << (month == 13 ? 1 : month)) != 0
            for day in 1...daysInMask {
                var bits: UInt8 = 0
                if monthAccepted { bits |= Self.monthBit }
                if positiveMonthDays & (1 << day) != 0 || negativeMonthDays & (1 << (monthLength - day + 1)) != 0 {
                    bits |= Self.monthDayBit
                }
                mask[index] |= bits
                index += 1
            }
        }
    }

    /// BYDAY: a day passes when it is one of the plain weekdays or one of the numbered ones.
    ///
    /// This is RFC 5545's reading. python-dateutil instead demands both when a rule mixes plain and
    /// numbered weekdays (`BYDAY=MO,1TU` never matches there), which is a known bug of its
    /// algorithm (reported against its JavaScript port as jkbrzt/rrule#71); tend does not copy it.
    private func markWeekdays(
        year: Int, yearLength: Int, firstWeekday: Int, into mask: UnsafeMutableBufferPointer<UInt8>
    ) {
        if plainWeekdays != 0 {
            var weekday = firstWeekday
            for i in 0..<(yearLength + 7) {
                if plainWeekdays & (1 << weekday) != 0 { mask[i] |= Self.weekdayBit }
                weekday = weekday == 6 ? 0 : weekday + 1
            }
        }
        guard !numberedWeekdays.isEmpty else { return }
        if numbersCountWithinMonth {
            var first = 0
            for month in 1...12 {
                let monthLength = CivilDate.daysInMonth(year: year, month: month)
                markNumberedWeekdays(first: first, last: first + monthLength - 1, firstWeekday: firstWeekday, into: mask)
                first += monthLength
            }
        } else {
            markNumberedWeekdays(first: 0, last: yearLength - 1, firstWeekday: firstWeekday, into: mask)
        }
    }

    /// Marks the n-th (or n-th last) given weekday of the days `first...last` of the year.
    private func markNumberedWeekdays(
        first: Int, last: Int, firstWeekday: Int, into mask: UnsafeMutableBufferPointer<UInt8>
    ) {
        for entry in numberedWeekdays {
            var index: Int
            if entry.ordinal < 0 {
                index = last + (entry.ordinal + 1) * 7
                index -= RecurrenceArithmetic.modulo(firstWeekday + index - entry.weekday, 7)
            } else {
                index = first + (entry.ordinal - 1) * 7
                index += RecurrenceArithmetic.modulo(entry.weekday - firstWeekday - index, 7)
            }
            if index >= first && index <= last { mask[index] |= Self.weekdayBit }
        }
    }

    /// BYYEARDAY, counted in this year and, for the extra week, in the next one.
    private func markYearDays(yearLength: Int, nextYearLength: Int, into mask: UnsafeMutableBufferPointer<UInt8>) {
        for value in yearDays {
            let candidates = value > 0
                ? (value - 1, yearLength + value - 1)
                : (yearLength + value, yearLength + nextYearLength + value)
            if candidates.0 >= 0 && candidates.0 < yearLength { mask[candidates.0] |= Self.yearDayBit }
            if candidates.1 >= yearLength && candidates.1 < yearLength + 7 { mask[candidates.1] |= Self.yearDayBit }
        }
    }
}

extension DayFilter {
    /// The day-level BY parts of `rule`. With `date` (DTSTART's day), a YEARLY, MONTHLY or WEEKLY
    /// rule that has none of BYWEEKNO, BYYEARDAY, BYMONTHDAY and BYDAY takes them from it.
    ///
    /// BYDAY ordinals count only for MONTHLY and YEARLY rules; elsewhere `2MO` means every Monday,
    /// as in python-dateutil (the parser refuses such rules).
    init(rule: RecurrenceRule, defaultsFrom date: CivilDate?) {
        weekStart = rule.weekStart.rawValue
        for month in rule.byMonth { months |= 1 << month }
        for day in rule.byMonthDay {
            if day > 0 { positiveMonthDays |= 1 << day } else { negativeMonthDays |= 1 << -day }
        }
        yearDays = sortedWithoutRepeats(rule.byYearDay)
        weekNumbers = sortedWithoutRepeats(rule.byWeekNumber)
        let ordinalsCount = rule.frequency == .monthly || rule.frequency == .yearly
        for entry in rule.byDay {
            if let ordinal = entry.ordinal, ordinalsCount {
                let numbered = NumberedWeekday(weekday: entry.weekday.rawValue, ordinal: ordinal)
                if !numberedWeekdays.contains(numbered) { numberedWeekdays.append(numbered) }
            } else {
                plainWeekdays |= 1 << entry.weekday.rawValue
            }
        }
        numbersCountWithinMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
        guard let date, rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty,
              rule.byDay.isEmpty
        else { return }
        switch rule.frequency {
        case .yearly:
            if rule.byMonth.isEmpty { months = 1 << date.month }
            positiveMonthDays = 1 << date.day
        case .monthly:
            positiveMonthDays = 1 << date.day
        case .weekly:
            plainWeekdays = 1 << date.weekday.rawValue
        default:
            break
        }
    }

    /// Whether the only day-level part is BYDAY, and without ordinals.
    var selectsOnlyPlainWeekdays: Bool {
        plainWeekdays != 0 && numberedWeekdays.isEmpty && months == 0 && positiveMonthDays == 0
            && negativeMonthDays == 0 && yearDays.isEmpty && weekNumbers.isEmpty
    }
}
