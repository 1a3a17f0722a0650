/// What the helper tells the daemon: the `shown`, `failed`, `answered` and `closed` messages
/// of `HelperMessage`, written here the way `HelperMessage.line` writes them on the daemon's
/// side. Each `show` is answered with `shown` (with the server's id of the popup) or
/// `failed`; `answered` and `closed` come whenever a person acts on a popup.
enum HelperReport {
    /// `shown`, tag, the popup's notification id on the server (decimal).
    case shown(tag: String, id: UInt32)
    /// `failed`, tag, why.
    case failed(tag: String, reason: String)
    /// `answered`, tag, action: a button of the popup was pressed.
    case answered(tag: String, action: PopupAction)
    /// `closed`, tag: the server closed the popup (dismissed, expired, or after an action).
    case closed(tag: String)

    /// The message as a line, with its line break.
    var line: [UInt8] {
        switch self {
        case .shown(let tag, let id): HelperLine.line(["shown", tag, HelperLine.field(id)])
        case .failed(let tag, let reason): HelperLine.line(["failed", tag, reason])
        case .answered(let tag, let action): HelperLine.line(["answered", tag, action.word])
        case .closed(let tag): HelperLine.line(["closed", tag])
        }
    }
}
