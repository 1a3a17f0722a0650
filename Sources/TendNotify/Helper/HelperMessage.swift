/// What the daemon and the libnotify helper say to each other, one message per line on the
/// helper's standard input and output: a word, then fields separated by tabs, with `\`, tab,
/// line feed and carriage return written `\\`, `\t`, `\n` and `\r`.
///
/// The daemon sends `show` and `close`; the helper answers each `show` with `shown` or
/// `failed`, and reports `answered` and `closed` whenever a person acts on a popup.
///
/// The helper is Embedded Swift and cannot import this module: it has its own side of the
/// protocol (`DaemonRequest`, `HelperReport` and `HelperLine` in `Sources/tend-notify`),
/// which must stay byte for byte the same as this one; `HelperProcessTests` speaks this
/// type to the real helper.
public enum HelperMessage: Hashable, Sendable {
    case show(PopupRequest)
    case close(tag: String)
    case shown(tag: String)
    case failed(tag: String, reason: String)
    case answered(tag: String, action: ReminderAction)
    case closed(tag: String)

    /// The message as a line, without the line break.
    public var line: String {
        let fields: [String]
        switch self {
        case .show(let popup):
            fields = ["show", popup.tag, popup.urgency.rawValue, popup.color ?? "",
                      popup.actions.map(\.rawValue).joined(separator: ","), popup.summary, popup.body]
        case .close(let tag): fields = ["close", tag]
        case .shown(let tag): fields = ["shown", tag]
        case .failed(let tag, let reason): fields = ["failed", tag, reason]
        case .answered(let tag, let action): fields = ["answered", tag, action.rawValue]
        case .closed(let tag): fields = ["closed", tag]
        }
        return fields.map(Self.escape).joined(separator: "\t")
    }

    /// Reads a line (without its line break); nil when it is not a message.
    public init?(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Self.unescape($0) }
        switch (fields.first, fields.count) {
        case ("show", 7):
            guard let urgency = ReminderUrgency(rawValue: fields[2]) else { return nil }
            var actions: [ReminderAction] = []
            for name in fields[4].split(separator: ",") {
                guard let action = ReminderAction(rawValue: String(name)) else { return nil }
                actions.append(action)
            }
            self = .show(PopupRequest(tag: fields[1], summary: fields[5], body: fields[6], urgency: urgency,
                                      color: fields[3].isEmpty ? nil : fields[3], actions: actions))
        case ("close", 2): self = .close(tag: fields[1])
        case ("shown", 2): self = .shown(tag: fields[1])
        case ("failed", 3): self = .failed(tag: fields[1], reason: fields[2])
        case ("answered", 3):
            guard let action = ReminderAction(rawValue: fields[2]) else { return nil }
            self = .answered(tag: fields[1], action: action)
        case ("closed", 2): self = .closed(tag: fields[1])
        default: return nil
        }
    }

    private static func escape(_ field: String) -> String {
        var escaped = ""
        for scalar in field.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func unescape(_ field: Substring) -> String {
        var text = ""
        var escaping = false
        for scalar in field.unicodeScalars {
            if escaping {
                switch scalar {
                case "t": text += "\t"
                case "n": text += "\n"
                case "r": text += "\r"
                default: text.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
