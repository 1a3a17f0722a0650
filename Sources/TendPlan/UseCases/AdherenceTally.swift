import TendCore
import TendStore

/// Adherence counted from the store: done against expected, per local day, of the occurrences
/// that started before a moment, streamed as the store reads its done masks (`DoneOccurrences`
/// merges them with the occurrences), so that a decade costs the memory of a few weeks. The
/// count `tend summary` and `tend chart` (and the care team's report) make.
public enum AdherenceTally {
    /// The done masks of `transaction`, in the form `DoneOccurrences` reads.
    public static func doneMasks(_ transaction: ReadTransaction) -> DoneOccurrences.DoneMasks {
        { task, version, indices, visit in try transaction.forEachDoneMask(of: task, version: version, in: indices, visit) }
    }

    /// The adherence of `tasks` of `plan`, added together, per day from `first` to `last`: the
    /// occurrences that started before `now`.
    public static func daily(_ tasks: [CareTask], of plan: CarePlan, from first: CivilDate, to last: CivilDate,
                             now: Instant, in transaction: ReadTransaction) throws -> DailyAdherence {
        let start = plan.bounds(of: first).start
        let end = max(start, min(plan.bounds(of: last).end, now))
        var daily = DailyAdherence()
        try daily.add(tasks.map(plan.timeline), from: start, to: end, zone: plan.userZone, doneMasks: doneMasks(transaction))
        return daily
    }
}
