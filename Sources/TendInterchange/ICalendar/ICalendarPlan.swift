import TendCore

/// What an iCalendar export reads of the plan: each task with its schedule versions (and the
/// zone each is read in) and its completions.
public struct ICalendarPlan: Sendable {
    /// One task as exported.
    public struct Task: Sendable {
        public var task: CareTask
        /// The versions, ascending by `effectiveFrom`, each with the zone its schedule is read in
        /// (its pinned zone, or the user's).
        public var versions: [(version: ScheduleVersion, zone: ZoneRules)]
        /// Its completions, in any order.
        public var outcomes: [Outcome]

        public init(task: CareTask, versions: [(version: ScheduleVersion, zone: ZoneRules)], outcomes: [Outcome]) {
            self.task = task
            self.versions = versions
            self.outcomes = outcomes
        }
    }

    public var tasks: [Task]
    /// When the file is written (DTSTAMP).
    public var stamp: Instant

    public init(tasks: [Task], stamp: Instant) {
        self.tasks = tasks
        self.stamp = stamp
    }
}
