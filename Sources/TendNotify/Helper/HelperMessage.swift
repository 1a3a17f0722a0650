/// What the daemon and the libnotify helper say to each other, one message per line on the
/// helper's standard input and output: a word, then fields separated by tabs, with `\`, tab,
/// line feed and carriage return written `\\`, `\t`, `\n` and `\r`.
///
/// The daemon sends `show` and `close`; the helper answers each `show` with `shown` (and the
/// notification server's id of the popup) or `failed`, and reports `answered` and `closed`
/// whenever a person acts on a popup. A `show` may carry the server's id of a popup to replace:
/// that is how a new helper takes over the popups of one that ended, since the server sends a
/// popup's button presses only to the connection that showed it last. Ids are written in
/// decimal ASCII digits, and an empty id field means none.
///
/// The helper is Embedded Swift and cannot import this module: it has its own side of the
/// protocol (`DaemonRequest`, `HelperReport` and `HelperLine` in `Sources/tend-notify`),
/// which must stay byte for byte the same as this one; `HelperProcessTests` speaks this
/// type to the real helper.
public enum HelperMessage: Hashable, Sendable {
    /// Show a popup, replacing the one with its tag; `replacing` is the server's id of that
    /// popup when the daemon knows it, so that it is replaced in place even when a helper that
    /// ended since showed it.
    case show(PopupRequest, replacing: UInt32?)
    case close(tag: String)
    /// The popup with `tag` is showing; `id` is its notification id on the server.
    case shown(tag: String, id: UInt32)
    case failed(tag: String, reason: String)
    case answered(tag: String, action: ReminderAction)
    case closed(tag: String)

    /// The message as a line, without the line break.
    public var line: String {
        let fields: [String]
        switch self {
        case .show(let popup, let replacing):
            fields = ["show", popup.tag, popup.urgency.rawValue, popup.color ?? "",
                      popup.actions.map(\.rawValue).joined(separator: ","), popup.summary, popup.body,
                      replacing.map { String($0) } ?? ""]
        case .close(let tag): fields = ["close", tag]
        case .shown(let tag, let id): fields = ["shown", tag, String(id)]
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
        case ("show", 8):
            guard let urgency = ReminderUrgency(rawValue: fields[2]) else { return nil }
            var replacing: UInt32?
            if !fields[7].isEmpty {
                guard let id = Self.serverID(fields[7]) else { return nil }
                replacing = id
            }
            var actions: [ReminderAction] = []
            for name in fields[4].split(separator: ",") {
                guard let action = ReminderAction(rawValue: String(name)) else { return nil }
                actions.append(action)
            }
            self = .show(PopupRequest(tag: fields[1], summary: fields[5], body: fields[6], urgency: urgency,
                                      color: fields[3].isEmpty ? nil : fields[3], actions: actions),
                         replacing: replacing)
        case ("close", 2): self = .close(tag: fields[1])
        case ("shown", 3):
            guard let id = Self.serverID(fields[2]) else { return nil }
            self = .shown(tag: fields[1], id: id)
        case ("failed", 3): self = .failed(tag: fields[1], reason: fields[2])
        case ("answered", 3):
            guard let action = ReminderAction(rawValue: fields[2]) else { return nil }
            self = .answered(tag: fields[1], action: action)
        case ("closed", 2): self = .closed(tag: fields[1])
        default: return nil
        }
    }

    /// A notification id: one or more ASCII digits (nothing else, not even a sign) that fit
    /// in 32 bits.
    private static func serverID(_ field: String) -> UInt32? {
        guard !field.isEmpty, field.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return UInt32(field)
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
