/// Counting for rules whose days are judged within each month (`DayFilter.judgesWithinMonths`):
/// MONTHLY with an INTERVAL that divides 12, YEARLY with any INTERVAL, DAILY with INTERVAL 1,
/// BYSETPOS or not,
/// and HOURLY, MINUTELY or SECONDLY rules whose INTERVAL divides a day (so every day visits the
/// same times); and YEARLY rules by BYYEARDAY or BYDAY ordinals counted in the year. Such a rule
/// has the same number of occurrences in every year of the same kind (`GregorianYearKinds`), so
/// the whole months or years between DTSTART's and the bound's are summed by arithmetic; only
/// those two are walked.
///
/// Cost: made once per rule from 14 × 12 month counts (bit operations, no day masks), or for
/// YEARLY rules by year days or ordinals in the year from the day masks of 14 sample years, and
/// for a YEARLY INTERVAL a table of at most 400 periods; each count is then O(14) plus the walk
/// of at most two months (two years for YEARLY), whatever the age of the rule.
struct CalendarTally: Sendable {
    /// Whole months, or whole years (YEARLY, which chooses BYSETPOS among a whole year), are summed.
    private let unitIsYear: Bool
    /// DTSTART's day.
    private let startDate: CivilDate
    /// `occurrences[kind * 13 + m]`: the occurrences in the first `m` months (`0...12`) of a year
    /// of that kind. For whole years only `m = 12` is filled.
    private let occurrences: [Int]
    /// INTERVAL of a YEARLY rule, else 1.
    private let yearStep: Int
    /// With a `yearStep` above 1: the occurrences in the first `j` periods of the cycle after
    /// which the periods meet the 400-year calendar again (`cumulativeOverCycle`).
    private let steppedYears: [Int]

    /// The tally of `walk`, or nil when its rule is not of a shape it can sum.
    init?(walk: CalendarWalk) {
        let interval = walk.interval
        // A YEARLY rule counts whole years of each kind, so BYYEARDAY and ordinals counted in the
        // year do too; BYWEEKNO does not (its weeks also depend on the year before).
        let judgesWithinMonths = walk.dayFilter.judgesWithinMonths
        guard judgesWithinMonths || (walk.frequency == .yearly && walk.dayFilter.weekNumbers.isEmpty) else { return nil }
        switch walk.frequency {
        case .monthly: guard 12 % interval == 0 else { return nil }
        case .yearly: break
        case .daily: guard interval == 1 else { return nil }
        default: return nil
        }
        unitIsYear = walk.frequency == .yearly
        startDate = walk.startDate
        let times = walk.times.count
        let chosen = walk.chosenCount(among:)
        var table = [Int](repeating: 0, count: GregorianYearKinds.count * 13)
        for kind in 0..<GregorianYearKinds.count {
            guard judgesWithinMonths else {
                let days = walk.dayFilter.passingDays(inYear: GregorianYearKinds.sampleYear(ofKind: kind))
                table[kind * 13 + 12] = chosen(days * times)
                continue
            }
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
        yearStep = walk.frequency == .yearly ? interval : 1
        steppedYears = yearStep == 1 ? [] : Self.cumulativeOverCycle(startYear: walk.startDate.year, step: interval) {
            table[$0 * 13 + 12]
        }
    }

    /// For a YEARLY INTERVAL `step`: the occurrences in the first `j` periods, for `j` in
    /// `0...cycle`, where the years `startYear + j * step` meet the 400-year cycle again after
    /// `cycle = 400 / gcd(step, 400)` periods.
    private static func cumulativeOverCycle(startYear: Int, step: Int, perYear: (Int) -> Int) -> [Int] {
        let cycle = 400 / Int(RecurrenceArithmetic.greatestCommonDivisor(Int64(step), 400))
        var cumulative = [0]
        cumulative.reserveCapacity(cycle + 1)
        for period in 0..<cycle {
            let year = 400 + (startYear % 400 + period * (step % 400)) % 400
            cumulative.append(cumulative[period] + perYear(GregorianYearKinds.kind(of: year)))
        }
        return cumulative
    }

    /// The tally of a sub-daily walk that has a day filter, or nil when its filter or INTERVAL
    /// does not allow one. `start` is DTSTART in local seconds.
    init?(walk: SubDailyWalk, start: Int64) {
        guard let dayFilter = walk.dayFilter, dayFilter.judgesWithinMonths,
              RecurrenceArithmetic.secondsPerDay % walk.step == 0
        else { return nil }
        // Every day visits the same times; count one day's values (its filter aside) once.
        var everyDay = walk
        everyDay.dayFilter = nil
        let day = (RecurrenceArithmetic.floorDivide(start, RecurrenceArithmetic.secondsPerDay) + 1) * RecurrenceArithmetic.secondsPerDay
        var sink = CountingSink()
        everyDay.walk(bounds: RecurrenceBounds(start: day, last: day + RecurrenceArithmetic.secondsPerDay - 1, countLimit: nil),
                      from: day, before: day + RecurrenceArithmetic.secondsPerDay, into: &sink)
        unitIsYear = false
        yearStep = 1
        steppedYears = []
        startDate = LocalDateTime(localSeconds: start).date
        var table = [Int](repeating: 0, count: GregorianYearKinds.count * 13)
        for kind in 0..<GregorianYearKinds.count {
            var firstWeekday = kind >> 1
            for month in 1...12 {
                let length = month == 2 ? (kind & 1 == 1 ? 29 : 28) : CivilDate.daysInMonth(year: 1, month: month)
                table[kind * 13 + month] = table[kind * 13 + month - 1]
                    + dayFilter.passingDays(month: month, length: length, firstWeekday: firstWeekday) * sink.count
                firstWeekday = (firstWeekday + length) % 7
            }
        }
        occurrences = table
    }

    /// The number of occurrences before `bound` (`start < bound`), where `walked(lower, upper)`
    /// counts those in `[lower, upper)` by walking (from DTSTART's period when `lower` is `start`).
    func count(from start: Int64, before bound: Int64, walked: (Int64, Int64) -> Int) -> Int {
        func seconds(year: Int, month: Int) -> Int64 {
            Int64(CivilDate.dayNumber(year: year, month: month, day: 1)) * RecurrenceArithmetic.secondsPerDay
        }
        let (firstYear, firstMonth) = unitIsYear
            ? (startDate.year + yearStep, 1)
            : (startDate.year + startDate.month / 12, startDate.month % 12 + 1)
        let firstUnit = seconds(year: firstYear, month: firstMonth)
        guard bound > firstUnit else { return walked(start, bound) }
        let last = CivilDate(dayNumber: Int(RecurrenceArithmetic.floorDivide(bound, RecurrenceArithmetic.secondsPerDay)))
        let lastUnit: Int64
        let whole: Int
        if yearStep > 1 {
            let period = (last.year - startDate.year) / yearStep
            lastUnit = seconds(year: startDate.year + period * yearStep, month: 1)
            whole = steppedOccurrences(before: period) - steppedOccurrences(before: 1)
        } else {
            let lastMonth = unitIsYear ? 1 : last.month
            lastUnit = seconds(year: last.year, month: lastMonth)
            whole = occurrences(before: last.year, month: lastMonth) - occurrences(before: firstYear, month: firstMonth)
        }
        return walked(start, firstUnit) + whole + (lastUnit < bound ? walked(lastUnit, bound) : 0)
    }

    /// The occurrences of a YEARLY rule with INTERVAL in its first `periods` periods, as if
    /// each were whole.
    private func steppedOccurrences(before periods: Int) -> Int {
        let cycle = steppedYears.count - 1
        return periods / cycle * steppedYears[cycle] + steppedYears[periods % cycle]
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
