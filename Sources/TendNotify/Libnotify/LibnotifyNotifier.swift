import CLibnotify
import Glibc

/// Shows reminders as desktop notifications through libnotify: app name `tend`, summary the
/// task and time, body the label and instructions (escaped for the body markup), urgency
/// critical for overdue reminders, category `x-tend.reminder`, and Done (the default action),
/// Snooze or Log. A repeat of an occurrence replaces its popup in place: the same
/// notification is shown again (same id) and carries the `x-dunst-stack-tag` hint, which
/// also replaces popups of an earlier run.
///
/// Connecting waits for the first reminder; a missing bus or server, or one that went away,
/// makes `deliver` throw, and the next `deliver` connects anew.
public final class LibnotifyNotifier: Notifier {
    public let name = "libnotify"
    private let pump = MainContextPump()
    private let inbox = NotificationInbox()
    private var bus: SessionBus?
    private var capabilities: Set<String> = []
    /// The popups that may still be showing, by tag.
    private var showing: [String: (handle: NotificationHandle, reminder: Reminder)] = [:]

    /// Popups older than this are forgotten (they can no longer be replaced in place by id;
    /// the stack tag still replaces them).
    private static let forgetAfterSeconds: Int64 = 24 * 3600

    public init() {}

    deinit {
        showing.removeAll()
        if notify_is_initted() != 0 { notify_uninit() }
    }

    public func deliver(_ reminder: Reminder) throws(NotifierError) {
        try connect()
        showing = showing.filter { reminder.sentAt.seconds - $0.value.reminder.sentAt.seconds < Self.forgetAfterSeconds }
        let handle = showing[reminder.tag]?.handle ?? NotificationHandle(tag: reminder.tag, inbox: inbox)
        var hints = [("x-dunst-stack-tag", reminder.tag)]
        if let color = reminder.color.flatMap(ColorHint.frameColor) { hints.append(("frcolor", color)) }
        handle.configure(
            summary: reminder.summary,
            body: capabilities.contains("body-markup") ? NotificationMarkup.escape(reminder.body) : reminder.body,
            icon: reminder.urgency == .critical ? "appointment-missed" : "appointment-soon",
            urgency: reminder.urgency == .critical ? NOTIFY_URGENCY_CRITICAL : NOTIFY_URGENCY_NORMAL,
            category: "x-tend.reminder", hints: hints,
            actions: capabilities.contains("actions") ? reminder.actions : [])
        do {
            try handle.show()
        } catch {
            showing[reminder.tag] = nil
            disconnect()
            throw error
        }
        showing[reminder.tag] = (handle, reminder)
    }

    public func withdraw(tag: String) {
        showing.removeValue(forKey: tag)?.handle.close()
    }

    public func prepareWait() -> NotifierWait {
        pump.prepare()
    }

    public func finishWait(_ descriptors: [pollfd]) -> [ReminderResponse] {
        pump.dispatch(descriptors)
        let responses = inbox.answers.compactMap { answer in
            showing[answer.tag].flatMap { $0.reminder.occurrences.first }.map {
                ReminderResponse(action: answer.action, occurrence: $0)
            }
        }
        for tag in inbox.closedTags { showing[tag] = nil }
        inbox.answers.removeAll()
        inbox.closedTags.removeAll()
        return responses
    }

    /// Connects to the session bus and asks the server what it supports; a bus that went
    /// away is dropped first, with libnotify's state, so that a new one is used.
    private func connect() throws(NotifierError) {
        if let bus, !bus.isClosed, notify_is_initted() != 0 {
            if capabilities.isEmpty { capabilities = ServerCapabilities.fetch() }
            return
        }
        disconnect()
        bus = try SessionBus()
        guard notify_init("tend") != 0 else { throw NotifierError("libnotify could not start") }
        capabilities = ServerCapabilities.fetch()
    }

    /// Forgets the connection, libnotify's state and the popups, after a failure.
    private func disconnect() {
        showing.removeAll()
        capabilities = []
        if notify_is_initted() != 0 { notify_uninit() }
        bus = nil
    }
}
