import TendCore
import TendNotify

/// The alerts of a planning round: missed doses, then logged values, each with the contact's
/// link for its button.
extension ReminderLoop {
    /// Sends the alerts due at `now` through the notifier, and logs them as reminders are logged.
    func sendAlerts(missed: [MissedDoseAlerts.Due], logged: [LoggedValueAlerts.Due], now: Instant) {
        var alerts: [Reminder] = []
        for due in missed {
            missedDoseAlerts.markSent(due.candidate, in: store, at: now, log: log)
            alerts.append(composer.alert(due.candidate, contact: due.contact, link: Self.link(due.candidate.rule, of: due.contact), now: now))
        }
        for due in logged {
            alerts.append(composer.alert(due.alert, contact: due.contact, link: Self.link(due.alert.rule, of: due.contact), now: now))
        }
        for alert in alerts {
            do {
                try notifier.deliver(alert)
                if configuration.backend != .print { log.info("sent " + PrintNotifier.line(alert)) }
            } catch {
                log.warning("could not send '\(alert.summary)': \(error.message)")
            }
        }
    }

    /// The link the rule's action uses on `contact`; nil when the contact has nothing for it.
    private static func link(_ rule: AlertRule, of contact: Contact) -> ContactLink? {
        try? ContactLinkBuilder.link(rule.action, of: contact).get()
    }
}
