import TendCore

/// The JSON fields `contact list` and `contact show` print for a contact; keys in camelCase.
enum ContactJSON {
    static func fields(_ contact: Contact) -> [(String, JSON.Value)] {
        func text(_ value: String?) -> JSON.Value { value.map { .string($0) } ?? .null }
        func list(_ values: [LabeledValue]) -> JSON.Value {
            .array(values.map { .object([("label", text($0.label)), ("value", .string($0.value))]) })
        }
        let parts = contact.nameParts
        return [
            ("id", .string(contact.id)),
            ("name", .string(contact.name)),
            ("nameParts", .object([
                ("prefix", text(parts.prefix)), ("given", text(parts.given)), ("family", text(parts.family)),
                ("suffix", text(parts.suffix)),
            ])),
            ("title", text(contact.title)),
            ("role", text(contact.role)),
            ("organization", text(contact.organization)),
            ("category", text(contact.category?.rawValue)),
            ("phones", list(contact.phones)),
            ("messagingNumbers", list(contact.messagingNumbers)),
            ("emails", list(contact.emails)),
            ("address", text(contact.address)),
            ("coordinates", contact.coordinates.map {
                .object([("latitude", .double($0.latitude)), ("longitude", .double($0.longitude))])
            } ?? .null),
            ("note", text(contact.note)),
        ]
    }
}
