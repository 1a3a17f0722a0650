import TendCore

/// One reminder as a notifier shows it: plain text (each backend escapes it for its medium),
/// how urgent it is, and what the person can answer.
public struct Reminder: Hashable, Sendable {
    /// The occurrences it reminds of: one, or several when reminders that came due while the
    /// daemon was away are folded into one.
    public var occurrences: [ReminderOccurrence]
    public var kind: ReminderKind
    /// The headline: the task's title and time (`Ibuprofen at 08:00`).
    public var summary: String
    /// The details: the occurrence's label and the task's instructions, one per line.
    public var body: String
    public var urgency: ReminderUrgency
    /// What the person can answer from the popup; the first is the default (a click).
    public var actions: [ReminderAction]
    /// Names the popup across nags and restarts, so that a new reminder of the same occurrence
    /// replaces the earlier popup instead of stacking (`tend:ibuprofen:1:3`).
    public var tag: String
    /// The task's colour name (`blue`), for servers that can tint a popup.
    public var color: String?
    /// When it was sent.
    public var sentAt: Instant
    /// `sentAt` as ISO 8601 in the user's zone (`2026-12-01T08:00:00+01:00`).
    public var sentAtText: String
    /// What an alert's button opens: the contact's number or address and its link; nil for
    /// reminders.
    public var link: ContactLink?

    public init(
        occurrences: [ReminderOccurrence], kind: ReminderKind, summary: String, body: String,
        urgency: ReminderUrgency, actions: [ReminderAction], tag: String, color: String?,
        sentAt: Instant, sentAtText: String, link: ContactLink? = nil
    ) {
        self.occurrences = occurrences
        self.kind = kind
        self.summary = summary
        self.body = body
        self.urgency = urgency
        self.actions = actions
        self.tag = tag
        self.color = color
        self.sentAt = sentAt
        self.sentAtText = sentAtText
        self.link = link
    }
}

/// An occurrence a reminder is about, with the facts a notifier passes on.
public struct ReminderOccurrence: Hashable, Sendable {
    public var key: OccurrenceKey
    /// When the occurrence starts; the Done action records it as `tend done` does.
    public var start: Instant
    /// `start` as ISO 8601 in the user's zone.
    public var startText: String
    public var title: String
    public var label: String?
    public var instructions: String?
    public var group: String?
    public var style: TaskStyle

    public init(
        key: OccurrenceKey, start: Instant, startText: String, title: String, label: String?,
        instructions: String?, group: String?, style: TaskStyle
    ) {
        self.key = key
        self.start = start
        self.startText = startText
        self.title = title
        self.label = label
        self.instructions = instructions
        self.group = group
        self.style = style
    }
}

/// Why a reminder goes out.
public enum ReminderKind: String, Hashable, Sendable {
    /// The first reminder, on time.
    case due
    /// The first reminder of an occurrence that came due while the daemon was away.
    case caughtUp = "caught-up"
    /// A repeat of an occurrence still not done.
    case nag
    /// A repeat the person asked for with Snooze.
    case snoozed
    /// Several reminders that came due while the daemon was away, in one.
    case folded
    /// An alert rule was met: doses missed in a row, or a logged value; it names a contact.
    case alert
}

/// How urgent a reminder is; servers may show critical ones differently and keep them open.
public enum ReminderUrgency: String, Hashable, Sendable {
    case normal
    /// The occurrence has started and is still not done.
    case critical
}

/// An answer the person can give from a popup.
public enum ReminderAction: String, Hashable, Sendable, CaseIterable {
    /// Record the occurrence as done, as `tend done` does.
    case done
    /// Remind again after the snooze time.
    case snooze
    /// Log an event of a log-style task, as `tend log` does.
    case log
    /// Open the `tel:` link an alert names, as `tend contact call` does.
    case call
    /// Open the `sms:` link an alert names, as `tend contact message` does.
    case message
    /// Open the `mailto:` link an alert names, as `tend contact email` does.
    case email

    /// The button text.
    public var label: String {
        switch self {
        case .done: "Done"
        case .snooze: "Snooze"
        case .log: "Log"
        case .call: "Call"
        case .message: "Message"
        case .email: "Email"
        }
    }

    /// The button that does `action` of an alert rule; nil for a map, which answers no alert.
    public init?(_ action: ContactAction) {
        switch action {
        case .call: self = .call
        case .message: self = .message
        case .email: self = .email
        case .map: return nil
        }
    }
}

/// An answer a person gave to a reminder or an alert.
public struct ReminderResponse: Hashable, Sendable {
    public var action: ReminderAction
    /// The occurrence that Done, Snooze and Log answer; nil for an alert about a logged value.
    public var occurrence: ReminderOccurrence?
    /// The contact's link of an alert, which Call, Message and Email open.
    public var link: ContactLink?
    /// The popup's summary, for the daemon's log.
    public var summary: String

    public init(action: ReminderAction, occurrence: ReminderOccurrence?, link: ContactLink?, summary: String) {
        self.action = action
        self.occurrence = occurrence
        self.link = link
        self.summary = summary
    }
}
