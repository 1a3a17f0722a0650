/// One value recorded with a completion (`400 mg`, `pain 3`, `with food: yes`).
public struct OutcomeValue: Hashable, Sendable {
    public var value: RecordedValue
    public var unit: String?
    public var recordedAt: Instant

    public init(_ value: RecordedValue, unit: String? = nil, recordedAt: Instant) {
        self.value = value
        self.unit = unit
        self.recordedAt = recordedAt
    }
}
