/// The occurrences of a task across its versions: each version contributes the occurrences
/// of its schedule that start while it is in effect, and none start after the task's removal.
public struct TaskTimeline: Sendable {
    public let task: CareTask
    /// The task's schedule versions, ascending by `effectiveFrom`.
    public let versions: [ScheduleVersion]
    /// Each version's engine and the end of its time in effect, in the order of `versions`.
    private let periods: [VersionPeriod]

    /// One version in effect from its `effectiveFrom` until `until`, with the engine that expands
    /// its schedule. A class, so that walking the periods of a timeline shares them instead of
    /// copying each engine and schedule.
    private final class VersionPeriod: Sendable {
        let version: ScheduleVersion
        let engine: ScheduleEngine
        let until: Instant
        /// The label of each of the schedule's elements, read once.
        let labels: [String?]

        init(version: ScheduleVersion, engine: ScheduleEngine, until: Instant) {
            self.version = version
            self.engine = engine
            self.until = until
            labels = version.schedule.elements.map(\.label)
        }

        /// The part of `[from, to)` in which the version is in effect; nil when it is in effect
        /// for none of it.
        func range(from: Instant, to: Instant) -> Range<Instant>? {
            let lower = max(from, version.effectiveFrom)
            let upper = min(to, until)
            return lower < upper ? lower..<upper : nil
        }

        /// `occurrence` of this version as an occurrence of the task `taskID`.
        func taskOccurrence(_ occurrence: Occurrence, of taskID: String) -> TaskOccurrence {
            TaskOccurrence(taskID: taskID, version: version.number, occurrence: occurrence, label: labels[occurrence.element])
        }
    }

    /// The timeline of `task` under `versions` (ascending by `effectiveFrom`), in which each
    /// version's schedule is read in `zone(version)` (its pinned zone or the user's).
    public init(task: CareTask, versions: [ScheduleVersion], zone: (ScheduleVersion) -> ZoneRules) {
        self.task = task
        self.versions = versions
        let far = Instant(seconds: Int64.max / 4)
        var list: [VersionPeriod] = []
        list.reserveCapacity(versions.count)
        for i in versions.indices {
            var until = i + 1 < versions.count ? versions[i + 1].effectiveFrom : far
            if let removed = task.removed { until = min(until, removed) }
            list.append(VersionPeriod(version: versions[i], engine: ScheduleEngine(schedule: versions[i].schedule, zone: zone(versions[i])),
                                      until: until))
        }
        periods = list
    }

    /// The part of `[from, to)` in which each version is in effect, with the engine that expands
    /// its schedule, in order; a version in effect for none of it is left out.
    public func spans(from: Instant, to: Instant) -> [(version: ScheduleVersion, engine: ScheduleEngine, range: Range<Instant>)] {
        periods.compactMap { period in period.range(from: from, to: to).map { (period.version, period.engine, $0) } }
    }

    /// The occurrences that start in `[from, to)`, ascending by start.
    public func occurrences(from: Instant, to: Instant) -> [TaskOccurrence] {
        var result: [TaskOccurrence] = []
        for period in periods {
            guard let range = period.range(from: from, to: to) else { continue }
            let found = period.engine.occurrences(from: range.lowerBound, to: range.upperBound)
            result.reserveCapacity(result.count + found.count)
            for occurrence in found { result.append(period.taskOccurrence(occurrence, of: task.id)) }
        }
        return result
    }

    /// The first `limit` occurrences that start at or after `instant`.
    public func upcoming(after instant: Instant, limit: Int) -> [TaskOccurrence] {
        var result: [TaskOccurrence] = []
        for period in periods where result.count < limit && period.until > instant {
            let lower = max(instant, period.version.effectiveFrom)
            for occurrence in period.engine.occurrences(startingAtOrAfter: lower, limit: limit - result.count)
            where occurrence.start < period.until {
                result.append(period.taskOccurrence(occurrence, of: task.id))
            }
        }
        return Array(result.prefix(limit))
    }

    /// The version in effect at an instant, if any.
    public func version(at instant: Instant) -> ScheduleVersion? {
        periods.last { $0.version.effectiveFrom <= instant && instant < $0.until }?.version
    }
}
