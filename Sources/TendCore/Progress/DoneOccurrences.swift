/// The occurrences of one task that start in a period, each with whether it was done: the
/// occurrences of its versions, expanded a few weeks at a time, merged in index order with the
/// done masks the store keeps. It is the one merge every adherence count makes
/// (`DailyAdherence.add`, the summary's tally), so that they cannot count a period two ways.
public struct DoneOccurrences {
    /// Calls `visit` with each block of 64 occurrence indices of `version` of `task` that meets
    /// `indices` and holds a done occurrence, ascending: the block's number (`index >> 6`) and
    /// its mask (bit `index & 63` set for a done one; the store keeps them, a row for up to 64
    /// outcomes). A bit that names no occurrence of the period counts nothing.
    public typealias DoneMasks = (_ task: String, _ version: Int, _ indices: Range<Int>,
                                  _ visit: (_ block: Int, _ bits: UInt64) -> Void) throws -> Void

    private let taskID: String
    private let spans: [(version: ScheduleVersion, engine: ScheduleEngine, range: Range<Instant>)]
    private var nextSpan = 0
    private var occurrences: ChunkedOccurrences?
    private var done = DoneBlocks()

    /// The occurrences of `timeline` that start in `[from, to)`.
    public init(_ timeline: TaskTimeline, from: Instant, to: Instant) {
        taskID = timeline.task.id
        spans = from < to ? timeline.spans(from: from, to: to) : []
    }

    /// The next occurrence, in time order, and whether it was done; nil after the last. The
    /// masks of a version are read from `doneMasks` when its first occurrence is reached.
    public mutating func next(doneMasks: DoneMasks) rethrows -> (occurrence: Occurrence, isDone: Bool)? {
        while true {
            if let occurrence = occurrences?.peek() {
                occurrences?.advance()
                return (occurrence, done.contains(occurrence.index))
            }
            guard nextSpan < spans.count else { return nil }
            let span = spans[nextSpan]
            nextSpan += 1
            let indices = span.engine.count(before: span.range.lowerBound)..<span.engine.count(before: span.range.upperBound)
            done.removeAll()
            try doneMasks(taskID, span.version.number, indices) { done.append(block: $0, bits: $1) }
            occurrences = ChunkedOccurrences(span.engine, in: span.range)
        }
    }
}
