/// What the daemon asks of the helper: the `show` and `close` messages of `HelperMessage`,
/// read here the way `HelperMessage(line:)` reads them on the daemon's side.
enum DaemonRequest {
    /// `show`, tag, urgency, colour name (empty for none), actions joined by `,`, summary, body,
    /// and the server's id of the tag's popup to replace (empty for none), which another
    /// helper may have shown: this one then takes it over.
    case show(Popup)
    /// `close`, tag.
    case close(tag: String)

    /// Reads a line (without its line break); nil when it is not a request.
    init?(line: String) {
        let fields = HelperLine.fields(of: line)
        if fields.count == 8, fields[0].hasSameBytes(as: "show") {
            guard let urgency = Popup.Urgency(word: fields[2]) else { return nil }
            var replacing: UInt32?
            if !fields[7].isEmpty {
                guard let id = HelperLine.number(fields[7]) else { return nil }
                replacing = id
            }
            var actions: [PopupAction] = []
            for word in fields[4].utf8.split(separator: UInt8(ascii: ",")) {
                guard let action = PopupAction(word: String(decoding: word, as: UTF8.self)) else { return nil }
                actions.append(action)
            }
            self = .show(Popup(tag: fields[1], summary: fields[5], body: fields[6], urgency: urgency,
                               color: fields[3].isEmpty ? nil : fields[3], actions: actions, replacing: replacing))
        } else if fields.count == 2, fields[0].hasSameBytes(as: "close") {
            self = .close(tag: fields[1])
        } else {
            return nil
        }
    }
}
