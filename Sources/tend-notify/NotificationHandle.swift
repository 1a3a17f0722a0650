import CLibnotify
import TendNotify

/// One libnotify notification, owned: it is unreferenced when the handle goes away. It keeps
/// its server-side id across `show` calls, so showing it again replaces the popup in place.
final class NotificationHandle {
    private let notification: UnsafeMutablePointer<NotifyNotification>
    /// What the callbacks report to; shared with every callback registration of this handle.
    private let route: CallbackRoute

    /// A notification whose callbacks report, under `tag`, to `inbox`.
    init(tag: String, inbox: NotificationInbox) {
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
                   hints: [(String, String)], actions: [ReminderAction]) {
        notify_notification_update(notification, summary, body, icon)
        // Urgency and category are hints too: clear the old hints first.
        notify_notification_clear_hints(notification)
        notify_notification_set_urgency(notification, urgency)
        notify_notification_set_category(notification, category)
        for (key, value) in hints { notify_notification_set_hint_string(notification, key, value) }
        notify_notification_clear_actions(notification)
        for action in actions {
            let key = action == actions.first ? "default" : action.rawValue
            notify_notification_add_action(
                notification, key, action.label, Self.actionCallback,
                Unmanaged.passRetained(ActionRoute(route: route, action: action)).toOpaque(), Self.releaseActionRoute)
        }
    }

    /// Sends the notification to the server (again, replacing the popup, after the first time).
    func show() throws(NotifierError) {
        var error: UnsafeMutablePointer<GError>?
        guard notify_notification_show(notification, &error) != 0 else {
            throw NotifierError("the notification server did not take the reminder: "
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
        actionRoute.route.inbox?.answers.append((actionRoute.route.tag, actionRoute.action))
    }

    private static let releaseActionRoute: GFreeFunc = { userData in
        guard let userData else { return }
        Unmanaged<ActionRoute>.fromOpaque(userData).release()
    }

    private static let closedCallback: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, userData in
        guard let userData else { return }
        let route = Unmanaged<CallbackRoute>.fromOpaque(userData).takeUnretainedValue()
        route.inbox?.closedTags.append(route.tag)
    }

    private static let releaseRouteForClosure: GClosureNotify = { userData, _ in
        guard let userData else { return }
        Unmanaged<CallbackRoute>.fromOpaque(userData).release()
    }
}

/// Where libnotify's callbacks leave what happened, for the notifier to collect after a
/// dispatch of the main context.
final class NotificationInbox {
    /// Actions chosen, by tag, in the order they came.
    var answers: [(tag: String, action: ReminderAction)] = []
    /// Tags of popups the server closed.
    var closedTags: [String] = []
}

/// The tag a callback belongs to and the inbox it reports to.
private final class CallbackRoute {
    let tag: String
    weak var inbox: NotificationInbox?

    init(tag: String, inbox: NotificationInbox) {
        self.tag = tag
        self.inbox = inbox
    }
}

/// A callback route with the action its button stands for.
private final class ActionRoute {
    let route: CallbackRoute
    let action: ReminderAction

    init(route: CallbackRoute, action: ReminderAction) {
        self.route = route
        self.action = action
    }
}
