/// Builds the links of a contact's actions: `tel:` and `sms:` (keeping the leading `+`, which
/// CareKit drops), `mailto:`, and a map (`geo:` from coordinates, RFC 5870, and an
/// OpenStreetMap page from the coordinates, else from the address).
public enum ContactLinkBuilder {
    /// Why an action has nothing to use.
    public enum Problem: Error, Hashable, Sendable {
        /// The contact has no number or address for the action.
        case nothingFor(ContactAction)
        /// No number or address has the label; the labels there are, in order.
        case noSuchLabel(String, among: [String])
        /// A map has no labels.
        case mapHasNoLabels
    }

    /// The link for `action` on `contact`: the number or address whose label is `label`
    /// (ignoring case), else the first in the user's order.
    public static func link(_ action: ContactAction, of contact: Contact, label: String? = nil) -> Result<ContactLink, Problem> {
        switch action {
        case .call: labeled(action, contact.phones, label: label) { ["tel:" + dialable($0)] }
        case .message: labeled(action, contact.messagingNumbers, label: label) { ["sms:" + dialable($0)] }
        case .email: labeled(action, contact.emails, label: label) { ["mailto:" + URIText.percentEncoded($0, keeping: "@+")] }
        case .map: label == nil ? map(of: contact) : .failure(.mapHasNoLabels)
        }
    }

    /// `number` as RFC 3966 writes a number: its digits, after a `+` when it starts with one,
    /// and its extension (``PhoneExtension``) as `;ext=`, never glued onto the number.
    public static func dialable(_ number: String) -> String {
        let (main, extensionDigits) = PhoneExtension.split(number)
        return (main.first == "+" ? "+" : "") + main.filter { $0.isASCII && $0.isWholeNumber }
            + (extensionDigits.map { ";ext=" + $0 } ?? "")
    }

    private static func labeled(
        _ action: ContactAction, _ values: [LabeledValue], label: String?, uris: (String) -> [String]
    ) -> Result<ContactLink, Problem> {
        guard let first = values.first else { return .failure(.nothingFor(action)) }
        var chosen = first
        if let label {
            guard let match = values.first(where: { $0.label?.lowercased() == label.lowercased() }) else {
                return .failure(.noSuchLabel(label, among: values.compactMap(\.label)))
            }
            chosen = match
        }
        return .success(ContactLink(action: action, label: chosen.label, text: chosen.value, uris: uris(chosen.value)))
    }

    private static func map(of contact: Contact) -> Result<ContactLink, Problem> {
        if let point = contact.coordinates {
            let (latitude, longitude) = (degrees(point.latitude), degrees(point.longitude))
            let page = "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=17/\(latitude)/\(longitude)"
            let text = contact.address.map(oneLine) ?? "\(latitude), \(longitude)"
            return .success(ContactLink(action: .map, label: nil, text: text, uris: ["geo:\(latitude),\(longitude)", page]))
        }
        guard let address = contact.address else { return .failure(.nothingFor(.map)) }
        let query = URIText.percentEncoded(oneLine(address))
        return .success(ContactLink(
            action: .map, label: nil, text: oneLine(address), uris: ["https://www.openstreetmap.org/search?query=" + query]))
    }

    /// Degrees as the shortest decimal that reads back the same (`35.6812`, `-0.5`, `139.0`
    /// as `139`).
    public static func degrees(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// An address's lines joined by `, `.
    public static func oneLine(_ address: String) -> String {
        address.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
