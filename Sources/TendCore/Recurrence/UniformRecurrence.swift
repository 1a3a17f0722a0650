/// Occurrences that repeat with a fixed period: `base + k * period + offsets[i]` for every period
/// `k >= 0`, leaving out the first `skippedAtStart` ones (they fall before DTSTART).
///
/// DAILY rules without day-level BY parts or with plain weekdays only, WEEKLY rules whose only
/// day-level part is BYDAY without ordinals, and HOURLY/MINUTELY/SECONDLY rules without BY
/// filters, or with time filters and at most plain weekdays, all have this shape, so counting,
/// indexing and finding the first occurrence of a window are O(1) (O(log n) in the number of
/// offsets) whatever the age of the rule.
struct UniformRecurrence: Sendable {
    /// Local seconds at which period 0 begins.
    let base: Int64
    /// The length of a period in seconds.
    let period: Int64
    /// The occurrences of a period relative to its beginning: ascending, each in `0..<period`.
    let offsets: [Int64]
    /// How many occurrences of period 0 fall before DTSTART.
    let skippedAtStart: Int

    /// Creates the pattern, or returns nil when a period has no occurrence at all.
    init?(base: Int64, period: Int64, offsets: [Int64], start: Int64) {
        guard !offsets.isEmpty else { return nil }
        self.base = base
        self.period = period
        self.offsets = offsets
        skippedAtStart = offsets.prefix { base + $0 < start }.count
    }

    /// The number of pattern values (DTSTART not considered) earlier than `bound`.
    func valuesBefore(_ bound: Int64) -> Int {
        guard bound > base else { return 0 }
        let elapsed = bound - base
        let periods = elapsed / period
        let remainder = elapsed - periods * period
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < remainder { low = middle + 1 } else { high = middle }
        }
        return Int(periods) * offsets.count + low
    }

    /// The pattern value with the 0-based index `index` (DTSTART not considered), or nil when it
    /// would fall after year 9999.
    func value(at index: Int) -> Int64? {
        let (periods, position) = index.quotientAndRemainder(dividingBy: offsets.count)
        guard Int64(periods) <= (RecurrenceArithmetic.endSecond - base) / period else { return nil }
        return base + Int64(periods) * period + offsets[position]
    }

    /// Appends the pattern values with indices `first..<end`, ascending.
    func appendValues(from first: Int, to end: Int, into out: inout [Int64]) {
        guard first < end else { return }
        // Reserve ahead, but never more than a bounded amount at once: a window far too wide for
        // memory then fails as appending would, not in one enormous allocation.
        let needed = out.count + min(end - first, 1 << 16)
        if out.capacity < needed { out.reserveCapacity(max(needed, out.capacity * 2)) }
        offsets.withUnsafeBufferPointer { offsets in
            let perPeriod = offsets.count
            var (periodIndex, position) = first.quotientAndRemainder(dividingBy: perPeriod)
            var periodStart = base + Int64(periodIndex) * period
            var remaining = end - first
            while remaining > 0 {
                let take = min(perPeriod - position, remaining)
                for i in position..<(position + take) { out.append(periodStart + offsets[i]) }
                remaining -= take
                position = 0
                periodIndex += 1
                periodStart += period
            }
        }
    }
}
