/// A button of a popup: an answer the person can give (`ReminderAction` on the daemon's side).
enum PopupAction: CaseIterable {
    case done
    case snooze
    case log
    /// An alert's buttons: open the contact's link.
    case call
    case message
    case email

    /// The action written `word` on the wire; nil for any other word.
    init?(word: String) {
        guard let action = Self.allCases.first(where: { word.hasSameBytes(as: $0.word) }) else { return nil }
        self = action
    }

    /// Its name on the wire, which is also its action key in libnotify.
    var word: String {
        switch self {
        case .done: "done"
        case .snooze: "snooze"
        case .log: "log"
        case .call: "call"
        case .message: "message"
        case .email: "email"
        }
    }

    /// The button text.
    var label: String {
        switch self {
        case .done: "Done"
        case .snooze: "Snooze"
        case .log: "Log"
        case .call: "Call"
        case .message: "Message"
        case .email: "Email"
        }
    }
}
