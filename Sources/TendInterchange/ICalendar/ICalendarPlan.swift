import TendCore

/// What an iCalendar export reads of the plan: each task with its schedule versions (and the
/// zone each is read in); its completions are read as they are written
/// (`ICalendarExport.CompletionReader`).
public struct ICalendarPlan: Sendable {
    /// One task as exported.
    public struct Task: Sendable {
        public var task: CareTask
        /// The versions, ascending by `effectiveFrom`, each with the zone its schedule is read in
        /// (its pinned zone, or the user's).
        public var versions: [(version: ScheduleVersion, zone: ZoneRules)]

        public init(task: CareTask, versions: [(version: ScheduleVersion, zone: ZoneRules)]) {
            self.task = task
            self.versions = versions
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
