/// One version of a task's schedule, in effect from a moment until the next version (or the
/// task's removal). Past occurrences keep the version they were created under.
public struct ScheduleVersion: Hashable, Sendable {
    /// 1, 2, 3, …
    public var number: Int
    public var effectiveFrom: Instant
    public var schedule: Schedule

    public init(number: Int, effectiveFrom: Instant, schedule: Schedule) {
        self.number = number
        self.effectiveFrom = effectiveFrom
        self.schedule = schedule
    }
}
