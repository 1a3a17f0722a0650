/// The occurrences of a task across its versions: each version contributes the occurrences
/// of its schedule that start while it is in effect, and none start after the task's removal.
public struct TaskTimeline: Sendable {
    public let task: CareTask
    /// The task's schedule versions, ascending by `effectiveFrom`.
    public let versions: [ScheduleVersion]
    private let engines: [(version: ScheduleVersion, engine: ScheduleEngine, until: Instant)]

    /// The timeline of `task` under `versions` (ascending by `effectiveFrom`), in which each
    /// version's schedule is read in `zone(version)` (its pinned zone or the user's).
    public init(task: CareTask, versions: [ScheduleVersion], zone: (ScheduleVersion) -> ZoneRules) {
        self.task = task
        self.versions = versions
        let far = Instant(seconds: Int64.max / 4)
        var list: [(version: ScheduleVersion, engine: ScheduleEngine, until: Instant)] = []
        for (i, version) in versions.enumerated() {
            var until = i + 1 < versions.count ? versions[i + 1].effectiveFrom : far
            if let removed = task.removed { until = min(until, removed) }
            list.append((version, ScheduleEngine(schedule: version.schedule, zone: zone(version)), until))
        }
        engines = list
    }

    /// The part of `[from, to)` in which each version is in effect, with the engine that expands
    /// its schedule, in order; a version in effect for none of it is left out.
    public func spans(from: Instant, to: Instant) -> [(version: ScheduleVersion, engine: ScheduleEngine, range: Range<Instant>)] {
        engines.compactMap { entry in
            let lower = max(from, entry.version.effectiveFrom)
            let upper = min(to, entry.until)
            return lower < upper ? (entry.version, entry.engine, lower..<upper) : nil
        }
    }

    /// The occurrences that start in `[from, to)`, ascending by start.
    public func occurrences(from: Instant, to: Instant) -> [TaskOccurrence] {
        var result: [TaskOccurrence] = []
        for span in spans(from: from, to: to) {
            for occurrence in span.engine.occurrences(from: span.range.lowerBound, to: span.range.upperBound) {
                result.append(TaskOccurrence(taskID: task.id, version: span.version.number, occurrence: occurrence,
                                             label: span.version.schedule.elements[occurrence.element].label))
            }
        }
        return result
    }

    /// The first `limit` occurrences that start at or after `instant`.
    public func upcoming(after instant: Instant, limit: Int) -> [TaskOccurrence] {
        var result: [TaskOccurrence] = []
        for entry in engines where result.count < limit && entry.until > instant {
            let lower = max(instant, entry.version.effectiveFrom)
            for occurrence in entry.engine.occurrences(startingAtOrAfter: lower, limit: limit - result.count)
            where occurrence.start < entry.until {
                result.append(TaskOccurrence(taskID: task.id, version: entry.version.number, occurrence: occurrence,
                                             label: entry.version.schedule.elements[occurrence.element].label))
            }
        }
        return Array(result.prefix(limit))
    }

    /// The version in effect at an instant, if any.
    public func version(at instant: Instant) -> ScheduleVersion? {
        engines.last { $0.version.effectiveFrom <= instant && instant < $0.until }?.version
    }
}
