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

    /// Adds the occurrences of each of `timelines` that start in `[from, to)`, on their local
    /// days in `zone`, each done as `doneMasks` says (`DoneOccurrences`), as they are expanded
    /// (a few weeks at a time, never the whole period at once).
    public mutating func add(_ timelines: [TaskTimeline], from: Instant, to: Instant, zone: ZoneRules,
                             doneMasks: DoneOccurrences.DoneMasks) rethrows {
        guard from < to else { return }
        // The period's days in an array, added to `days` once at the end; a plain loop over
        // local values (the masks are read first, a row per 64 indices), so that no variable
        // is shared with a closure: Swift checks each access to one at run time, which cost a
        // quarter of a year's chart.
        var cursor = LocalDayCursor(zone: zone)
        let first = cursor.dayNumber(at: from)
        var counts = Array(repeating: Adherence(expected: 0, done: 0), count: cursor.dayNumber(at: to.adding(seconds: -1)) - first + 1)
        for timeline in timelines {
            var occurrences = DoneOccurrences(timeline, from: from, to: to)
            while let (occurrence, isDone) = try occurrences.next(doneMasks: doneMasks) {
                let day = cursor.dayNumber(at: occurrence.start)
                let counted = Adherence(expected: 1, done: isDone ? 1 : 0)
                if counts.indices.contains(day - first) {
                    counts[day - first] = counts[day - first] + counted
                } else {
                    // A local day before the first (a zone that turns its clock back over midnight).
                    days[day] = (days[day] ?? Adherence(expected: 0, done: 0)) + counted
                }
            }
        }
        for (offset, adherence) in counts.enumerated() where adherence.expected > 0 {
            days[first + offset] = (days[first + offset] ?? Adherence(expected: 0, done: 0)) + adherence
        }
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
