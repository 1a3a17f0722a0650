import TendCore
import TendPlan
import TendNotify
import TendStore

/// One task in the store as the planner sees it at one instant: each occurrence that may be
/// reminded of now or soon, with what was sent for it and whether it is done, read inside the
/// caller's transaction.
struct TaskSnapshot {
    /// The occurrences the planner needs (`ReminderPlanner.needed`); none for a removed task.
    var candidates: [ReminderCandidate] = []
    /// The store's record of each candidate that was notified, for claiming repeats.
    var records: [OccurrenceKey: NotificationRecord] = [:]
    /// The task's stored versions that could not be read.
    var unreadable: [PlanError] = []

    /// How many upcoming occurrences of each task are looked at to find the next wake.
    static let upcomingPerTask = 4

    /// Reads the candidates of `task` at `now`: occurrences whose first reminder came due
    /// within the catch-up window, and the next few, of which those the planner needs stay.
    init(_ transaction: ReadTransaction, task: CareTask, plan: CarePlan, planner: ReminderPlanner, now: Instant) throws {
        unreadable = plan.unreadableVersions(of: task)
        guard !task.isRemoved(at: now) else { return }
        let settings = planner.settings
        // A day more than the window, for all-day occurrences, reminded of hours after they start.
        let from = now.adding(seconds: -settings.catchUpSeconds - 86_400)
        let lead = task.notificationLeadSeconds ?? settings.leadSeconds
        let timeline = plan.timeline(task)
        let to = now.adding(seconds: lead + 1)
        let occurrences = timeline.occurrences(from: from, to: to) + Self.upcoming(timeline, after: to, lead: lead, planner: planner)
        let logged = task.style == .log ? try transaction.logEntries(of: task.id, in: from..<now.adding(seconds: 1)) : []
        let shared = SharedTask(task)
        var ofTask: [ReminderCandidate] = []
        for (version, ofVersion) in Dictionary(grouping: occurrences, by: \.version) {
            let indices = ofVersion.map(\.occurrence.index)
            let range = indices.min()!..<(indices.max()! + 1)
            let sent = Dictionary(
                try transaction.notifications(of: task.id, version: version, indices: range).map { ($0.occurrence, $0) },
                uniquingKeysWith: { first, _ in first })
            let done = Set(try transaction.outcomes(of: task.id, version: version, indices: range).map(\.occurrence))
            for occurrence in ofVersion {
                let record = sent[occurrence.key]
                var candidate = ReminderCandidate(
                    sharing: shared, occurrence: occurrence, leadSeconds: lead,
                    history: record.map {
                        ReminderHistory(firstSentAt: $0.firstSentAt, lastSentAt: $0.lastSentAt, timesSent: $0.timesSent,
                                        snoozedUntil: $0.snoozedUntil)
                    },
                    isDone: done.contains(occurrence.key))
                if task.style == .log {
                    let due = planner.dueInstant(of: candidate)
                    candidate.isDone = logged.contains { $0.at >= due }
                }
                ofTask.append(candidate)
                if let record { records[occurrence.key] = record }
            }
        }
        candidates = planner.needed(ofTask, now: now)
    }

    /// The next few occurrences after `instant`. When quiet hours skip and those all come due in
    /// them (an hourly task at night), the next few after the quiet hours end too, so that the
    /// plan still wakes for the first reminder after them; a task that only ever comes due in
    /// quiet hours gives up after a few nights.
    private static func upcoming(_ timeline: TaskTimeline, after instant: Instant, lead: Int64,
                                 planner: ReminderPlanner) -> [TaskOccurrence] {
        var upcoming = timeline.upcoming(after: instant, limit: upcomingPerTask)
        guard planner.settings.quietMode == .skip, let quiet = planner.settings.quietHours else { return upcoming }
        var batch = upcoming
        for _ in 0..<3 {
            let dues = batch.map { $0.occurrence.start.adding(seconds: -lead) }
            guard let last = dues.last, dues.allSatisfy({ quiet.contains($0, zone: planner.zone) }) else { break }
            batch = timeline.upcoming(after: quiet.end(after: last, zone: planner.zone).adding(seconds: lead), limit: upcomingPerTask)
            upcoming += batch
        }
        return upcoming
    }
}
