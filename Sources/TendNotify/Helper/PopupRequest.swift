/// A popup as the daemon asks the libnotify helper (`tend-notify`) to show it.
public struct PopupRequest: Hashable, Sendable {
    /// Names the popup: showing a request with the same tag again replaces it in place.
    public var tag: String
    public var summary: String
    /// Plain text; the helper escapes it when the server reads body markup.
    public var body: String
    public var urgency: ReminderUrgency
    /// One of tend's colour names, for servers that tint popups.
    public var color: String?
    /// The buttons; the first is the default action (a click).
    public var actions: [ReminderAction]

    public init(tag: String, summary: String, body: String, urgency: ReminderUrgency, color: String?, actions: [ReminderAction]) {
        self.tag = tag
        self.summary = summary
        self.body = body
        self.urgency = urgency
        self.color = color
        self.actions = actions
    }

    /// The popup of `reminder`.
    public init(_ reminder: Reminder) {
        self.init(tag: reminder.tag, summary: reminder.summary, body: reminder.body, urgency: reminder.urgency,
                  color: reminder.color, actions: reminder.actions)
    }
}
