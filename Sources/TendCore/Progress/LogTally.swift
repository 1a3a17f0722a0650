/// A log task's entries in one hour of UTC, as the store keeps them for charts: how
/// many, and the numbers among them (how many, their sum, the smallest and the largest).
public struct LogTally: Hashable, Sendable {
    /// The length of an hour: most zones' offsets from UTC are whole hours, so most local
    /// days are made of whole hours of UTC.
    public static let seconds: Int64 = 3600

    /// `floor(at / 3600)` of the entries' times.
    public var hour: Int64
    public var entries: Int
    /// The numbers; nil when no entry of the hour has one.
    public var numbers: DailySamples.Total?

    public init(hour: Int64, entries: Int, numbers: DailySamples.Total?) {
        self.hour = hour
        self.entries = entries
        self.numbers = numbers
    }
}
