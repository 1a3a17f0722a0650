/// Receives the occurrences of a walk in ascending order.
protocol OccurrenceSink {
    /// Takes one occurrence; returns false to end the walk.
    mutating func accept(_ occurrence: Int64) -> Bool
}

/// Counts occurrences.
struct CountingSink: OccurrenceSink {
    var count = 0
    mutating func accept(_ occurrence: Int64) -> Bool {
        count += 1
        return true
    }
}

/// The limits every occurrence of a rule must respect, whatever the walk that produced it.
struct RecurrenceBounds: Sendable {
    /// DTSTART in local seconds: nothing earlier is an occurrence.
    let start: Int64
    /// The last local second an occurrence may fall on: UNTIL, or the end of year 9999.
    let last: Int64
    /// COUNT, if the rule has one.
    let countLimit: Int?
}

/// Decides, candidate by candidate in ascending order, what a walk does with a value: RFC 5545's
/// DTSTART, UNTIL and COUNT rules (COUNT counts every occurrence from DTSTART on, including those
/// before the window) and the window `lower..<upper`.
struct OccurrenceGate {
    enum Verdict { case skip, take, stop }

    private let start: Int64
    private let lower: Int64
    /// The smaller of the window's end and one past the last allowed second.
    let end: Int64
    private let countLimit: Int
    private var counted = 0

    init(bounds: RecurrenceBounds, lower: Int64, upper: Int64) {
        start = bounds.start
        self.lower = lower
        end = bounds.last < upper ? bounds.last + 1 : upper
        countLimit = bounds.countLimit ?? Int.max
    }

    /// The verdict on the next candidate, which must not be smaller than the previous one.
    @inline(__always)
    mutating func judge(_ value: Int64) -> Verdict {
        if value < start { return .skip }
        if value >= end { return .stop }
        counted += 1
        if counted > countLimit { return .stop }
        return value < lower ? .skip : .take
    }
}
