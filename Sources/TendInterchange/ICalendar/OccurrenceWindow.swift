import TendCore

/// Finds the occurrences that completions point at, for completions handed in the order of
/// their index (so of their start): a window of the schedule's occurrences is expanded once and
/// read by every completion in it, and each window is numbered by one `count(before:)`. The cost
/// follows the completions and the occurrences between them, not the schedule's age once per
/// completion. Windows start one day wide and are widened while they hold less than half of
/// `ScheduleEngine.batchSize` and narrowed while they hold more than twice as many, as
/// `ScheduleEngine.forEachBatch` sizes its batches.
struct OccurrenceWindow {
    private let engine: ScheduleEngine
    private var from: Int64 = 0
    private var to: Int64 = 0
    private var span: Int64 = 86_400
    private var occurrences: [Occurrence] = []

    init(engine: ScheduleEngine) {
        self.engine = engine
    }

    /// The occurrence numbered `index` that starts at `start`: what `engine.occurrences(from:
    /// start, to: start + 1 s)` holds with that index; nil when there is none.
    mutating func occurrence(index: Int, start: Instant) -> Occurrence? {
        let second = start.seconds
        if second < from || second >= to { expand(from: second) }
        var low = 0
        var high = occurrences.count
        while low < high {
            let middle = (low + high) / 2
            if occurrences[middle].start.seconds < second { low = middle + 1 } else { high = middle }
        }
        while low < occurrences.count, occurrences[low].start.seconds == second {
            if occurrences[low].index == index { return occurrences[low] }
            low += 1
        }
        return nil
    }

    private mutating func expand(from second: Int64) {
        from = second
        to = second + span
        occurrences.removeAll(keepingCapacity: true)
        engine.appendOccurrences(from: Instant(seconds: from), to: Instant(seconds: to), into: &occurrences)
        if occurrences.count < ScheduleEngine.batchSize / 2, span < 400 * 366 * 86_400 {
            span *= 2
        } else if occurrences.count > ScheduleEngine.batchSize * 2, span > 60 {
            span /= 2
        }
    }
}
