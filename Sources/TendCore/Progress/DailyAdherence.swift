/// Done against expected, per local day, of the occurrences of one task that started before
/// a moment: the same count `tend summary` makes, kept by day so that a chart can bucket it.
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

    /// The adherence of one day (nothing expected when nothing was due).
    public subscript(day: CivilDate) -> Adherence {
        days[day.dayNumber] ?? Adherence(expected: 0, done: 0)
    }

    /// The adherence summed over the days of `bucket`.
    public func total(over bucket: ChartBucket) -> Adherence {
        (bucket.first.dayNumber...bucket.last.dayNumber).reduce(Adherence(expected: 0, done: 0)) { $0 + (days[$1] ?? Adherence(expected: 0, done: 0)) }
    }
}
