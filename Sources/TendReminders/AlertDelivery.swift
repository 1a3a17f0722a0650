import TendNotify

/// Sends an alert popup through the notifier, and logs it as reminders are logged.
enum AlertDelivery {
    /// Sends `alert`; `logsSends` when the backend is not `print`, which shows it itself.
    static func send(_ alert: Reminder, notifier: Notifier, logsSends: Bool, log: DaemonLog) {
        do {
            try notifier.deliver(alert)
            if logsSends { log.info("sent " + PrintNotifier.line(alert)) }
        } catch {
            log.warning("could not send '\(alert.summary)': \(error.message)")
        }
    }
}
