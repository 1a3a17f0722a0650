/// The numbers logged per local day, folded as they are read: how many, their sum, the
/// smallest and the largest. What a chart's buckets and its narration need of a log task,
/// in memory that follows the days of the period, not the entries.
public struct DailySamples: Hashable, Sendable {
    /// One day's numbers, or several days' added together.
    public struct Total: Hashable, Sendable {
        public var count: Int
        public var sum: Double
        public var minimum: Double
        public var maximum: Double

        /// The mean of the numbers.
        public var mean: Double { sum / Double(count) }

        /// The numbers of both.
        public static func + (a: Total, b: Total) -> Total {
            Total(count: a.count + b.count, sum: a.sum + b.sum, minimum: min(a.minimum, b.minimum), maximum: max(a.maximum, b.maximum))
        }
    }

    /// By `CivilDate.dayNumber`; a day with nothing logged is absent.
    public private(set) var days: [Int: Total] = [:]

    public init() {}

    /// Folds `values`, each on its day.
    public init(_ values: some Sequence<DatedValue>) {
        for value in values { add(value.value, on: value.day) }
    }

    /// Adds one number logged on `day`.
    public mutating func add(_ value: Double, on day: CivilDate) {
        let key = day.dayNumber
        if let total = days[key] {
            days[key] = Total(count: total.count + 1, sum: total.sum + value, minimum: min(total.minimum, value),
                              maximum: max(total.maximum, value))
        } else {
            days[key] = Total(count: 1, sum: value, minimum: value, maximum: value)
        }
    }

    /// Whether nothing was logged.
    public var isEmpty: Bool { days.isEmpty }

    /// The numbers of one day; nil when nothing was logged on it.
    public subscript(day: CivilDate) -> Total? { days[day.dayNumber] }

    /// The numbers of `days` together; nil when nothing was logged on any of them.
    public func total(over days: some Sequence<CivilDate>) -> Total? {
        total(overDayNumbers: days.lazy.map(\.dayNumber))
    }

    /// The numbers of the days of `bucket` together; nil when nothing was logged in it.
    public func total(over bucket: ChartBucket) -> Total? {
        total(overDayNumbers: bucket.first.dayNumber...bucket.last.dayNumber)
    }

    private func total(overDayNumbers numbers: some Sequence<Int>) -> Total? {
        numbers.reduce(nil) { total, number in
            guard let logged = days[number] else { return total }
            return total.map { $0 + logged } ?? logged
        }
    }
}
