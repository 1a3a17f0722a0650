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
/// Cost: a table look-up, a shift and a population count per whole month (per period for
/// MONTHLY), a few nanoseconds each, where the walk filled a day mask per year and visited every
/// day; at most the 120,000 months of the calendar.
struct MonthSumTally: Sendable {
    /// Months per period: INTERVAL for MONTHLY, else 1 (every month is summed).
    private let monthStep: Int
    /// DTSTART's month as `year * 12 + month - 1`.
    private let startMonthIndex: Int
    /// `passingBits[kind * 12 + month - 1]`: the passing days of that month in a year of that kind
    /// (bit d for day d).
    private let passingBits: [UInt64]
    /// MONTHLY: `monthCounts[kind * 12 + month - 1]`, the occurrences of that month when the
    /// INTERVAL selects it (BYSETPOS applied). Empty otherwise.
    private let monthCounts: [Int]
    /// DAILY and WEEKLY: day `d` is selected when `(d - windowBase) mod windowPeriod <
    /// windowLength` (every INTERVAL-th day, or the 7 days of every INTERVAL-th week).
    private let windowBase: Int
    private let windowPeriod: Int
    private let windowLength: Int
    /// With a `windowPeriod` of at most 32: bit `i` set when `i mod windowPeriod < windowLength`,
    /// for `i` in `0..<64`, so that the selected days of a month whose 1st lies `phase` days into
    /// its window are `(windowBits >> phase) << 1`.
    private let windowBits: UInt64
    /// The occurrences of each selected passing day (its times of day, BYSETPOS applied for DAILY).
    private let perDay: Int

    /// The tally of `walk`, or nil when its rule is not of a shape it can sum.
    init?(walk: CalendarWalk) {
        guard walk.dayFilter.judgesWithinMonths else { return nil }
        switch walk.frequency {
        case .monthly:
            guard 12 % walk.interval != 0 else { return nil }
            (windowBase, windowPeriod, windowLength) = (0, 1, 1)
            perDay = walk.times.count
        case .daily:
            guard walk.interval > 1 else { return nil }
            (windowBase, windowPeriod, windowLength) = (walk.startDate.dayNumber, walk.interval, 1)
            perDay = walk.chosenCount(among: walk.times.count)
        case .weekly:
            guard walk.setPositions.isEmpty else { return nil }
            (windowBase, windowPeriod, windowLength) = (walk.firstWeekStart, walk.interval * 7, 7)
            perDay = walk.times.count
        default:
            return nil
        }
        monthStep = walk.frequency == .monthly ? walk.interval : 1
        startMonthIndex = walk.startDate.year * 12 + walk.startDate.month - 1
        var window: UInt64 = 0
        if windowPeriod <= 32 {
            for bit in 0..<64 where bit % windowPeriod < windowLength { window |= 1 << UInt64(bit) }
        }
        windowBits = window
        var bits = [UInt64](repeating: 0, count: GregorianYearKinds.count * 12)
        for kind in 0..<GregorianYearKinds.count {
            var firstWeekday = kind >> 1
            for month in 1...12 {
                let length = Self.monthLength(month, leap: kind & 1 == 1)
                bits[kind * 12 + month - 1] = walk.dayFilter.passingDayBits(month: month, length: length, firstWeekday: firstWeekday)
                firstWeekday = (firstWeekday + length) % 7
            }
        }
        passingBits = bits
        monthCounts = walk.frequency == .monthly ? bits.map { walk.chosenCount(among: $0.nonzeroBitCount * walk.times.count) } : []
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
        let whole = monthCounts.isEmpty ? selectedDays(from: firstUnit, to: lastUnit) : selectedMonths(from: firstUnit, to: lastUnit)
        let lastUnitStart = Self.seconds(ofMonth: lastUnit)
        return walked(start, firstUnitStart) + whole + (lastUnitStart < bound ? walked(lastUnitStart, bound) : 0)
    }

    /// MONTHLY: the occurrences of the periods from month `first` up to month `end`.
    private func selectedMonths(from first: Int, to end: Int) -> Int {
        var total = 0
        var year = -1
        var kind = 0
        for monthIndex in stride(from: first, to: end, by: monthStep) {
            let (monthYear, month) = monthIndex.quotientAndRemainder(dividingBy: 12)
            if monthYear != year {
                year = monthYear
                kind = GregorianYearKinds.kind(of: year)
            }
            total += monthCounts[kind * 12 + month]
        }
        return total
    }

    /// DAILY and WEEKLY: the occurrences of the months from month `first` up to month `end`,
    /// month after month, each a table look-up, a shift and a population count.
    private func selectedDays(from first: Int, to end: Int) -> Int {
        guard first < end else { return 0 }
        var (year, month) = first.quotientAndRemainder(dividingBy: 12)
        var kind = GregorianYearKinds.kind(of: year)
        var phase = RecurrenceArithmetic.modulo(CivilDate.dayNumber(year: year, month: month + 1, day: 1) - windowBase, windowPeriod)
        var days = 0
        for _ in first..<end {
            let length = Self.monthLength(month + 1, leap: kind & 1 == 1)
            let selected = windowPeriod <= 32 ? (windowBits >> UInt64(phase)) << 1 : selectedDays(phase: phase, length: length)
            days += (passingBits[kind * 12 + month] & selected).nonzeroBitCount
            phase = (phase + length) % windowPeriod
            month += 1
            if month == 12 {
                month = 0
                year += 1
                kind = GregorianYearKinds.kind(of: year)
            }
        }
        return days * perDay
    }

    /// The selected days (bit d for day d) of a month of `length` days whose 1st lies `phase`
    /// days into its window, for windows longer than 32 days (at most two runs in a month).
    private func selectedDays(phase: Int, length: Int) -> UInt64 {
        var days: UInt64 = 0
        var runStart = 1 - phase  // the day of the month on which a run begins, perhaps before the 1st
        while runStart <= length {
            let first = max(runStart, 1)
            let last = min(runStart + windowLength - 1, length)
            if first <= last { days |= ((1 << UInt64(last - first + 1)) - 1) << UInt64(first) }
            runStart += windowPeriod
        }
        return days
    }

    /// The length of month `month` in a common or leap year.
    @inline(__always)
    private static func monthLength(_ month: Int, leap: Bool) -> Int {
        month == 2 ? (leap ? 29 : 28) : CivilDate.daysInMonth(year: 1, month: month)
    }

    /// Local seconds at the first day of the month `monthIndex` (`year * 12 + month - 1`).
    private static func seconds(ofMonth monthIndex: Int) -> Int64 {
        let (year, month) = monthIndex.quotientAndRemainder(dividingBy: 12)
        return Int64(CivilDate.dayNumber(year: year, month: month + 1, day: 1)) * RecurrenceArithmetic.secondsPerDay
    }
}
