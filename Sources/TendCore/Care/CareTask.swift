/// A task of the care plan: what to do, when, and how it is shown.
public struct CareTask: Hashable, Sendable {
    /// The slug people type (`ibuprofen`).
    public var id: String
    /// What to do ("Ibuprofen").
    public var title: String
    /// A line of advice ("1 tablet every 4–6 hours; no more than 4 a day").
    public var instructions: String?
    /// A group such as `medication` or `exercise`.
    public var group: String?
    public var style: TaskStyle
    /// A colour name (`blue`); never the only carrier of meaning.
    public var color: String?
    /// What each occurrence aims for.
    public var target: TargetValue?
    /// Whether its occurrences count toward adherence.
    public var countsTowardAdherence: Bool
    /// When the task was created.
    public var created: Instant
    /// When the task was removed: it has no occurrences from then on, but keeps its history.
    public var removed: Instant?
    /// The schedule versions, ascending by `effectiveFrom`.
    public var versions: [ScheduleVersion]

    public init(id: String, title: String, instructions: String? = nil, group: String? = nil, style: TaskStyle,
                color: String? = nil, target: TargetValue? = nil, countsTowardAdherence: Bool = true,
                created: Instant, removed: Instant? = nil, versions: [ScheduleVersion]) {
        self.id = id
        self.title = title
        self.instructions = instructions
        self.group = group
        self.style = style
        self.color = color
        self.target = target
        self.countsTowardAdherence = countsTowardAdherence
        self.created = created
        self.removed = removed
        self.versions = versions
    }

    /// Whether the task was removed by `instant` (it has no occurrences from then on).
    public func isRemoved(at instant: Instant) -> Bool {
        removed.map { $0 <= instant } ?? false
    }
}

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
