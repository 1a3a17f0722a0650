/// How a label of tend (`cell`, `work`, `clinic`) is written on a vCard's `TEL` or `EMAIL` line
/// and read back: a label made only of TYPE words the vCard RFCs define is written as `TYPE`
/// (which every reader shows); any other label goes in an `X-ABLabel` line of the same group, as
/// Apple's Contacts, khard and Nextcloud write custom labels.
enum VCardLabel {
    /// The TYPE words of `TEL` in vCard 3.0 and 4.0 that are labels.
    static let phoneTypes: Set<String> = [
        "home", "work", "cell", "fax", "pager", "video", "msg", "bbs", "modem", "car", "isdn", "pcs", "textphone",
    ]
    /// The TYPE words of `EMAIL` that are labels.
    static let emailTypes: Set<String> = ["home", "work"]
    /// TYPE words that are no label: the default kind (`voice`, `internet`), the preferred mark,
    /// and the mark of a number for text messages (which says which list a number is in).
    static let unlabelled: Set<String> = ["voice", "internet", "pref", "text", "sms"]
    /// The TYPE word of a number for text messages.
    static let messaging = "text"

    /// The words people label a number with that vCard 3.0 spells otherwise: `mobile` is `cell`.
    static let phoneSynonyms = ["mobile": "cell", "cellphone": "cell"]

    /// `label` as the TYPE word of a `TEL` (`mobile` → `cell`); other labels as they are.
    static func typeWord(for label: String, of property: String) -> String {
        property == "TEL" ? phoneSynonyms[label.lowercased()] ?? label : label
    }

    /// The TYPE words `label` is written as, when each of its comma-separated parts is one of
    /// `known` as written (lower case); nil when it needs an `X-ABLabel`.
    static func types(for label: String, known: Set<String>) -> [String]? {
        let parts = label.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return parts.allSatisfy(known.contains) ? parts : nil
    }

    /// The TYPE words of a line, lower-cased, each value split at its commas (4.0 writers quote
    /// `TYPE="voice,home"`).
    static func types(of line: ContentLine) -> [String] {
        line.parameters.filter { $0.name == "TYPE" }.flatMap(\.values).flatMap { value in
            value.split(separator: ",").map { String($0).trimmingBlanks.lowercased() }
        }
    }

    /// The label that TYPE words give: those that are labels, joined by commas; nil for none.
    static func label(fromTypes types: [String]) -> String? {
        let words = types.filter { !unlabelled.contains($0) }
        return words.isEmpty ? nil : words.joined(separator: ",")
    }

    /// The text of an `X-ABLabel`, Apple's wrapping of its own labels removed
    /// (`_$!<Mobile>!$_` → `Mobile`).
    static func label(fromCustom text: String) -> String {
        let value = TextValue.unescape(text)
        guard value.hasPrefix("_$!<"), value.hasSuffix(">!$_"), value.count > 8 else { return value }
        return String(value.dropFirst(4).dropLast(4))
    }
}
