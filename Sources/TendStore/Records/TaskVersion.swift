import TendCore

/// One schedule of a task as the store keeps it, in its text, in effect from `effectiveFrom`
/// until the next version's `effectiveFrom` (or the task's removal). Occurrences are numbered
/// per version, so past occurrences keep their schedule and their records when the schedule
/// changes. `TendPlan` reads the text into the domain's `ScheduleVersion`.
public struct TaskVersion: Hashable, Sendable {
    public var taskID: String
    /// 1 for the first schedule, then 2, 3, … in order of `effectiveFrom`.
    public var version: Int
    public var effectiveFrom: Instant
    /// The schedule in tend's schedule language (`daily at 08:00 and 20:00`).
    public var schedule: String
    /// The time zone the schedule is pinned to (`Europe/Paris`); nil to follow the user's zone.
    public var zone: String?
    /// When this version was recorded.
    public var createdAt: Instant

    public init(taskID: String, version: Int, effectiveFrom: Instant, schedule: String, zone: String?, createdAt: Instant) {
        self.taskID = taskID
        self.version = version
        self.effectiveFrom = effectiveFrom
        self.schedule = schedule
        self.zone = zone
        self.createdAt = createdAt
    }
}
