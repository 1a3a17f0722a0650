/// The occurrences of one schedule that start in a range, expanded a few weeks at a time as
/// they are read, so that a year of a task costs the memory of one chunk.
struct ChunkedOccurrences {
    /// How much of the range one expansion covers.
    static let chunkSeconds: Int64 = 32 * 86_400

    private let engine: ScheduleEngine
    private let end: Instant
    /// Where the next chunk starts.
    private var next: Instant
    private var chunk: [Occurrence] = []
    private var position = 0

    init(_ engine: ScheduleEngine, in range: Range<Instant>) {
        self.engine = engine
        end = range.upperBound
        next = range.lowerBound
    }

    /// The next occurrence, in index order, without reading past it; nil at the end.
    mutating func peek() -> Occurrence? {
        while position == chunk.count {
            guard next < end else { return nil }
            let upper = min(end, next.adding(seconds: Self.chunkSeconds))
            chunk.removeAll(keepingCapacity: true)
            position = 0
            engine.appendOccurrences(from: next, to: upper, into: &chunk)
            next = upper
        }
        return chunk[position]
    }

    /// Moves past the occurrence `peek()` gave.
    mutating func advance() {
        position += 1
    }
}
