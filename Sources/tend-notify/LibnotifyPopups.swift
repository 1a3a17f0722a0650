import CLibnotify
import Glibc
import TendNotify

/// The popups on the desktop, through libnotify: app name `tend`, the summary, the body
/// (escaped when the server reads body markup), urgency, category `x-tend.reminder`, an icon,
/// the task's colour as dunst's `frcolor` hint, and the buttons (the first as the default
/// action). Showing a tag again replaces its popup in place: the same notification is shown
/// again (same id), and the `x-dunst-stack-tag` hint replaces popups of an earlier run.
///
/// Connecting waits for the first popup; a missing bus or server, or one that went away,
/// makes `show` throw, and the next `show` connects anew.
final class LibnotifyPopups {
    private let pump = MainContextPump()
    private let inbox = NotificationInbox()
    private var bus: SessionBus?
    private var capabilities: Set<String> = []
    /// The popups that may still be showing, by tag.
    private var showing: [String: NotificationHandle] = [:]

    deinit {
        showing.removeAll()
        if notify_is_initted() != 0 { notify_uninit() }
    }

    /// Shows `popup`, replacing the one with its tag.
    func show(_ popup: PopupRequest) throws(NotifierError) {
        try connect()
        let handle = showing[popup.tag] ?? NotificationHandle(tag: popup.tag, inbox: inbox)
        var hints = [("x-dunst-stack-tag", popup.tag)]
        if let color = popup.color.flatMap(ColorHint.frameColor) { hints.append(("frcolor", color)) }
        handle.configure(
            summary: popup.summary,
            body: capabilities.contains("body-markup") ? NotificationMarkup.escape(popup.body) : popup.body,
            icon: popup.urgency == .critical ? "appointment-missed" : "appointment-soon",
            urgency: popup.urgency == .critical ? NOTIFY_URGENCY_CRITICAL : NOTIFY_URGENCY_NORMAL,
            category: "x-tend.reminder", hints: hints,
            actions: capabilities.contains("actions") ? popup.actions : [])
        do {
            try handle.show()
        } catch {
            showing[popup.tag] = nil
            disconnect()
            throw error
        }
        showing[popup.tag] = handle
    }

    /// Takes down the popup with `tag`.
    func close(tag: String) {
        showing.removeValue(forKey: tag)?.close()
    }

    /// GLib's descriptors and the longest wait it allows.
    func prepareWait() -> NotifierWait {
        pump.prepare()
    }

    /// Runs what GLib has ready; returns the buttons pressed and the popups closed since.
    func finishWait(_ descriptors: [pollfd]) -> (answers: [(tag: String, action: ReminderAction)], closed: [String]) {
        pump.dispatch(descriptors)
        let result = (inbox.answers, inbox.closedTags)
        for tag in inbox.closedTags { showing[tag] = nil }
        inbox.answers.removeAll()
        inbox.closedTags.removeAll()
        return result
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
