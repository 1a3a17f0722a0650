extension SubDailyWalk {
    /// The most values one period of a repeating pattern may hold (512 KiB of offsets): a
    /// SECONDLY rule that passes most seconds of a week stays a walk instead.
    static let patternValueLimit = 1 << 16

    /// The walk as a fixed-period pattern, when its day filter repeats every `daysPerCycle` days
    /// (1 without one, 7 for plain weekdays) and one period holds at most `patternValueLimit`
    /// values; nil otherwise.
    ///
    /// The visited slots line up with the days again after `lcm(step, daysPerCycle days)`, so
    /// that span is a period: its values are found once, by walking it, and counting or indexing
    /// is then arithmetic whatever the age of the rule.
    func repeatingPattern(start: Int64, daysPerCycle: Int64) -> UniformRecurrence? {
        let cycle = daysPerCycle * RecurrenceArithmetic.secondsPerDay
        let (period, overflow) = (step / RecurrenceArithmetic.greatestCommonDivisor(step, cycle))
            .multipliedReportingOverflow(by: cycle)
        guard !overflow else { return nil }
        let end = min(RecurrenceArithmetic.endSecond - firstSlot, period)
        var sink = PatternSink(base: firstSlot)
        walk(bounds: RecurrenceBounds(start: firstSlot, last: firstSlot + end - 1, countLimit: nil),
             from: firstSlot, before: firstSlot + end, into: &sink)
        guard !sink.isOverLimit else { return nil }
        return UniformRecurrence(base: firstSlot, period: period, offsets: sink.offsets, start: start)
    }
}

/// Collects the values of one period as offsets from its start, up to the limit.
private struct PatternSink: OccurrenceSink {
    let base: Int64
    var offsets: [Int64] = []
    var isOverLimit = false

    mutating func accept(_ occurrence: Int64) -> Bool {
        guard offsets.count < SubDailyWalk.patternValueLimit else {
            isOverLimit = true
            return false
        }
        offsets.append(occurrence - base)
        return true
    }
}
