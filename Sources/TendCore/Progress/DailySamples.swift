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
        add(Total(count: 1, sum: value, minimum: value, maximum: value), onDay: day.dayNumber)
    }

    private mutating func add(_ total: Total, onDay day: Int) {
        days[day] = days[day].map { $0 + total } ?? total
    }

    /// The numbers and the entries (each a 1) of a log task, per local day in `zone`, from
    /// `read`, which hands each entry's time and number (nil when its value is not a number)
    /// to the function it is given, in time order: the days' totals are added up as the
    /// entries come, and each day's reaches the dictionary once.
    public static func fold(
        zone: ZoneRules, _ read: (_ entry: (Instant, Double?) -> Void) throws -> Void
    ) rethrows -> (numbers: DailySamples, entries: DailySamples) {
        var numbers = DailySamples()
        var entries = DailySamples()
        var cursor = LocalDayCursor(zone: zone)
        var run: (day: Int, numbers: Total?, entries: Int) = (0, nil, 0)
        func addRun() {
            if let total = run.numbers { numbers.add(total, onDay: run.day) }
            if run.entries > 0 {
                let count = Double(run.entries)
                entries.add(Total(count: run.entries, sum: count, minimum: 1, maximum: 1), onDay: run.day)
            }
            run = (run.day, nil, 0)
        }
        try read { at, number in
            let day = cursor.dayNumber(at: at)
            if day != run.day {
                addRun()
                run.day = day
            }
            run.entries += 1
            if let number {
                let one = Total(count: 1, sum: number, minimum: number, maximum: number)
                run.numbers = run.numbers.map { $0 + one } ?? one
            }
        }
        addRun()
        return (numbers, entries)
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
