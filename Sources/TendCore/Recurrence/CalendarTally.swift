/// Counting for the calendar walks whose days are judged within each month
/// (`DayFilter.judgesWithinMonths`): MONTHLY with an INTERVAL that divides 12, YEARLY and DAILY
/// with INTERVAL 1, BYSETPOS or not. Such a rule has the same number of occurrences in every
/// year of the same kind (`GregorianYearKinds`), so the whole months or years between DTSTART's
/// and the bound's are summed by arithmetic; only those two are walked.
///
/// Cost: made once per rule from 14 × 12 month counts (bit operations, no day masks); each count
/// is then O(14) plus the walk of at most two months (DAILY, MONTHLY) or two years (YEARLY),
/// whatever the age of the rule.
struct CalendarTally: Sendable {
    /// Whole months (DAILY, MONTHLY) or whole years (YEARLY) are summed.
    private let unitIsYear: Bool
    /// `occurrences[kind * 13 + m]`: the occurrences in the first `m` months (`0...12`) of a year
    /// of that kind. A YEARLY rule chooses BYSETPOS among a whole year, so only `m = 12` is
    /// filled for it.
    private let occurrences: [Int]

    /// The tally of `walk`, or nil when its rule is not of a shape it can sum.
    init?(walk: CalendarWalk) {
        let interval = walk.interval
        guard walk.dayFilter.judgesWithinMonths else { return nil }
        switch walk.frequency {
        case .monthly: guard 12 % interval == 0 else { return nil }
        case .yearly, .daily: guard interval == 1 else { return nil }
        default: return nil
        }
        unitIsYear = walk.frequency == .yearly
        let times = walk.times.count
        func chosen(_ candidates: Int) -> Int {
            guard !walk.setPositions.isEmpty else { return candidates }
            var indices = Set<Int>()
            for position in walk.setPositions {
                let index = position > 0 ? position - 1 : candidates + position
                if index >= 0 && index < candidates { indices.insert(index) }
            }
            return indices.count
        }
        var table = [Int](repeating: 0, count: GregorianYearKinds.count * 13)
        for kind in 0..<GregorianYearKinds.count {
            let leap = kind & 1 == 1
            var firstWeekday = kind >> 1
            var total = 0
            var days = 0
            for month in 1...12 {
                let length = month == 2 ? (leap ? 29 : 28) : CivilDate.daysInMonth(year: 1, month: month)
                let passing = walk.dayFilter.passingDays(month: month, length: length, firstWeekday: firstWeekday)
                switch walk.frequency {
                case .monthly:
                    if RecurrenceArithmetic.modulo(month - walk.startDate.month, interval) == 0 { total += chosen(passing * times) }
                case .daily:
                    total += passing * chosen(times)
                default:
                    days += passing
                }
                table[kind * 13 + month] = total
                firstWeekday = (firstWeekday + length) % 7
            }
            if walk.frequency == .yearly { table[kind * 13 + 12] = chosen(days * times) }
        }
        occurrences = table
    }

    /// The number of occurrences of `walk` before `bound`, within `bounds` but without its COUNT
    /// (`bounds.start < bound <= bounds.last + 1`).
    func count(of walk: CalendarWalk, bounds: RecurrenceBounds, before bound: Int64) -> Int {
        let uncapped = RecurrenceBounds(start: bounds.start, last: bounds.last, countLimit: nil)
        func walked(from lower: Int64, before upper: Int64) -> Int {
            guard lower < upper else { return 0 }
            var sink = CountingSink()
            walk.walk(bounds: uncapped, from: lower, before: upper, into: &sink)
            return sink.count
        }
        let start = walk.startDate
        let (firstYear, firstMonth) = unitIsYear ? (start.year + 1, 1) : (start.year + start.month / 12, start.month % 12 + 1)
        let firstUnit = Int64(CivilDate.dayNumber(year: firstYear, month: firstMonth, day: 1)) * RecurrenceArithmetic.secondsPerDay
        guard bound > firstUnit else { return walked(from: bounds.start, before: bound) }
        let last = CivilDate(dayNumber: Int(RecurrenceArithmetic.floorDivide(bound, RecurrenceArithmetic.secondsPerDay)))
        let lastMonth = unitIsYear ? 1 : last.month
        let lastUnit = Int64(CivilDate.dayNumber(year: last.year, month: lastMonth, day: 1)) * RecurrenceArithmetic.secondsPerDay
        return walked(from: bounds.start, before: firstUnit)
            + occurrences(before: last.year, month: lastMonth) - occurrences(before: firstYear, month: firstMonth)
            + walked(from: lastUnit, before: bound)
    }

    /// The occurrences from year 0 up to the first day of `month` of `year`, as if the rule had
    /// begun then.
    private func occurrences(before year: Int, month: Int) -> Int {
        var total = 0
        for kind in 0..<GregorianYearKinds.count {
            total += occurrences[kind * 13 + 12] * GregorianYearKinds.yearsBefore(year, ofKind: kind)
        }
        return total + occurrences[GregorianYearKinds.kind(of: year) * 13 + month - 1]
    }
}
