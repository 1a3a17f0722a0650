extension DayFilter {
    /// Whether the filter judges each day by its month alone: the month's number and length and
    /// the weekday of its first day (no BYYEARDAY, no BYWEEKNO, and BYDAY ordinals, if any,
    /// counted within the month). Such a filter passes the same number of days in every year of
    /// the same kind (`GregorianYearKinds`).
    var judgesWithinMonths: Bool {
        yearDays.isEmpty && weekNumbers.isEmpty && (numberedWeekdays.isEmpty || numbersCountWithinMonth)
    }

    /// How many days of a month pass: month number `month`, `length` days, its first day a
    /// `firstWeekday` (a `Weekday` raw value). Only for filters that `judgesWithinMonths`.
    func passingDays(month: Int, length: Int, firstWeekday: Int) -> Int {
        passingDayBits(month: month, length: length, firstWeekday: firstWeekday).nonzeroBitCount
    }

    /// The days of a month that pass, as bits (bit d for day d): month number `month`, `length`
    /// days, its first day a `firstWeekday` (a `Weekday` raw value). Only for filters that
    /// `judgesWithinMonths`; it agrees with `fill(year:into:)` on them, day for day, in O(1) bit
    /// operations.
    func passingDayBits(month: Int, length: Int, firstWeekday: Int) -> UInt64 {
        if months != 0 && months & (1 << month) == 0 { return 0 }
        let wholeMonth: UInt64 = ((1 << UInt64(length)) - 1) << 1  // bit d for day d
        var days = wholeMonth
        if positiveMonthDays != 0 || negativeMonthDays != 0 {
            var monthDays = UInt64(positiveMonthDays)
            var negatives = negativeMonthDays
            while negatives != 0 {
                let fromEnd = negatives.trailingZeroBitCount
                negatives &= negatives - 1
                if fromEnd <= length { monthDays |= 1 << UInt64(length - fromEnd + 1) }
            }
            days &= monthDays
        }
        if plainWeekdays != 0 || !numberedWeekdays.isEmpty {
            var weekdays: UInt64 = 0
            for weekday in 0..<7 where plainWeekdays & (1 << weekday) != 0 {
                weekdays |= Self.everySeventhDay << UInt64(RecurrenceArithmetic.modulo(weekday - firstWeekday, 7))
            }
            let lastWeekday = (firstWeekday + length - 1) % 7
            for entry in numberedWeekdays {
                let day = entry.ordinal > 0
                    ? 1 + RecurrenceArithmetic.modulo(entry.weekday - firstWeekday, 7) + (entry.ordinal - 1) * 7
                    : length - RecurrenceArithmetic.modulo(lastWeekday - entry.weekday, 7) + (entry.ordinal + 1) * 7
                if day >= 1 && day <= length { weekdays |= 1 << UInt64(day) }
            }
            days &= weekdays
        }
        return days & wholeMonth
    }

    /// Days 1, 8, 15, 22, 29 and 36 as bits: one weekday of a month, shifted to its first day.
    private static let everySeventhDay: UInt64 = (1 << 1) | (1 << 8) | (1 << 15) | (1 << 22) | (1 << 29) | (1 << 36)
}
