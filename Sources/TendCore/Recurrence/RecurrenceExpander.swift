/// Expands a `RecurrenceRule` from its DTSTART into nominal local date-times.
///
/// Times are local seconds (`LocalDateTime.localSeconds`): seconds since 1970-01-01 00:00 on the
/// wall clock. Results are ascending and free of duplicates.
public struct RecurrenceExpander: Sendable {
    public let rule: RecurrenceRule
    public let start: LocalDateTime

    public init(rule: RecurrenceRule, start: LocalDateTime) {
        self.rule = rule
        self.start = start
    }

    /// Appends every occurrence `t` with `lower <= t < upper`, ascending.
    public func expand(from lower: Int64, to upper: Int64, into out: inout [Int64]) {
        // TODO(recurrence helper): implement.
    }

    /// The number of occurrences whose nominal local time is before `bound`.
    public func count(before bound: Int64) -> Int {
        0
    }

    /// The occurrence with the 0-based index `n`, or nil when the rule ends before it.
    public func occurrence(at n: Int) -> Int64? {
        nil
    }
}
