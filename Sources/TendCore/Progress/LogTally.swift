/// A log task's entries in one quarter hour of UTC, as the store keeps them for charts: how
/// many, and the numbers among them (how many, their sum, the smallest and the largest).
public struct LogTally: Hashable, Sendable {
    /// The length of a quarter hour: every offset from UTC the zones use today is a multiple
    /// of it, so a local day is made of whole quarter hours.
    public static let seconds: Int64 = 900

    /// `floor(at / 900)` of the entries' times.
    public var quarter: Int64
    public var entries: Int
    /// The numbers; nil when no entry of the quarter hour has one.
    public var numbers: DailySamples.Total?

    public init(quarter: Int64, entries: Int, numbers: DailySamples.Total?) {
        self.quarter = quarter
        self.entries = entries
        self.numbers = numbers
    }
}
