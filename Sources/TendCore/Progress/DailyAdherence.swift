/// Done against expected, per local day, of the occurrences of one task (or several, added
/// together) that started before a moment: the same count `tend summary` makes, kept by day so
/// that a chart can bucket it.
public struct DailyAdherence: Hashable, Sendable {
    /// By `CivilDate.dayNumber`; a day with nothing due is absent.
    public private(set) var days: [Int: Adherence] = [:]

    public init() {}

    /// Counts `occurrences`, each done when `done` holds its key, on its local day in `zone`.
    public init(occurrences: [TaskOccurrence], zone: ZoneRules, isDone: (OccurrenceKey) -> Bool) {
        for occurrence in occurrences {
            let day = zone.localDateTime(at: occurrence.occurrence.start).date.dayNumber
            days[day, default: Adherence(expected: 0, done: 0)].expected += 1
            if isDone(occurrence.key) { days[day]!.done += 1 }
        }
    }

    /// Adds the occurrences of `timeline` that start in `[from, to)`, on their local days in
    /// `zone`, as they are expanded (a few weeks at a time, never the whole period at once).
    ///
    /// For each version in effect, `doneMasks(version, indices, visit)` calls `visit` with each
    /// block of 64 indices of that version that meets `indices` and holds a done occurrence,
    /// ascending: the block's number (`index >> 6`) and its mask (bit `index & 63` set for a
    /// done one; the store keeps them, a row for up to 64 outcomes). They are merged with the
    /// occurrences, which come in index order. A bit that names no occurrence (an outcome of
    /// a position a duplicate instant left unused, or one outside the period) counts nothing.
    public mutating func add(
        _ timeline: TaskTimeline, from: Instant, to: Instant, zone: ZoneRules,
        doneMasks: (_ version: Int, _ indices: Range<Int>, _ visit: (_ block: Int, _ bits: UInt64) -> Void) throws -> Void
    ) rethrows {
        // The occurrences come by start: count a day's in `run`, and add the run when the day
        // changes. A plain loop over local values (the masks are read first, a row per 64
        // indices), so that no variable is shared with a closure: Swift checks each access to
        // one at run time, which cost a quarter of a year's chart.
        var cursor = LocalDayCursor(zone: zone)
        var run = (day: 0, adherence: Adherence(expected: 0, done: 0))
        var masks: [(block: Int, bits: UInt64)] = []
        for span in timeline.spans(from: from, to: to) {
            var occurrences = ChunkedOccurrences(span.engine, in: span.range)
            let indices = span.engine.count(before: span.range.lowerBound)..<span.engine.count(before: span.range.upperBound)
            masks.removeAll(keepingCapacity: true)
            try doneMasks(span.version.number, indices) { masks.append(($0, $1)) }
            var next = 0
            while let occurrence = occurrences.peek() {
                occurrences.advance()
                let block = occurrence.index >> 6
                while next < masks.count && masks[next].block < block { next += 1 }
                let done = next < masks.count && masks[next].block == block && masks[next].bits >> UInt64(occurrence.index & 63) & 1 == 1
                let day = cursor.dayNumber(at: occurrence.start)
                if day != run.day {
                    Self.add(run, to: &days)
                    run = (day, Adherence(expected: 0, done: 0))
                }
                run.adherence.expected += 1
                if done { run.adherence.done += 1 }
            }
        }
        Self.add(run, to: &days)
    }

    /// Adds a day's run of occurrences to `days`.
    private static func add(_ run: (day: Int, adherence: Adherence), to days: inout [Int: Adherence]) {
        guard run.adherence.expected > 0 else { return }
        days[run.day] = (days[run.day] ?? Adherence(expected: 0, done: 0)) + run.adherence
    }

    /// The adherence of one day (nothing expected when nothing was due).
    public subscript(day: CivilDate) -> Adherence {
        days[day.dayNumber] ?? Adherence(expected: 0, done: 0)
    }

    /// The adherence summed over the days of `bucket`.
    public func total(over bucket: ChartBucket) -> Adherence {
        (bucket.first.dayNumber...bucket.last.dayNumber).reduce(Adherence(expected: 0, done: 0)) { $0 + (days[$1] ?? Adherence(expected: 0, done: 0)) }
    }
}
