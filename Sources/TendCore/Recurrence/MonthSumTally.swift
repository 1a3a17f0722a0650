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
/// Cost: for DAILY and WEEKLY a table look-up per whole year (by kind and phase, for windows up
/// to 32 days; else six shifts, masks and population counts of the year's passing days kept as
/// 6 words), for MONTHLY a table look-up per period, where the walk filled a day mask per year
/// and visited every day; at most the 10,000 years of the calendar.
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
    /// DAILY and WEEKLY: `yearBits[kind * 6 + w]`, word `w` of the passing days of a year of that
    /// kind (bit `i` of the 384 for day `i` from January 1). Empty for MONTHLY.
    private let yearBits: [UInt64]
    /// DAILY and WEEKLY: day `d` is selected when `(d - windowBase) mod windowPeriod <
    /// windowLength` (every INTERVAL-th day, or the 7 days of every INTERVAL-th week).
    private let windowBase: Int
    private let windowPeriod: Int
    private let windowLength: Int
    /// With a `windowPeriod` of at most 32: bit `i` of the 128 set when `i mod windowPeriod <
    /// windowLength`, so that 64 days from any phase are one shift of the two words.
    private let windowLow: UInt64
    private let windowHigh: UInt64
    /// `64 mod windowPeriod`: how far the phase moves from one word of days to the next.
    private let wordAdvance: Int
    /// With a `windowPeriod` of at most 32: `yearCounts[kind * windowPeriod + phase]`, the
    /// selected passing days of a year of that kind whose January 1 lies `phase` days into its
    /// window. Empty otherwise (a year is then counted from its words).
    private var yearCounts: [Int]  // set once, at the end of init, from the words
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
        var window: (low: UInt64, high: UInt64) = (0, 0)
        if windowPeriod <= 32 {
            for bit in 0..<64 where bit % windowPeriod < windowLength { window.low |= 1 << UInt64(bit) }
            for bit in 0..<64 where (bit + 64) % windowPeriod < windowLength { window.high |= 1 << UInt64(bit) }
        }
        (windowLow, windowHigh) = window
        wordAdvance = 64 % windowPeriod
        var bits = [UInt64](repeating: 0, count: GregorianYearKinds.count * 12)
        var years = [UInt64](repeating: 0, count: walk.frequency == .monthly ? 0 : GregorianYearKinds.count * 6)
        for kind in 0..<GregorianYearKinds.count {
            var firstWeekday = kind >> 1
            var dayOfYear = 0
            for month in 1...12 {
                let length = Self.monthLength(month, leap: kind & 1 == 1)
                let passing = walk.dayFilter.passingDayBits(month: month, length: length, firstWeekday: firstWeekday)
                bits[kind * 12 + month - 1] = passing
                if !years.isEmpty {
                    let (word, shift) = dayOfYear.quotientAndRemainder(dividingBy: 64)
                    years[kind * 6 + word] |= (passing >> 1) << UInt64(shift)
                    if shift > 0 && word < 5 { years[kind * 6 + word + 1] |= (passing >> 1) >> UInt64(64 - shift) }
                }
                dayOfYear += length
                firstWeekday = (firstWeekday + length) % 7
            }
        }
        passingBits = bits
        yearBits = years
        monthCounts = walk.frequency == .monthly ? bits.map { walk.chosenCount(among: $0.nonzeroBitCount * walk.times.count) } : []
        yearCounts = []
        if !years.isEmpty && windowPeriod <= 32 {
            var counts: [Int] = []
            counts.reserveCapacity(GregorianYearKinds.count * windowPeriod)
            for kind in 0..<GregorianYearKinds.count {
                for phase in 0..<windowPeriod { counts.append(selectedDays(inYearOfKind: kind, phase: phase)) }
            }
            yearCounts = counts
        }
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

    /// DAILY and WEEKLY: the occurrences of the months from month `first` up to month `end`:
    /// whole years six words at a time (a shift, a mask and a population count each), the months
    /// before and after them one word each.
    private func selectedDays(from first: Int, to end: Int) -> Int {
        var days = 0
        var monthIndex = first
        while monthIndex < end {
            let (year, month) = monthIndex.quotientAndRemainder(dividingBy: 12)
            let kind = GregorianYearKinds.kind(of: year)
            let firstDay = CivilDate.dayNumber(year: year, month: month + 1, day: 1)
            let phase = RecurrenceArithmetic.modulo(firstDay - windowBase, windowPeriod)
            if month == 0 && monthIndex + 12 <= end {
                days += yearCounts.isEmpty ? selectedDays(inYearOfKind: kind, phase: phase) : yearCounts[kind * windowPeriod + phase]
                monthIndex += 12
            } else {
                days += (passingBits[kind * 12 + month] & (window(from: phase) << 1)).nonzeroBitCount
                monthIndex += 1
            }
        }
        return days * perDay
    }

    /// The selected passing days of a year of kind `kind` whose January 1 lies `phase` days
    /// into its window: six words.
    private func selectedDays(inYearOfKind kind: Int, phase: Int) -> Int {
        var days = 0
        var phase = phase
        for word in 0..<6 {
            days += (yearBits[kind * 6 + word] & window(from: phase)).nonzeroBitCount
            phase += wordAdvance
            if phase >= windowPeriod { phase -= windowPeriod }
        }
        return days
    }

    /// 64 days from one `phase` days into its window: bit `j` set when day `j` is selected.
    @inline(__always)
    private func window(from phase: Int) -> UInt64 {
        if windowPeriod <= 32 { return windowLow >> UInt64(phase) | windowHigh << UInt64(64 - phase) }
        var days: UInt64 = 0
        var runStart = -phase  // a run of selected days begins here, perhaps before day 0
        while runStart < 64 {
            let first = max(runStart, 0)
            let last = min(runStart + windowLength, 64)
            if first < last { days |= ((1 << UInt64(last - first)) - 1) << UInt64(first) }
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
