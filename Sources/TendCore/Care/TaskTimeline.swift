/// The occurrences of a task across its versions: each version contributes the occurrences
/// of its schedule that start while it is in effect, and none start after the task's removal.
///
/// Making one costs no more than keeping its arrays: the engines are built by the caller, who
/// can share one among every version with the same schedule (`CarePlan` builds one per distinct
/// stored schedule of a load), or by `init(task:versions:zone:)`, one per version.
public struct TaskTimeline: Sendable {
    public let task: CareTask
    /// The task's schedule versions, ascending by `effectiveFrom`.
    public let versions: [ScheduleVersion]
    /// The engine that expands each version's schedule, in the order of `versions`.
    private let engines: [ScheduleEngine]

    /// The timeline of `task` under `versions` (ascending by `effectiveFrom`), in which each
    /// version's schedule is read in `zone(version)` (its pinned zone or the user's).
    public init(task: CareTask, versions: [ScheduleVersion], zone: (ScheduleVersion) -> ZoneRules) {
        self.init(task: task, versions: versions, engines: versions.map { ScheduleEngine(schedule: $0.schedule, zone: zone($0)) })
    }

    /// The timeline of `task` under `versions` (ascending by `effectiveFrom`), each expanded by
    /// the engine at its position in `engines` (one engine for each version, made for its
    /// schedule in its pinned zone or the user's).
    public init(task: CareTask, versions: [ScheduleVersion], engines: [ScheduleEngine]) {
        precondition(versions.count == engines.count, "one engine for each version")
        self.task = task
        self.versions = versions
        self.engines = engines
    }

    /// The end of the time in effect of the version at `position`: the next version's start,
    /// or the task's removal when that comes first.
    private func end(ofVersionAt position: Int) -> Instant {
        var until = position + 1 < versions.count ? versions[position + 1].effectiveFrom : Instant(seconds: Int64.max / 4)
        if let removed = task.removed { until = min(until, removed) }
        return until
    }

    /// The part of `[from, to)` in which the version at `position` is in effect; nil when it is
    /// in effect for none of it.
    private func range(ofVersionAt position: Int, from: Instant, to: Instant) -> Range<Instant>? {
        let lower = max(from, versions[position].effectiveFrom)
        let upper = min(to, end(ofVersionAt: position))
        return lower < upper ? lower..<upper : nil
    }

    /// `occurrence` of the version at `position` as an occurrence of the task.
    private func taskOccurrence(_ occurrence: Occurrence, ofVersionAt position: Int) -> TaskOccurrence {
        let version = versions[position]
        return TaskOccurrence(taskID: task.id, version: version.number, occurrence: occurrence,
                              label: version.schedule.elements[occurrence.element].label)
    }

    /// The part of `[from, to)` in which each version is in effect, with the engine that expands
    /// its schedule, in order; a version in effect for none of it is left out.
    public func spans(from: Instant, to: Instant) -> [(version: ScheduleVersion, engine: ScheduleEngine, range: Range<Instant>)] {
        versions.indices.compactMap { i in range(ofVersionAt: i, from: from, to: to).map { (versions[i], engines[i], $0) } }
    }

    /// The occurrences that start in `[from, to)`, ascending by start.
    public func occurrences(from: Instant, to: Instant) -> [TaskOccurrence] {
        var result: [TaskOccurrence] = []
        var found: [Occurrence] = []
        for i in versions.indices {
            guard let range = range(ofVersionAt: i, from: from, to: to) else { continue }
            found.removeAll(keepingCapacity: true)
            engines[i].appendOccurrences(from: range.lowerBound, to: range.upperBound, into: &found)
            result.reserveCapacity(result.count + found.count)
            for occurrence in found { result.append(taskOccurrence(occurrence, ofVersionAt: i)) }
        }
        return result
    }

    /// The first `limit` occurrences that start at or after `instant`.
    public func upcoming(after instant: Instant, limit: Int) -> [TaskOccurrence] {
        var result: [TaskOccurrence] = []
        for i in versions.indices where result.count < limit {
            let until = end(ofVersionAt: i)
            guard until > instant else { continue }
            let lower = max(instant, versions[i].effectiveFrom)
            for occurrence in engines[i].occurrences(startingAtOrAfter: lower, limit: limit - result.count)
            where occurrence.start < until {
                result.append(taskOccurrence(occurrence, ofVersionAt: i))
            }
        }
        return Array(result.prefix(limit))
    }

    /// The version in effect at an instant, if any.
    public func version(at instant: Instant) -> ScheduleVersion? {
        position(at: instant).map { versions[$0] }
    }

    /// The position in `versions` of the version in effect at an instant, if any.
    public func position(at instant: Instant) -> Int? {
        versions.indices.last { versions[$0].effectiveFrom <= instant && instant < end(ofVersionAt: $0) }
    }

    /// The engine that expands the version at `position`. Versions built with one shared
    /// engine (as `CarePlan` shares one among versions with the same stored schedule) have the
    /// same schedule, so the engine's identity can key what is derived from the schedule alone.
    public func engine(ofVersionAt position: Int) -> ScheduleEngine {
        engines[position]
    }
}
