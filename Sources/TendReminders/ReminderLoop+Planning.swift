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

    /// One planning round: reads the store, sends what is due, takes down popups of
    /// occurrences done elsewhere; returns whether it sent anything, and the next due instant.
    func planAndSend() throws -> (sent: Bool, wakeAt: Instant?) {
        let now = clock.now()
        let planner = ReminderPlanner(settings: configuration.reminders, zone: configuration.zone)
        lastDataVersion = try store.dataVersion()
        let (snapshot, plan, unreadable) = try store.read { transaction -> (ReminderSnapshot, ReminderPlan, [PlanError]) in
            let carePlan = try CarePlan.load(transaction, userZone: configuration.zone, zones: zones, cache: schedules)
            let snapshot = try ReminderSnapshot(transaction, plan: carePlan, planner: planner, now: now)
            return (snapshot, planner.plan(snapshot.candidates, now: now), carePlan.unreadableVersions)
        }
        for problem in unreadable where !unreadableVersions.contains(problem) { log.warning(log.describe(problem)) }
        unreadableVersions = unreadable
        for send in plan.sends { try deliver(send, records: snapshot.records, now: now) }
        for candidate in snapshot.candidates where candidate.isDone && candidate.history != nil {
            notifier.withdraw(tag: ReminderComposer.tag(of: candidate.key))
        }
        return (!plan.sends.isEmpty, plan.wakeAt)
    }

    /// `cycle()`, with a problem reported and the next attempt a minute later.
    func cycleReportingProblems() -> Instant? {
        do {
            return try cycle()
        } catch {
            log.warning("cannot plan reminders: \(log.describe(error)); trying again in a minute or when the database changes")
            return clock.now().adding(seconds: Self.retrySeconds)
        }
    }
}
