import TendCore
import TendNotify
import TendPlan
import TendStore

/// The daemon's alerts of `missed N doses` rules: read from the store with the plan, planned
/// (`AlertPlanner`), sent once, and recorded as sent in the store (`sent_alerts`) in the round
/// they are sent, so that a restart reads them back and does not show them again; a record is
/// pruned once its miss is older than the planner looks back.
final class MissedDoseAlerts {
    /// An alert due now, with the contact its rule names.
    struct Due {
        var candidate: AlertCandidate
        var contact: Contact
    }

    /// The tags of the alerts sent, with the miss each was about (forgotten once that is older
    /// than the planner looks back); nil until the first round reads them from the store.
    private var sent: [String: Instant]?
    /// How far back the planner looks for misses: the catch-up window and a day.
    private var lookBackSeconds: Int64 = 86_400

    /// Reads, in `transaction`, the alerts due at `now` with their contacts, and when the next
    /// one comes due; `rules` are every task's alert rules.
    func due(_ transaction: ReadTransaction, plan: CarePlan, rules rulesByTask: [String: [(position: Int, rule: AlertRule)]],
             planner: AlertPlanner, now: Instant) throws -> (alerts: [Due], wakeAt: Instant?) {
        let lookBack = planner.settings.catchUpSeconds + 86_400
        lookBackSeconds = lookBack
        var sent = try self.sent ?? Dictionary(
            try transaction.sentAlerts(missedSince: now.adding(seconds: -lookBack)).map { ($0.tag, $0.missedAt) },
            uniquingKeysWith: { first, _ in first })
        sent = sent.filter { $0.value.seconds > now.seconds - lookBack }
        self.sent = sent
        var candidates: [AlertCandidate] = []
        for task in plan.tasks where !task.isRemoved(at: now) {
            let rules = (rulesByTask[task.id] ?? []).filter { if case .missedDoses = $0.rule.condition { true } else { false } }
            guard !rules.isEmpty else { continue }
            candidates += try Self.candidates(of: task, rules: rules, timeline: plan.timeline(task), in: transaction,
                                              zone: planner.zone, since: now.adding(seconds: -lookBack), now: now)
        }
        let (due, wakeAt) = planner.plan(candidates, alreadySent: Set(sent.keys), now: now)
        var alerts: [Due] = []
        for candidate in due {
            guard let contact = try transaction.contact(id: candidate.rule.contactID) else { continue }
            alerts.append(Due(candidate: candidate, contact: contact))
        }
        return (alerts, wakeAt)
    }

    /// Remembers that the alert of `candidate` goes out, and records it in `store` (it counts
    /// as sent even when the notifier fails: that is logged, and not tried again at every wake).
    /// A record that cannot be written is logged; this run of the daemon still remembers it.
    func markSent(_ candidate: AlertCandidate, in store: CareStore, at now: Instant, log: DaemonLog) {
        sent?[candidate.tag] = candidate.mark.missedAt
        do {
            try store.write { transaction in
                try transaction.recordSentAlert(tag: candidate.tag, missedAt: candidate.mark.missedAt, sentAt: now,
                                                pruningBefore: now.adding(seconds: -lookBackSeconds))
            }
        } catch {
            log.warning("could not record the alert \(candidate.tag) as sent: \(log.describe(error)); a restart may show it again")
        }
    }

    /// The N-th misses of `task`'s runs that come at or after `since`, one per rule and run,
    /// with the task's last reminder. The occurrences read begin at the task's creation or at
    /// least the largest N of its rules before `since`, so that a run is counted from its start.
    private static func candidates(of task: CareTask, rules: [(position: Int, rule: AlertRule)], timeline: TaskTimeline,
                                   in transaction: ReadTransaction, zone: ZoneRules, since: Instant,
                                   now: Instant) throws -> [AlertCandidate] {
        let counts = rules.map { rule -> Int in
            if case .missedDoses(let count) = rule.rule.condition { return count }
            return 0
        }
        let largest = counts.max() ?? 0
        var from = max(task.created, since)
        var span: Int64 = 86_400
        while from > task.created, timeline.occurrences(from: from, to: since).count < largest {
            span *= 2
            from = max(task.created, since.adding(seconds: -span))
        }
        let soon = now.adding(seconds: 1)
        var occurrences = timeline.occurrences(from: from, to: soon)
        var upcoming = timeline.upcoming(after: soon, limit: largest + 1)
        let following = upcoming.count == largest + 1 ? upcoming.removeLast() : nil
        occurrences += upcoming
        var recorded = Set<OccurrenceKey>()
        var lastSent: Instant?
        for (version, ofVersion) in Dictionary(grouping: occurrences, by: \.version) {
            let indices = ofVersion.map(\.occurrence.index)
            let range = indices.min()!..<(indices.max()! + 1)
            recorded.formUnion(try transaction.outcomes(of: task.id, version: version, indices: range).map(\.occurrence))
            for record in try transaction.notifications(of: task.id, version: version, indices: range) {
                lastSent = max(lastSent ?? record.lastSentAt, record.lastSentAt)
            }
        }
        var candidates: [AlertCandidate] = []
        for (rule, count) in zip(rules, counts) {
            for mark in MissedStreak.marks(reaching: count, in: occurrences, following: following, recorded: recorded, zone: zone)
            where mark.missedAt >= since {
                candidates.append(AlertCandidate(task: task, rulePosition: rule.position, rule: rule.rule, mark: mark,
                                                 lastReminderSentAt: lastSent))
            }
        }
        return candidates
    }
}
