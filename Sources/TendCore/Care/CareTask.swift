/// A task of the care plan: what to do and how it is shown, as the store keeps it. Its schedule
/// lives in its versions (`ScheduleVersion`), which the plan joins to it, so that editing a
/// schedule never rewrites the past.
public struct CareTask: Hashable, Sendable {
    /// The slug people type (`ibuprofen`); unique forever, removed tasks included.
    public var id: String
    /// What to do ("Ibuprofen").
    public var title: String
    /// A line of advice ("1 tablet every 4–6 hours; no more than 4 a day").
    public var instructions: String?
    /// A group such as `medication` or `exercise`.
    public var group: String?
    public var style: TaskStyle
    /// A colour name (`blue`), as the person spelled it; never the only carrier of meaning.
    public var color: String?
    /// How much each occurrence aims for (`400`), in `targetUnit`.
    public var targetAmount: Double?
    /// The target's unit (`mg`). It may be kept before there is an amount (`tend edit --unit`
    /// alone), and then waits for one.
    public var targetUnit: String?
    /// Whether its occurrences count toward adherence.
    public var countsTowardAdherence: Bool
    /// How long before an occurrence its reminder goes out; nil for the daemon's default.
    public var notificationLeadSeconds: Int64?
    /// The most doses that may be recorded on one local day of the user (`--max-per-day 4`);
    /// nil for no limit. `DoseSafety` applies it.
    public var maxPerDay: Int?
    /// The least time between two recorded doses, in seconds (`--min-interval 4h`); nil for no
    /// minimum. `DoseSafety` applies it.
    public var minIntervalSeconds: Int64?
    /// When the task was created.
    public var created: Instant
    /// When the task was removed: it has no occurrences from then on, but keeps its history.
    public var removed: Instant?

    public init(id: String, title: String, instructions: String? = nil, group: String? = nil, style: TaskStyle,
                color: String? = nil, targetAmount: Double? = nil, targetUnit: String? = nil,
                countsTowardAdherence: Bool = true, notificationLeadSeconds: Int64? = nil,
                maxPerDay: Int? = nil, minIntervalSeconds: Int64? = nil, created: Instant, removed: Instant? = nil) {
        self.id = id
        self.title = title
        self.instructions = instructions
        self.group = group
        self.style = style
        self.color = color
        self.targetAmount = targetAmount
        self.targetUnit = targetUnit
        self.countsTowardAdherence = countsTowardAdherence
        self.notificationLeadSeconds = notificationLeadSeconds
        self.maxPerDay = maxPerDay
        self.minIntervalSeconds = minIntervalSeconds
        self.created = created
        self.removed = removed
    }

    /// What each occurrence aims for; nil until the task has a target amount.
    public var target: TargetValue? {
        targetAmount.map { TargetValue(amount: $0, unit: targetUnit) }
    }

    /// Whether the task was removed by `instant` (it has no occurrences from then on).
    public func isRemoved(at instant: Instant) -> Bool {
        removed.map { $0 <= instant } ?? false
    }
}
