import TendCore
import TendNotify
import TendPlan
import TendStore

/// Every task's snapshot, kept between planning rounds, so that after a change the daemon
/// reads again only the tasks whose rows changed (the store's change journal names them) and
/// plans with the others' snapshots as they were.
///
/// A kept snapshot holds while its task's rows are unchanged and time has not reached the
/// next due instant of the last plan: until then nothing of the task comes due, so a
/// snapshot taken now would give the planner the same sends and the same wake (the planner
/// drops what fell out of the catch-up window itself). A due instant, a clock set or a jump,
/// a new configuration and a failed round start again from every task (`forget`).
struct PlannedTasks {
    private var snapshots: [String: TaskSnapshot] = [:]
    /// The task ids in the order of the plan (oldest task first), new tasks at the end.
    private var order: [String] = []
    /// The journal's number of the latest change the snapshots include; nil before the first
    /// round and after `forget`.
    private(set) var lastChange: Int64?
    /// When the snapshots of unchanged tasks stop holding: the last plan's next due instant.
    var validUntil: Instant?
    /// The instant the last round planned at: a clock that went back plans everything again.
    private var plannedAt: Instant?
    /// The stored versions that could not be read, of each task that has such, as the last
    /// snapshot of the task found them: kept apart from the snapshots, so that a problem is
    /// told once even across `dropSnapshots`.
    private var unreadableByTask: [String: [PlanError]] = [:]

    /// Whether the round at `now`, with the journal at `latestChange`, must read every task.
    func needsEveryTask(at now: Instant, latestChange: Int64) -> Bool {
        guard let lastChange, let plannedAt, now >= plannedAt, latestChange >= lastChange else { return true }
        return validUntil.map { now >= $0 } ?? false
    }

    /// Starts again from every task at the next round.
    mutating func forget() {
        lastChange = nil
    }

    /// Lets go of every snapshot before a round that reads every task, so that the round does
    /// not hold the old snapshots beside the new ones (at 2,000 tasks, 0.7 MiB each). Until
    /// `take`, only `unreadable(of:)` answers as before.
    mutating func dropSnapshots() {
        snapshots = [:]
        order = []
    }

    /// The versions of task `id` that its last snapshot could not read.
    func unreadable(of id: String) -> [PlanError] {
        unreadableByTask[id] ?? []
    }

    /// Takes the snapshots of a round at `now` that read the tasks `ids` (every task when
    /// nil), in the order given; ids without a snapshot are tasks that no longer exist.
    mutating func take(_ taken: [(id: String, snapshot: TaskSnapshot)], readIDs ids: [String]?, latestChange: Int64, at now: Instant) {
        if ids == nil {
            dropSnapshots()
            unreadableByTask = [:]
        } else {
            let gone = Set(ids ?? []).subtracting(taken.map(\.id))
            order.removeAll { gone.contains($0) }
            for id in gone {
                snapshots[id] = nil
                unreadableByTask[id] = nil
            }
        }
        for (id, snapshot) in taken {
            if snapshots.updateValue(snapshot, forKey: id) == nil { order.append(id) }
            unreadableByTask[id] = snapshot.unreadable.isEmpty ? nil : snapshot.unreadable
        }
        lastChange = latestChange
        plannedAt = now
    }

    /// Every task's candidates, in the plan's order, one group a task (not copied into one
    /// array: at 2,000 tasks that copy was about 6,000 candidates at once).
    var candidatesByTask: [[ReminderCandidate]] {
        order.map { snapshots[$0]?.candidates ?? [] }
    }

    /// The store's record of an occurrence that was notified.
    func record(of key: OccurrenceKey) -> NotificationRecord? {
        snapshots[key.taskID]?.records[key]
    }
}
