/// Counting for rules whose days are judged within each month (`DayFilter.judgesWithinMonths`)
/// but whose periods do not line up with years, so `CalendarTally` cannot sum whole years:
/// MONTHLY with an INTERVAL that does not divide 12 (`every 5 months on the 1st`), DAILY with an
/// INTERVAL above 1 (`every 3 days` in some months), and WEEKLY without BYSETPOS (any INTERVAL).
///
/// Each whole month between DTSTART's and the bound's is counted from a table of the month's
/// passing days (by month and kind of year, `GregorianYearKinds`: 14 × 12 bit masks made once),
/// crossed with the days the INTERVAL selects in it (every INTERVAL-th day, every INTERVAL-th
/// week, or every INTERVAL-th month); no occurrence is generated and no day mask is filled. Only
/// DTSTART's month (period) and the bound's are walked.
///
/// Cost: a few nanoseconds per whole month (per period for MONTHLY), about 2 µs for a 30-year-old
/// rule where walking its days took 100 µs and more; at most the 120,000 months of the calendar.
struct MonthSumTally: Sendable {
    /// Months per period: INTERVAL for MONTHLY, else 1 (every month is summed).
    private let monthStep: Int
    /// DTSTART's month as `year * 12 + month - 1`.
    private let startMonthIndex: Int
    /// `passingBits[kind * 12 + month - 1]`: the passing days of that month in a year of that kind
    /// (bit d for day d).
    private let passingBits: [UInt64]
    /// The days the INTERVAL selects, for DAILY and WEEKLY: day `d` is selected when
    /// `(d - windowBase) mod windowPeriod < windowLength`. Unused for MONTHLY.
    private let windowBase: Int
    private let windowPeriod: Int
    private let windowLength: Int
    /// The walk, for BYSETPOS (MONTHLY) and the times of day.
    private let walk: CalendarWalk

    /// The tally of `walk`, or nil when its rule is not of a shape it can sum.
    init?(walk: CalendarWalk) {
        guard walk.dayFilter.judgesWithinMonths else { return nil }
        switch walk.frequency {
        case .monthly:
            guard 12 % walk.interval != 0 else { return nil }
            (windowBase, windowPeriod, windowLength) = (0, 1, 1)
        case .daily:
            guard walk.interval > 1 else { return nil }
            (windowBase, windowPeriod, windowLength) = (walk.startDate.dayNumber, walk.interval, 1)
        case .weekly:
            guard walk.setPositions.isEmpty else { return nil }
            (windowBase, windowPeriod, windowLength) = (walk.firstWeekStart, walk.interval * 7, 7)
        default:
            return nil
        }
        self.walk = walk
        monthStep = walk.frequency == .monthly ? walk.interval : 1
        startMonthIndex = walk.startDate.year * 12 + walk.startDate.month - 1
        var bits = [UInt64](repeating: 0, count: GregorianYearKinds.count * 12)
        for kind in 0..<GregorianYearKinds.count {
            var firstWeekday = kind >> 1
            for month in 1...12 {
                let length = month == 2 ? (kind & 1 == 1 ? 29 : 28) : CivilDate.daysInMonth(year: 1, month: month)
                bits[kind * 12 + month - 1] = walk.dayFilter.passingDayBits(month: month, length: length, firstWeekday: firstWeekday)
                firstWeekday = (firstWeekday + length) % 7
            }
        }
        passingBits = bits
    }

    /// The number of occurrences before `bound` (`start < bound`), where `walked(lower, upper)`
    /// counts those in `[lower, upper)` by walking (from DTSTART's period when `lower` is `start`).
    func count(from start: Int64, before bound: Int64, walked: (Int64, Int64) -> Int) -> Int {
        let firstUnit = startMonthIndex + monthStep
        let firstUnitStart = Self.seconds(ofMonth: firstUnit)
        guard bound > firstUnitStart else { return walked(start, bound) }
        let last = CivilDate(dayNumber: Int(RecurrenceArithmetic.floorDivide(bound, RecurrenceArithmetic.secondsPerDay)))
        let lastMonthIndex = last.year * 12 + last.month - 1
        let lastUnit = startMonthIndex + (lastMonthIndex - startMonthIndex) / monthStep * monthStep
        var whole = 0
        var year = -1
        var kind = 0
        for monthIndex in stride(from: firstUnit, to: lastUnit, by: monthStep) {
            let (monthYear, monthOffset) = monthIndex.quotientAndRemainder(dividingBy: 12)
            if monthYear != year {
                year = monthYear
                kind = GregorianYearKinds.kind(of: year)
            }
            whole += occurrences(year: year, month: monthOffset + 1, passing: passingBits[kind * 12 + monthOffset])
        }
        let lastUnitStart = Self.seconds(ofMonth: lastUnit)
        return walked(start, firstUnitStart) + whole + (lastUnitStart < bound ? walked(lastUnitStart, bound) : 0)
    }

    /// The occurrences in a whole month whose passing days are `passing`.
    @inline(__always)
    private func occurrences(year: Int, month: Int, passing: UInt64) -> Int {
        switch walk.frequency {
        case .monthly:
            return walk.chosenCount(among: passing.nonzeroBitCount * walk.times.count)
        case .daily:
            return (passing & selectedDays(year: year, month: month)).nonzeroBitCount * walk.chosenCount(among: walk.times.count)
        default:
            return (passing & selectedDays(year: year, month: month)).nonzeroBitCount * walk.times.count
        }
    }

    /// The days of a month that the INTERVAL selects (DAILY and WEEKLY), as bits (bit d for day d).
    private func selectedDays(year: Int, month: Int) -> UInt64 {
        let firstDay = CivilDate.dayNumber(year: year, month: month, day: 1)
        let length = CivilDate.daysInMonth(year: year, month: month)
        var days: UInt64 = 0
        // The day of the month (1-based, perhaps before the 1st) on which a selected run begins.
        var runStart = 1 - RecurrenceArithmetic.modulo(firstDay - windowBase, windowPeriod)
        while runStart <= length {
            let first = max(runStart, 1)
            let last = min(runStart + windowLength - 1, length)
            if first <= last { days |= ((1 << UInt64(last - first + 1)) - 1) << UInt64(first) }
            runStart += windowPeriod
        }
        return days
    }

    /// Local seconds at the first day of the month `monthIndex` (`year * 12 + month - 1`).
    private static func seconds(ofMonth monthIndex: Int) -> Int64 {
        let (year, month) = monthIndex.quotientAndRemainder(dividingBy: 12)
        return Int64(CivilDate.dayNumber(year: year, month: month + 1, day: 1)) * RecurrenceArithmetic.secondsPerDay
    }
}
