extension ScheduleEngine {
    /// The occurrences a batch of `forEachBatch(from:to:_:)` aims at.
    public static let batchSize = 4096

    /// Every occurrence that starts in `[from, to)`, in index order, handed to `body` a batch at
    /// a time, so that a long window never holds all its occurrences at once: about
    /// `batchSize` in a batch, whatever the schedule's density. Batches are consecutive windows
    /// of time, from one day wide, widened while they hold less than half a batch and narrowed
    /// while they hold more than two; each is numbered by one `count(before:)`, as
    /// `occurrences(startingAtOrAfter:limit:)` numbers each of its steps. Instants several
    /// elements give fall in one window, so a batch drops the duplicates as
    /// `occurrences(from:to:)` does. Stops at the first batch `body` answers false for.
    public func forEachBatch(from: Instant, to: Instant, _ body: ([Occurrence]) -> Bool) {
        var batch: [Occurrence] = []
        var start = from.seconds
        var span: Int64 = 86_400
        while start < to.seconds {
            let end = span < to.seconds - start ? start + span : to.seconds
            batch.removeAll(keepingCapacity: true)
            appendOccurrences(from: Instant(seconds: start), to: Instant(seconds: end), into: &batch)
            if !batch.isEmpty, !body(batch) { return }
            start = end
            if batch.count < Self.batchSize / 2, span < 400 * 366 * 86_400 {
                span *= 2
            } else if batch.count > Self.batchSize * 2, span > 60 {
                span /= 2
            }
        }
    }
}
