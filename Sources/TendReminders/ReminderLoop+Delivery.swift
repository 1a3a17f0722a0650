import TendCore
import TendNotify
import TendStore

/// Sending a reminder: claim its occurrences in the store, then hand it to the notifier.
extension ReminderLoop {
    /// Claims the reminder's occurrences in the store (skipping those done or claimed
    /// meanwhile) and sends it for those it claimed.
    func deliver(_ send: ReminderSend, records: [OccurrenceKey: NotificationRecord], now: Instant) throws {
        let claimed = try store.write { transaction -> [ReminderCandidate] in
            var claimed: [ReminderCandidate] = []
            for item in send.items {
                let key = item.candidate.key
                guard try transaction.outcome(for: key) == nil else { continue }
                let claim = if item.repeating != nil, let record = records[key] {
                    try transaction.claimRepeat(of: record, at: now)
                } else {
                    try transaction.claimNotification(for: key, at: now)
                }
                if case .claimed = claim { claimed.append(item.candidate) }
            }
            return claimed
        }
        guard !claimed.isEmpty else { return }
        let kind: ReminderKind = send.kind == .folded && claimed.count == 1 ? .caughtUp : send.kind
        let reminder = composer.reminder(kind: kind, candidates: claimed, now: now)
        do {
            try notifier.deliver(reminder)
            if configuration.backend != .print { log.info("sent " + PrintNotifier.line(reminder)) }
        } catch {
            log.warning("could not send '\(reminder.summary)': \(error.message)")
        }
    }
}
