/// Expansion of YEARLY, MONTHLY, WEEKLY and DAILY rules period by period, as python-dateutil
/// does: each period (a year, a month, a week from WKST, a day) keeps the days its BY parts
/// accept, crosses them with the times of day, applies BYSETPOS, and yields in order.
///
/// Day filters come from a mask of the whole year, rebuilt only when the walk enters a new year.
/// The first WEEKLY period runs from DTSTART to the next WKST (not from the WKST before it), as in
/// dateutil; this matters only for BYSETPOS.
struct CalendarWalk: Sendable {
    let frequency: RecurrenceRule.Frequency
    /// INTERVAL, at most one step past the end of year 9999.
    let interval: Int
    let startDate: CivilDate
    /// The WKST on or before DTSTART's day (WEEKLY only).
    let firstWeekStart: Int
    /// Times of day in seconds, ascending.
    let times: [Int64]
    /// BYSETPOS, ascending.
    let setPositions: [Int]
    let dayFilter: DayFilter
    /// After this many consecutive periods without a candidate the rule has gone once round the
    /// 400-year Gregorian cycle without a match, and can never match again.
    let emptyPeriodLimit: Int

    private var startDay: Int { startDate.dayNumber }

    /// Feeds `sink` the occurrences `v` with `lower <= v < upper` that `bounds` allow, ascending.
    func walk<Sink: OccurrenceSink>(bounds: RecurrenceBounds, from lower: Int64, before upper: Int64, into sink: inout Sink) {
        var gate = OccurrenceGate(bounds: bounds, lower: lower, upper: upper)
        let lastDay = Int(RecurrenceArithmetic.floorDivide(gate.end - 1, RecurrenceArithmetic.secondsPerDay))
        // COUNT counts from `bounds.start`: with one, the walk begins at the period holding it.
        var period = firstPeriod(reaching: bounds.countLimit == nil ? lower : bounds.start)
        var emptyPeriods = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DayFilter.maskLength) { mask in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: DayFilter.maskLength) { days in
                withUnsafeTemporaryAllocation(of: Int64.self, capacity: max(1, setPositions.count)) { chosen in
                    var maskFirstDay = Int.max
                    var maskEndDay = Int.min
                    while let range = dayRange(ofPeriod: period), range.lowerBound <= lastDay {
                        if range.lowerBound < maskFirstDay || range.lowerBound >= maskEndDay {
                            let year = CivilDate(dayNumber: range.lowerBound).year
                            maskFirstDay = RecurrenceArithmetic.firstDayOfYear(year)
                            maskEndDay = maskFirstDay + CivilDate.daysInYear(year)
                            dayFilter.fill(year: year, into: mask)
                        }
                        var dayCount = 0
                        for day in range where mask[day - maskFirstDay] == DayFilter.passing {
                            days[dayCount] = day
                            dayCount += 1
                        }
                        let keepGoing: Bool
                        if setPositions.isEmpty {
                            emptyPeriods = dayCount == 0 ? emptyPeriods + 1 : 0
                            keepGoing = emit(days: UnsafeBufferPointer(rebasing: days[0..<dayCount]), gate: &gate, sink: &sink)
                        } else {
                            let chosenCount = choose(days: UnsafeBufferPointer(rebasing: days[0..<dayCount]), into: chosen)
                            emptyPeriods = chosenCount == 0 ? emptyPeriods + 1 : 0
                            keepGoing = emit(values: UnsafeBufferPointer(rebasing: chosen[0..<chosenCount]), gate: &gate, sink: &sink)
                        }
                        if !keepGoing || emptyPeriods > emptyPeriodLimit { return }
                        period += 1
                    }
                }
            }
        }
    }

    /// Every time of every day, in order.
    @inline(__always)
    private func emit<Sink: OccurrenceSink>(days: UnsafeBufferPointer<Int>, gate: inout OccurrenceGate, sink: inout Sink) -> Bool {
        for day in days {
            let dayStart = Int64(day) * RecurrenceArithmetic.secondsPerDay
            for time in times {
                switch gate.judge(dayStart + time) {
                case .skip: continue
                case .stop: return false
                case .take: if !sink.accept(dayStart + time) { return false }
                }
            }
        }
        return true
    }

    /// Values already chosen, in order.
    @inline(__always)
    private func emit<Sink: OccurrenceSink>(values: UnsafeBufferPointer<Int64>, gate: inout OccurrenceGate, sink: inout Sink) -> Bool {
        for value in values {
            switch gate.judge(value) {
            case .skip: continue
            case .stop: return false
            case .take: if !sink.accept(value) { return false }
            }
        }
        return true
    }

    /// BYSETPOS: picks positions out of the period's day-and-time candidates, then sorts them and
    /// drops repeats (a position counted from either end may name the same candidate twice).
    private func choose(days: UnsafeBufferPointer<Int>, into chosen: UnsafeMutableBufferPointer<Int64>) -> Int {
        let candidateCount = days.count * times.count
        var count = 0
        for position in setPositions {
            let index = position > 0 ? position - 1 : candidateCount + position
            guard index >= 0 && index < candidateCount else { continue }
            let (dayIndex, timeIndex) = index.quotientAndRemainder(dividingBy: times.count)
            let value = Int64(days[dayIndex]) * RecurrenceArithmetic.secondsPerDay + times[timeIndex]
            if chosen[0..<count].contains(value) { continue }
            var slot = count
            while slot > 0 && chosen[slot - 1] > value {
                chosen[slot] = chosen[slot - 1]
                slot -= 1
            }
            chosen[slot] = value
            count += 1
        }
        return count
    }

    /// How many of a period's `candidates` (days times times of day) BYSETPOS keeps: each
    /// candidate once, even when a position from either end names it; all without BYSETPOS.
    func chosenCount(among candidates: Int) -> Int {
        guard !setPositions.isEmpty else { return candidates }
        var count = 0
        for position in setPositions where position > 0 ? position <= candidates : -position <= candidates {
            if position > 0 || !setPositions.contains(candidates + position + 1) { count += 1 }
        }
        return count
    }

    /// The days of period `period` (0 is the one holding DTSTART), or nil past year 9999.
    private func dayRange(ofPeriod period: Int) -> Range<Int>? {
        let range: Range<Int>
        switch frequency {
        case .yearly:
            let year = startDate.year + period * interval
            guard year <= CivilDate.maximumYear else { return nil }
            range = RecurrenceArithmetic.firstDayOfYear(year)..<RecurrenceArithmetic.firstDayOfYear(year + 1)
        case .monthly:
            let monthIndex = startDate.year * 12 + startDate.month - 1 + period * interval
            let year = monthIndex / 12
            let month = monthIndex % 12 + 1
            guard year <= CivilDate.maximumYear else { return nil }
            let first = CivilDate.dayNumber(year: year, month: month, day: 1)
            range = first..<(first + CivilDate.daysInMonth(year: year, month: month))
        case .weekly:
            let weekStart = firstWeekStart + period * interval * 7
            range = (period == 0 ? startDay : weekStart)..<(weekStart + 7)
        default:
            let day = startDay + period * interval
            range = day..<(day + 1)
        }
        guard range.lowerBound < RecurrenceArithmetic.endDay else { return nil }
        return range.lowerBound..<min(range.upperBound, RecurrenceArithmetic.endDay)
    }

    /// The last period that begins on or before the day of `lower`, or 0.
    private func firstPeriod(reaching lower: Int64) -> Int {
        let day = Int(RecurrenceArithmetic.floorDivide(lower, RecurrenceArithmetic.secondsPerDay))
        guard day > startDay else { return 0 }
        switch frequency {
        case .yearly:
            return (CivilDate(dayNumber: day).year - startDate.year) / interval
        case .monthly:
            let date = CivilDate(dayNumber: day)
            return ((date.year - startDate.year) * 12 + date.month - startDate.month) / interval
        case .weekly:
            return (day - firstWeekStart) / (interval * 7)
        default:
            return (day - startDay) / interval
        }
    }
}
