/// What an action on a contact uses: the number or address as people read it, and the links
/// that open it, the preferred one first (`geo:` before an OpenStreetMap page).
public struct ContactLink: Hashable, Sendable {
    public var action: ContactAction
    /// The label of the number or address used, if it has one.
    public var label: String?
    /// The number, address or coordinates as text (`+81 3-1234-5678`).
    public var text: String
    /// The links, preferred first; each scheme (`tel`, `geo`, `https`) needs its own handler.
    public var uris: [String]

    public init(action: ContactAction, label: String?, text: String, uris: [String]) {
        self.action = action
        self.label = label
        self.text = text
        self.uris = uris
    }
}

extension ContactLink {
    /// The scheme of `uri`, before its first `:` (`tel`).
    public static func scheme(of uri: String) -> String {
        String(uri.prefix { $0 != ":" })
    }
}
