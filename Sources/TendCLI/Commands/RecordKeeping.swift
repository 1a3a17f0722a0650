import TendCore
import TendTerminal
import TendStore

/// The rule `tend edit --from` and `tend remove --from` share: a change that takes effect from
/// a moment may not hide a completion already recorded. The occurrences from that moment on
/// belong to the new schedule (or to none, after a removal), so a completion recorded for one
/// of them would stay in the database and vanish from `today`, the task's history and its
/// adherence: a dose the person recorded must never be made to look not taken.
enum RecordKeeping {
    /// Refuses `change` (`remove 'ibuprofen'`) of `task` from `start` when an occurrence that
    /// starts then or later has a completion recorded, naming the latest such occurrence, so
    /// that the `--from` the message suggests is one that succeeds.
    static func refuseHidingCompletions(of task: CareTask, from start: Instant, change: String,
                                        _ transaction: ReadTransaction, zone: ZoneRules) throws {
        let later = try transaction.outcomes(scheduledIn: start..<Instant(seconds: Int64.max / 4))
        guard let last = later.filter({ $0.occurrence.taskID == task.id }).map(\.occurrenceStart).max() else { return }
        let (from, at) = (DateText.short(start, in: zone), DateText.short(last, in: zone))
        throw CommandFailure("Cannot \(change) from \(from): its occurrence at \(at) already has a completion "
                             + "recorded; give --from a time after \(at).")
    }
}
