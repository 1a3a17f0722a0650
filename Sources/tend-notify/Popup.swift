/// A popup as the daemon asks for it (`PopupRequest` on the daemon's side, in `TendNotify`).
struct Popup {
    /// How urgent the reminder is (`ReminderUrgency` on the daemon's side).
    enum Urgency {
        case normal
        /// The occurrence has started and is still not done.
        case critical

        /// The urgency written `word` on the wire (`normal`, `critical`); nil for any other.
        init?(word: String) {
            if word.hasSameBytes(as: "normal") {
                self = .normal
            } else if word.hasSameBytes(as: "critical") {
                self = .critical
            } else {
                return nil
            }
        }
    }

    /// Names the popup: showing a popup with the same tag again replaces it in place.
    var tag: String
    var summary: String
    /// Plain text; escaped here when the server reads body markup.
    var body: String
    var urgency: Urgency
    /// One of tend's colour names, for servers that tint popups.
    var color: String?
    /// The buttons; the first is the default action (a click).
    var actions: [PopupAction]
    /// The server's id of the popup this one replaces in place, when the daemon knows it:
    /// the popup may have been shown by a helper that ended, and showing it again from here
    /// has the server send its buttons to this helper.
    var replacing: UInt32?
}
