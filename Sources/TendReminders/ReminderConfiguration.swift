import TendCore
import TendNotify

/// The settings the reminder loop runs with, resolved by the command line (options over the
/// configuration file over the defaults): what the planner needs, where reminders go, and the
/// user's zone.
public struct ReminderConfiguration {
    /// Lead time, nags, snooze, catch-up, quiet hours, the all-day time.
    public var reminders: ReminderSettings
    /// Where reminders go.
    public var backend: NotifierChoice
    /// The program of the command backend and its arguments (empty when none is set).
    public var command: [String]
    /// Where reminders go while the backend fails: print or command.
    public var fallback: NotifierChoice
    /// The user's zone: reminders are written and quiet hours kept in it.
    public var zone: ZoneRules
    /// The settings in effect as the log names them (`lead 0m, nag-interval 30m, …`).
    public var summary: String

    public init(reminders: ReminderSettings, backend: NotifierChoice, command: [String], fallback: NotifierChoice,
                zone: ZoneRules, summary: String) {
        self.reminders = reminders
        self.backend = backend
        self.command = command
        self.fallback = fallback
        self.zone = zone
        self.summary = summary
    }

    /// Whether `other` sends reminders the same way (the notifier need not be rebuilt).
    func sendsLike(_ other: ReminderConfiguration) -> Bool {
        backend == other.backend && command == other.command && fallback == other.fallback
    }
}
