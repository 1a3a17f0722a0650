import TendCore
import TendPlan
import TendNotify
import TendStore

/// The planning round: read the store, plan, send what is due, and say when to wake next.
extension ReminderLoop {
    /// Planning rounds until one has nothing to send (what was just sent changes the next
    /// due instant: a first reminder's nag); returns when the next reminder comes due.
    func cycle() throws -> Instant? {
        var passes = 0
        while true {
            passes += 1
            let (sent, wakeAt) = try planAndSend()
            if !sent || passes == Self.passesPerCycle { return wakeAt }
        }
    }

    /// The most planning rounds in a row (one to send, one to see what follows is enough).
    static let passesPerCycle = 3

    /// One planning round: reads again the tasks whose rows changed (every task when the kept
    /// snapshots no longer hold), sends what is due, takes down popups of occurrences done
    /// elsewhere; returns whether it sent anything, and the next due instant.
    private func planAndSend() throws -> (sent: Bool, wakeAt: Instant?) {
        let now = clock.now()
        let planner = ReminderPlanner(settings: configuration.reminders, zone: configuration.zone)
        lastDataVersion = try store.dataVersion()
        let read = try store.read { transaction -> [(id: String, snapshot: TaskSnapshot)] in
            let latestChange = try transaction.lastTaskChange()
            let ids = plannedTasks.needsEveryTask(at: now, latestChange: latestChange)
                ? nil : try transaction.tasksChanged(after: plannedTasks.lastChange ?? 0)
            guard ids?.isEmpty != true else { return [] }
            let carePlan = try CarePlan.load(transaction, userZone: configuration.zone, zones: zones, cache: schedules, taskIDs: ids)
            let read = try carePlan.tasks.map { task in
                (id: task.id, snapshot: try TaskSnapshot(transaction, task: task, plan: carePlan, planner: planner, now: now))
            }
            for (id, snapshot) in read {
                let known = plannedTasks[id]?.unreadable ?? []
                for problem in snapshot.unreadable where !known.contains(problem) { log.warning(log.describe(problem)) }
            }
            plannedTasks.take(read, readIDs: ids, latestChange: latestChange, at: now)
            return read
        }
        tasksRead += read.count
        let plan = planner.plan(byTask: plannedTasks.candidatesByTask, now: now)
        plannedTasks.validUntil = plan.wakeAt
        for send in plan.sends { try deliver(send, now: now) }
        for (_, snapshot) in read {
            for candidate in snapshot.candidates where candidate.isDone && candidate.history != nil {
                notifier.withdraw(tag: ReminderComposer.tag(of: candidate.key))
            }
        }
        return (!plan.sends.isEmpty, plan.wakeAt)
    }

    /// `cycle()`, with a problem reported and the next attempt a minute later.
    func cycleReportingProblems() -> Instant? {
        do {
            return try cycle()
        } catch {
            plannedTasks.forget()
            log.warning("cannot plan reminders: \(log.describe(error)); trying again in a minute or when the database changes")
            return clock.now().adding(seconds: Self.retrySeconds)
        }
    }
}
