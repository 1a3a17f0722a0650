/// Expansion of HOURLY, MINUTELY and SECONDLY rules that have BY filters, slot by slot.
///
/// A slot is one hour, minute or second; the rule visits every INTERVAL-th slot from the one
/// holding DTSTART. A visited slot counts when its day passes the day-level BY parts and its hour,
/// minute and second pass BYHOUR, BYMINUTE and BYSECOND where those filter (BYMINUTE and BYSECOND
/// of an HOURLY rule, and BYSECOND of a MINUTELY one, expand instead: they are `offsets`). When a
/// slot fails, the walk jumps straight to the first visited slot of the next day, hour or minute
/// that could pass, so rejected days cost O(1).
struct SubDailyWalk: Sendable {
    /// The length of a slot in seconds: 3600, 60 or 1.
    let slotLength: Int64
    /// The first visited slot: DTSTART truncated to the slot length, in local seconds.
    let firstSlot: Int64
    /// INTERVAL slots, in seconds.
    let step: Int64
    /// The occurrences of a passing slot relative to its start, ascending, BYSETPOS applied.
    let offsets: [Int64]
    /// The day-level BY parts, or nil when there are none.
    var dayFilter: DayFilter?
    /// BYHOUR as bits, all set when it does not filter.
    let hours: UInt32
    /// BYMINUTE as bits, all set when it does not filter.
    let minutes: UInt64
    /// BYSECOND as bits, all set when it does not filter.
    let seconds: UInt64
    /// After this many seconds without a passing slot the walk has gone once round the cycle of
    /// the step against the 400-year Gregorian calendar, and no slot can ever pass again.
    let emptySpanLimit: Int64

    /// Whether some time of day that the walk visits passes BYHOUR, BYMINUTE and BYSECOND.
    ///
    /// The visited times of day are `firstSlot + j * gcd(step, 86400)` modulo one day, so a rule
    /// like `FREQ=HOURLY;INTERVAL=2;BYHOUR=1` starting at an even hour can never match.
    var visitsAPassingTime: Bool {
        let grid = RecurrenceArithmetic.greatestCommonDivisor(step, RecurrenceArithmetic.secondsPerDay)
        let firstTime = firstSlot - RecurrenceArithmetic.floorDivide(firstSlot, RecurrenceArithmetic.secondsPerDay)
            * RecurrenceArithmetic.secondsPerDay
        for hour in 0..<24 where hours & (1 << hour) != 0 {
            for minute in 0..<(slotLength < 3600 ? 60 : 1) where minutes & (1 << minute) != 0 {
                for second in 0..<(slotLength < 60 ? 60 : 1) where seconds & (1 << second) != 0 {
                    let time = Int64(hour * 3600 + minute * 60 + second)
                    if (time - firstTime) % grid == 0 { return true }
                }
            }
        }
        return false
    }

    /// Feeds `sink` the occurrences `v` with `lower <= v < upper` that `bounds` allow, ascending.
    func walk<Sink: OccurrenceSink>(bounds: RecurrenceBounds, from lower: Int64, before upper: Int64, into sink: inout Sink) {
        var gate = OccurrenceGate(bounds: bounds, lower: lower, upper: upper)
        // COUNT counts from `bounds.start`: with one, the walk begins at the slot holding it.
        let reached = bounds.countLimit == nil ? lower : bounds.start
        var index: Int64 = reached > firstSlot ? RecurrenceArithmetic.floorDivide(reached - firstSlot, step) : 0
        var lastPassingSlot = firstSlot + index * step
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DayFilter.maskLength) { mask in
            var maskFirstDay = Int.max
            var maskEndDay = Int.min
            while true {
                let slot = firstSlot + index * step
                if slot >= gate.end || slot - lastPassingSlot > emptySpanLimit { return }
                let day = Int(RecurrenceArithmetic.floorDivide(slot, RecurrenceArithmetic.secondsPerDay))
                let dayStart = Int64(day) * RecurrenceArithmetic.secondsPerDay
                if let dayFilter {
                    if day < maskFirstDay || day >= maskEndDay {
                        let year = CivilDate(dayNumber: day).year
                        maskFirstDay = RecurrenceArithmetic.firstDayOfYear(year)
                        maskEndDay = maskFirstDay + CivilDate.daysInYear(year)
                        dayFilter.fill(year: year, into: mask)
                    }
                    if mask[day - maskFirstDay] != DayFilter.passing {
                        index = firstIndex(atOrAfter: dayStart + RecurrenceArithmetic.secondsPerDay, following: index)
                        continue
                    }
                }
                let timeOfDay = slot - dayStart
                let hourStart = dayStart + timeOfDay / 3600 * 3600
                if hours & (1 << (timeOfDay / 3600)) == 0 {
                    index = firstIndex(atOrAfter: hourStart + 3600, following: index)
                    continue
                }
                let minuteStart = dayStart + timeOfDay / 60 * 60
                if minutes & (1 << (timeOfDay / 60 % 60)) == 0 {
                    index = firstIndex(atOrAfter: minuteStart + 60, following: index)
                    continue
                }
                if seconds & (1 << (timeOfDay % 60)) == 0 {
                    index += 1
                    continue
                }
                lastPassingSlot = slot
                for offset in offsets {
                    switch gate.judge(slot + offset) {
                    case .skip: continue
                    case .stop: return
                    case .take: if !sink.accept(slot + offset) { return }
                    }
                }
                index += 1
            }
        }
    }

    /// The index of the first visited slot at or after `time`, and at least one past `index`.
    @inline(__always)
    private func firstIndex(atOrAfter time: Int64, following index: Int64) -> Int64 {
        max(index + 1, RecurrenceArithmetic.ceilingDivide(time - firstSlot, step))
    }
}
