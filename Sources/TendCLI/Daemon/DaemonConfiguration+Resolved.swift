import TendCore
import TendReminders

extension DaemonConfiguration {
    /// The settings the reminder loop runs with, in `zone`.
    func resolved(zone: ZoneRules) -> ReminderConfiguration {
        ReminderConfiguration(reminders: reminders, backend: notifier, command: command, fallback: fallback, zone: zone,
                              summary: summary)
    }

    /// `lead 0m, nag-interval 30m, …` for the log.
    private var summary: String {
        [Setting.lead, .nagInterval, .nagLimit, .snooze, .catchUp, .quietHours, .quietMode]
            .map { "\($0.rawValue) \(text(of: $0))" }.joined(separator: ", ")
    }
}
