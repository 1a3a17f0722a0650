import TendCore

/// A task as the store keeps it: what to do and how to show it. Its schedule lives in its
/// versions (`TaskVersion`), so that editing a schedule never rewrites the past.
public struct StoredTask: Hashable, Sendable {
    /// The slug the user types (`ibuprofen`); unique forever, removed tasks included.
    public var id: String
    /// What to do (`Ibuprofen`).
    public var title: String
    /// A line of advice (`1 tablet every 4–6 hours; no more than 4 a day`).
    public var instructions: String?
    /// The group the task belongs to (`medication`, `exercise`).
    public var group: String?
    public var style: TaskStyle
    /// The colour the user chose, as they spelled it.
    public var color: String?
    /// How much each completion should reach (`400` of `mg`).
    public var targetValue: Double?
    public var targetUnit: String?
    /// Whether the task's occurrences count in adherence.
    public var countsTowardAdherence: Bool
    /// How long before an occurrence its reminder goes out; nil for the daemon's default.
    public var notificationLeadSeconds: Int64?
    public var createdAt: Instant
    /// When the task ended. Its occurrences stop at this instant; its history stays.
    public var deletedAt: Instant?

    public init(
        id: String,
        title: String,
        instructions: String? = nil,
        group: String? = nil,
        style: TaskStyle,
        color: String? = nil,
        targetValue: Double? = nil,
        targetUnit: String? = nil,
        countsTowardAdherence: Bool = true,
        notificationLeadSeconds: Int64? = nil,
        createdAt: Instant,
        deletedAt: Instant? = nil
    ) {
        self.id = id
        self.title = title
        self.instructions = instructions
        self.group = group
        self.style = style
        self.color = color
        self.targetValue = targetValue
        self.targetUnit = targetUnit
        self.countsTowardAdherence = countsTowardAdherence
        self.notificationLeadSeconds = notificationLeadSeconds
        self.createdAt = createdAt
        self.deletedAt = deletedAt
    }
}
