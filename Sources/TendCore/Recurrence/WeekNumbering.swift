/// BYWEEKNO week numbers of one year, counted from WKST as RFC 5545 §3.3.10 defines them: week 1
/// is the first week with at least four days in the year. The numbering follows python-dateutil
/// exactly, including its reading of the weeks that straddle New Year.
struct WeekNumbering {
    /// Index (from January 1) of the first day of the year that starts a week.
    private let firstWeekStart: Int
    /// Index of the first day of week 1 (0 when week 1 begins in the previous year).
    private let weekOneStart: Int
    /// The number of weeks the year has, 52 or 53.
    let weekCount: Int
    private let year: Int
    private let yearLength: Int
    private let firstWeekday: Int
    private let weekStart: Int

    init(year: Int, yearLength: Int, firstWeekday: Int, weekStart: Int) {
        self.year = year
        self.yearLength = yearLength
        self.firstWeekday = firstWeekday
        self.weekStart = weekStart
        firstWeekStart = RecurrenceArithmetic.modulo(weekStart - firstWeekday, 7)
        let daysInWeeks: Int
        if firstWeekStart >= 4 {
            // January 1 lies in week 1, which began in December.
            weekOneStart = 0
            daysInWeeks = yearLength + RecurrenceArithmetic.modulo(firstWeekday - weekStart, 7)
        } else {
            // The days before the first week start belong to last year's last week.
            weekOneStart = firstWeekStart
            daysInWeeks = yearLength - firstWeekStart
        }
        weekCount = daysInWeeks / 7 + (daysInWeeks % 7) / 4
    }

    /// Sets `bit` on every day of the year (and of the extra week after it) that lies in one of
    /// the weeks `numbers` (negative numbers count from the end of the year).
    func mark(_ numbers: [Int], bit: UInt8, into mask: UnsafeMutableBufferPointer<UInt8>) {
        for number in numbers {
            let week = number < 0 ? number + weekCount + 1 : number
            guard week >= 1 && week <= weekCount else { continue }
            markWeek(startingAt: startIndex(ofWeek: week), bit: bit, into: mask)
        }
        if numbers.contains(1) {
            // Week 1 of next year may begin in late December of this one.
            let start = startIndex(ofWeek: weekCount + 1)
            if start < yearLength { markWeek(startingAt: start, bit: bit, into: mask) }
        }
        if weekOneStart != 0 && (numbers.contains(-1) || numbers.contains(lastYearsWeekCount)) {
            for i in 0..<weekOneStart { mask[i] |= bit }
        }
    }

    /// The number of weeks of the previous year, as dateutil computes it for the days of that
    /// year's last week that fall in January (its second branch measures this year's length).
    private var lastYearsWeekCount: Int {
        let previousFirstWeekday = Weekday(dayNumber: RecurrenceArithmetic.firstDayOfYear(year - 1)).rawValue
        let previousFirstWeekStart = RecurrenceArithmetic.modulo(weekStart - previousFirstWeekday, 7)
        if previousFirstWeekStart >= 4 {
            let previousLength = CivilDate.daysInYear(year - 1)
            let daysInWeeks = previousLength + RecurrenceArithmetic.modulo(previousFirstWeekday - weekStart, 7)
            return 52 + (daysInWeeks % 7) / 4
        }
        return 52 + RecurrenceArithmetic.modulo(yearLength - weekOneStart, 7) / 4
    }

    /// The index of the first day of week `week` (1 or more) counted from January 1.
    private func startIndex(ofWeek week: Int) -> Int {
        if week == 1 { return weekOneStart }
        let start = weekOneStart + (week - 1) * 7
        return weekOneStart == firstWeekStart ? start : start - (7 - firstWeekStart)
    }

    /// Marks the days from `start` up to the end of its week, at most 7 days.
    private func markWeek(startingAt start: Int, bit: UInt8, into mask: UnsafeMutableBufferPointer<UInt8>) {
        var index = start
        for _ in 0..<7 where index < mask.count {
            mask[index] |= bit
            index += 1
            if RecurrenceArithmetic.modulo(firstWeekday + index, 7) == weekStart { break }
        }
    }
}
