/// Where libnotify's callbacks leave what happened, for the helper to collect after a
/// dispatch of the main context.
final class NotificationInbox {
    /// Actions chosen, by tag, in the order they came.
    var answers: [(tag: String, action: PopupAction)] = []
    /// Tags of popups the server closed.
    var closedTags: [String] = []
}
