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
    /// snapshots no longer hold), sends what is due (reminders, then alerts of missed doses and
    /// of logged values), takes down popups of occurrences done elsewhere; returns whether it
    /// sent any reminder, and the next due instant. The alerts read the tasks that have rules
    /// at every round (a miss comes with time, not with a change), a few tasks at most.
    func planAndSend() throws -> (sent: Bool, wakeAt: Instant?) {
        let now = clock.now()
        let planner = ReminderPlanner(settings: configuration.reminders, zone: configuration.zone)
        let alertPlanner = AlertPlanner(settings: configuration.reminders, zone: configuration.zone)
        lastDataVersion = try store.dataVersion()
        let (read, missed, logged) = try store.read { transaction in
            let read = try readChangedTasks(transaction, planner: planner, now: now)
            let rules = try transaction.alertRulesByTask()
            let alertPlan = try CarePlan.load(transaction, userZone: configuration.zone, zones: zones, cache: schedules,
                                              taskIDs: rules.keys.sorted())
            return (read,
                    try missedDoseAlerts.due(transaction, plan: alertPlan, rules: rules, planner: alertPlanner, now: now),
                    try loggedValueAlerts.due(transaction, plan: alertPlan, rules: rules, now: now))
        }
        tasksRead += read.count
        let plan = planner.plan(byTask: plannedTasks.candidatesByTask, now: now)
        plannedTasks.validUntil = plan.wakeAt
        for send in plan.sends { try deliver(send, now: now) }
        sendAlerts(missed: missed.alerts, logged: logged, now: now)
        for (_, snapshot) in read {
            for candidate in snapshot.candidates where candidate.isDone && candidate.history != nil {
                notifier.withdraw(tag: ReminderComposer.tag(of: candidate.key))
            }
        }
        return (!plan.sends.isEmpty, [plan.wakeAt, missed.wakeAt].compactMap { $0 }.min())
    }

    /// Reads again, in `transaction`, the tasks whose rows changed since the last round (every
    /// task when the kept snapshots no longer hold), tells each stored version that cannot be
    /// read once, and keeps the snapshots; returns those read.
    private func readChangedTasks(_ transaction: ReadTransaction, planner: ReminderPlanner,
                                  now: Instant) throws -> [(id: String, snapshot: TaskSnapshot)] {
        let latestChange = try transaction.lastTaskChange()
        let ids = plannedTasks.needsEveryTask(at: now, latestChange: latestChange)
            ? nil : try transaction.tasksChanged(after: plannedTasks.lastChange ?? 0)
        guard ids?.isEmpty != true else { return [] }
        if ids == nil { plannedTasks.dropSnapshots() }
        var read: [(id: String, snapshot: TaskSnapshot)] = []
        try CarePlan.forEachPart(transaction, userZone: configuration.zone, zones: zones, cache: schedules, taskIDs: ids,
                                 tasksPerPart: Self.tasksPerPart) { part in
            for task in part.tasks {
                read.append((id: task.id, snapshot: try TaskSnapshot(transaction, task: task, plan: part, planner: planner, now: now)))
            }
        }
        for (id, snapshot) in read {
            let known = plannedTasks.unreadable(of: id)
            for problem in snapshot.unreadable where !known.contains(problem) { log.warning(log.describe(problem)) }
        }
        plannedTasks.take(read, readIDs: ids, latestChange: latestChange, at: now)
        return read
    }

    /// How many tasks a round reads into one part of the plan (`CarePlan.forEachPart`): the
    /// round keeps each task's snapshot, not its schedules' engines, so it holds one part's.
    static let tasksPerPart = 64

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
