/// An event logged when it happened ("felt nauseous at 10:42"), optionally with a value.
public struct LogEntry: Hashable, Sendable {
    public var id: Int64
    public var taskID: String
    /// When the event happened.
    public var at: Instant
    public var value: RecordedValue?
    /// The value's unit; only ever set together with a value.
    public var unit: String?
    public var note: String?
    /// When the entry was made.
    public var recordedAt: Instant

    public init(
        id: Int64, taskID: String, at: Instant, value: RecordedValue? = nil, unit: String? = nil,
        note: String? = nil, recordedAt: Instant
    ) {
        self.id = id
        self.taskID = taskID
        self.at = at
        self.value = value
        self.unit = unit
        self.note = note
        self.recordedAt = recordedAt
    }
}
