/// The missed occurrences of a summary, in time order, made a run of days at a time each time
/// they are read: a renderer that walks them holds one run's rows, never the period's, so that
/// ten years of misses take the memory of a few weeks. Walking them again makes the same rows.
public struct MissedOccurrences: Sequence, Sendable {
    /// How many there are in all.
    public let count: Int
    /// How many runs of days make them.
    private let runs: Int
    /// The rows of one run, in time order; the runs follow each other in time.
    private let rowsOfRun: @Sendable (Int) -> [MissedOccurrenceRow]

    /// The `count` rows that `rowsOfRun` makes for each of the runs `0..<runs` in turn.
    public init(count: Int, runs: Int, rowsOfRun: @escaping @Sendable (Int) -> [MissedOccurrenceRow]) {
        self.count = count
        self.runs = runs
        self.rowsOfRun = rowsOfRun
    }

    /// Rows already in memory, as one run.
    public init(_ rows: [MissedOccurrenceRow]) {
        self.init(count: rows.count, runs: rows.isEmpty ? 0 : 1) { _ in rows }
    }

    /// Whether nothing was missed.
    public var isEmpty: Bool { count == 0 }

    public func makeIterator() -> Iterator {
        Iterator(missed: self)
    }

    /// Walks the rows run by run, holding one run's.
    public struct Iterator: IteratorProtocol {
        private let missed: MissedOccurrences
        private var run = 0
        private var rows: [MissedOccurrenceRow] = []
        private var position = 0

        init(missed: MissedOccurrences) {
            self.missed = missed
        }

        public mutating func next() -> MissedOccurrenceRow? {
            while position == rows.count {
                guard run < missed.runs else { return nil }
                rows = missed.rowsOfRun(run)
                run += 1
                position = 0
            }
            defer { position += 1 }
            return rows[position]
        }
    }
}
