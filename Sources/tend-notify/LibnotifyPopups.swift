import CLibnotify

/// The popups on the desktop, through libnotify: app name `tend`, the summary, the body
/// (escaped when the server reads body markup), urgency, category `x-tend.reminder`, an icon,
/// the task's colour as dunst's `frcolor` hint, and the buttons (the first as the default
/// action) when the server has them. Showing a tag again replaces its popup in place: the
/// same notification is shown again (same id), and the `x-dunst-stack-tag` hint replaces
/// popups of an earlier run. A popup that comes with the id of one that another helper
/// showed replaces that one in place, which takes it over: the server sends its buttons to
/// the connection that showed it last.
///
/// Connecting waits for the first popup; a missing bus or server, or one that went away,
/// makes `show` throw, and the next `show` connects anew.
final class LibnotifyPopups {
    private let pump = MainContextPump()
    private let inbox = NotificationInbox()
    private var bus: SessionBus?
    /// What the server supports; nil until it answered.
    private var capabilities: ServerCapabilities?
    /// The popups that may still be showing (few: one per reminder on screen).
    private var showing: [NotificationHandle] = []

    deinit {
        showing.removeAll()
        if notify_is_initted() != 0 { notify_uninit() }
    }

    /// Shows `popup`, replacing the one with its tag or its `replacing` id; returns its
    /// notification id on the server.
    func show(_ popup: Popup) throws(PopupFailure) -> UInt32 {
        try connect()
        let handle = take(tag: popup.tag) ?? NotificationHandle(tag: popup.tag, inbox: inbox)
        if let id = popup.replacing { handle.serverID = id }
        var hints = [(key: "x-dunst-stack-tag", value: popup.tag)]
        if let color = popup.color.flatMap(ColorHint.frameColor) { hints.append((key: "frcolor", value: color)) }
        let supported = capabilities ?? ServerCapabilities()
        handle.configure(
            summary: popup.summary,
            body: supported.bodyMarkup ? NotificationMarkup.escape(popup.body) : popup.body,
            icon: popup.urgency == .critical ? "appointment-missed" : "appointment-soon",
            urgency: popup.urgency == .critical ? NOTIFY_URGENCY_CRITICAL : NOTIFY_URGENCY_NORMAL,
            category: "x-tend.reminder", hints: hints,
            actions: supported.actions ? popup.actions : [])
        do {
            try handle.show()
        } catch {
            disconnect()
            throw error
        }
        showing.append(handle)
        return handle.serverID
    }

    /// Takes down the popup with `tag`.
    func close(tag: String) {
        take(tag: tag)?.close()
    }

    /// GLib's descriptors and the longest wait it allows (-1: no limit).
    func prepareWait() -> (descriptors: [GPollFD], timeoutMilliseconds: gint) {
        pump.prepare()
    }

    /// Runs what GLib has ready (`polled`: the descriptors of `prepareWait`, as the wait left
    /// them); returns the buttons pressed and the popups closed since.
    func finishWait(_ polled: ArraySlice<GPollFD>) -> (answers: [(tag: String, action: PopupAction)], closed: [String]) {
        pump.dispatch(polled)
        let result = (inbox.answers, inbox.closedTags)
        for tag in inbox.closedTags { take(tag: tag) }
        inbox.answers.removeAll()
        inbox.closedTags.removeAll()
        return result
    }

    /// Removes the popup with `tag` from those showing and returns it.
    @discardableResult
    private func take(tag: String) -> NotificationHandle? {
        guard let index = showing.firstIndex(where: { $0.tag.hasSameBytes(as: tag) }) else { return nil }
        return showing.remove(at: index)
    }

    /// Connects to the session bus and asks the server what it supports; a bus that went
    /// away is dropped first, with libnotify's state, so that a new one is used.
    private func connect() throws(PopupFailure) {
        if let bus, !bus.isClosed, notify_is_initted() != 0 {
            if capabilities == nil { capabilities = ServerCapabilities.fetch() }
            return
        }
        disconnect()
        bus = try SessionBus()
        guard notify_init("tend") != 0 else { throw PopupFailure("libnotify could not start") }
        capabilities = ServerCapabilities.fetch()
    }

    /// Forgets the connection, libnotify's state and the popups, after a failure.
    private func disconnect() {
        showing.removeAll()
        capabilities = nil
        if notify_is_initted() != 0 { notify_uninit() }
        bus = nil
    }
}
