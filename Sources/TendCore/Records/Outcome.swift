/// The record that an occurrence was done, with any values and a note.
public struct Outcome: Hashable, Sendable {
    public var id: Int64
    public var occurrence: OccurrenceKey
    /// When the occurrence was scheduled to start, as the schedule engine computed it when the
    /// completion was recorded.
    public var occurrenceStart: Instant
    /// When it was done.
    public var recordedAt: Instant
    public var note: String?
    public var values: [OutcomeValue]

    public init(
        id: Int64, occurrence: OccurrenceKey, occurrenceStart: Instant, recordedAt: Instant,
        note: String? = nil, values: [OutcomeValue] = []
    ) {
        self.id = id
        self.occurrence = occurrence
        self.occurrenceStart = occurrenceStart
        self.recordedAt = recordedAt
        self.note = note
        self.values = values
    }
}
