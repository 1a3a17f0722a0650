import CLibnotify

/// One libnotify notification, owned: it is unreferenced when the handle goes away. It keeps
/// its server-side id across `show` calls, so showing it again replaces the popup in place.
final class NotificationHandle {
    /// The tag of the popups this notification shows.
    let tag: String
    private let notification: UnsafeMutablePointer<NotifyNotification>
    /// What the callbacks report to; shared with every callback registration of this handle.
    private let route: CallbackRoute

    /// A notification whose callbacks report, under `tag`, to `inbox`.
    init(tag: String, inbox: NotificationInbox) {
        self.tag = tag
        notification = notify_notification_new("", nil, nil)
        route = CallbackRoute(tag: tag, inbox: inbox)
        g_signal_connect_data(
            UnsafeMutableRawPointer(notification), "closed",
            unsafeBitCast(Self.closedCallback, to: GCallback.self),
            Unmanaged.passRetained(route).toOpaque(), Self.releaseRouteForClosure, GConnectFlags(rawValue: 0))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(notification))
    }

    /// Sets the text (the body in the server's markup when it supports markup), icon,
    /// urgency, category, hints and actions.
    func configure(summary: String, body: String, icon: String, urgency: NotifyUrgency, category: String,
                   hints: [(key: String, value: String)], actions: [PopupAction]) {
        notify_notification_update(notification, summary, body, icon)
        // Urgency and category are hints too: clear the old hints first.
        notify_notification_clear_hints(notification)
        notify_notification_set_urgency(notification, urgency)
        notify_notification_set_category(notification, category)
        for hint in hints { notify_notification_set_hint_string(notification, hint.key, hint.value) }
        notify_notification_clear_actions(notification)
        for (index, action) in actions.enumerated() {
            notify_notification_add_action(
                notification, index == 0 ? "default" : action.word, action.label, Self.actionCallback,
                Unmanaged.passRetained(ActionRoute(route: route, action: action)).toOpaque(), Self.releaseActionRoute)
        }
    }

    /// The popup's id on the server: 0 before it was shown, else the id the server gave it.
    /// Set before `show`, the popup with that id is replaced in place.
    var serverID: UInt32 {
        get { tend_notification_id(notification) }
        set { tend_notification_set_id(notification, newValue) }
    }

    /// Sends the notification to the server (again, replacing the popup, after the first time).
    func show() throws(PopupFailure) {
        var error: UnsafeMutablePointer<GError>?
        guard notify_notification_show(notification, &error) != 0 else {
            throw PopupFailure("the notification server did not take the reminder: "
                + GLibError.consume(error, fallback: "no reason given"))
        }
    }

    /// Takes the popup down.
    func close() {
        var error: UnsafeMutablePointer<GError>?
        if notify_notification_close(notification, &error) == 0 {
            _ = GLibError.consume(error, fallback: "")
        }
    }

    private static let actionCallback: NotifyActionCallback = { _, _, userData in
        guard let userData else { return }
        let actionRoute = Unmanaged<ActionRoute>.fromOpaque(userData).takeUnretainedValue()
        actionRoute.route.inbox.answers.append((actionRoute.route.tag, actionRoute.action))
    }

    private static let releaseActionRoute: GFreeFunc = { userData in
        guard let userData else { return }
        Unmanaged<ActionRoute>.fromOpaque(userData).release()
    }

    private static let closedCallback: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, userData in
        guard let userData else { return }
        let route = Unmanaged<CallbackRoute>.fromOpaque(userData).takeUnretainedValue()
        route.inbox.closedTags.append(route.tag)
    }

    private static let releaseRouteForClosure: GClosureNotify = { userData, _ in
        guard let userData else { return }
        Unmanaged<CallbackRoute>.fromOpaque(userData).release()
    }
}

/// The tag a callback belongs to and the inbox it reports to.
private final class CallbackRoute {
    let tag: String
    let inbox: NotificationInbox

    init(tag: String, inbox: NotificationInbox) {
        self.tag = tag
        self.inbox = inbox
    }
}

/// A callback route with the action its button stands for.
private final class ActionRoute {
    let route: CallbackRoute
    let action: PopupAction

    init(route: CallbackRoute, action: PopupAction) {
        self.route = route
        self.action = action
    }
}
