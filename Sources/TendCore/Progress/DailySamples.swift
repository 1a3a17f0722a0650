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

        public init(count: Int, sum: Double, minimum: Double, maximum: Double) {
            self.count = count
            self.sum = sum
            self.minimum = minimum
            self.maximum = maximum
        }

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

    fileprivate mutating func add(_ total: Total, onDay day: Int) {
        days[day] = days[day].map { $0 + total } ?? total
    }

    /// The numbers and the entries (each a 1) of a log task in `range`, per local day in `zone`.
    ///
    /// `tallies(hours, visit)` hands `visit` the store's tally of each hour of UTC
    /// numbered in `hours` (`LogTally.hour`) that holds an entry; those are the hours
    /// wholly inside `range`. `entries(part, visit)` hands `visit` each entry's time and
    /// number (nil when its value is not a number) in a part of `range` in time order: the
    /// parts of an hour at its two ends, and each hour that a local midnight cuts (none in a
    /// zone whose offsets are whole hours; one a day in a zone of +5:30 or +5:45).
    /// A day's totals are added up as its hours come, and reach the dictionary once.
    public static func fold(
        zone: ZoneRules, in range: Range<Instant>,
        tallies: (_ hours: Range<Int64>, _ visit: (LogTally) -> Void) throws -> Void,
        entries: (_ part: Range<Instant>, _ visit: (Instant, Double?) -> Void) throws -> Void
    ) rethrows -> (numbers: DailySamples, entries: DailySamples) {
        var fold = Fold(zone: zone)
        let length = LogTally.seconds
        let lower = range.lowerBound.seconds, upper = range.upperBound.seconds
        // The whole hours inside the range: from the first that starts at or after its
        // start to the last that ends at or before its end.
        let first = lower.floorDivided(by: length) + (lower.floorDivided(by: length) * length == lower ? 0 : 1)
        let last = max(first, upper.floorDivided(by: length))
        func read(_ part: Range<Int64>) throws {
            guard part.lowerBound < part.upperBound else { return }
            try entries(Instant(seconds: part.lowerBound)..<Instant(seconds: part.upperBound)) { fold.add(at: $0, number: $1) }
        }
        guard first < last else {
            try read(lower..<upper)
            return fold.finish()
        }
        try read(lower..<first * length)
        var cut: [Int64] = []
        try tallies(first..<last) { tally in
            if !fold.add(tally) { cut.append(tally.hour) }
        }
        for hour in cut { try read(hour * length..<(hour + 1) * length) }
        try read(last * length..<upper)
        return fold.finish()
    }

    /// The days' totals of `fold` as the records come: the current local day's run, added to
    /// the table when the day changes.
    private struct Fold {
        var numbers = DailySamples()
        var entries = DailySamples()
        var cursor: LocalDayCursor
        var run: (day: Int, numbers: Total?, entries: Int) = (0, nil, 0)

        init(zone: ZoneRules) {
            cursor = LocalDayCursor(zone: zone)
        }

        mutating func add(at: Instant, number: Double?) {
            add(entries: 1, numbers: number.map { Total(count: 1, sum: $0, minimum: $0, maximum: $0) }, onDay: cursor.dayNumber(at: at))
        }

        /// Adds an hour's tally to its local day; false (adding nothing) when a local
        /// midnight cuts it.
        mutating func add(_ tally: LogTally) -> Bool {
            let start = tally.hour * LogTally.seconds
            let day = cursor.dayNumber(at: Instant(seconds: start))
            guard cursor.dayNumber(at: Instant(seconds: start + LogTally.seconds - 1)) == day else { return false }
            add(entries: tally.entries, numbers: tally.numbers, onDay: day)
            return true
        }

        private mutating func add(entries count: Int, numbers total: Total?, onDay day: Int) {
            if day != run.day {
                addRun()
                run.day = day
            }
            run.entries += count
            if let total { run.numbers = run.numbers.map { $0 + total } ?? total }
        }

        private mutating func addRun() {
            if let total = run.numbers { numbers.add(total, onDay: run.day) }
            if run.entries > 0 {
                entries.add(Total(count: run.entries, sum: Double(run.entries), minimum: 1, maximum: 1), onDay: run.day)
            }
            run = (run.day, nil, 0)
        }

        mutating func finish() -> (numbers: DailySamples, entries: DailySamples) {
            addRun()
            return (numbers, entries)
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
