import TendCore

/// The fields `contact add` and `contact edit` were given, checked. An empty text removes the
/// field; numbers and addresses are added, or in `edit` replace the first one with their label.
struct ContactChanges {
    var name: String?
    var title: String?
    var role: String?
    var organization: String?
    /// A new category; `.some(nil)` removes it.
    var category: ContactCategory??
    /// The name parts given, each with its new text (empty removes it).
    var nameParts: [(WritableKeyPath<PersonNameParts, String?>, String)] = []
    var phones: [LabeledValue] = []
    var messagingNumbers: [LabeledValue] = []
    var emails: [LabeledValue] = []
    var address: String?
    /// New coordinates; `.some(nil)` removes them.
    var coordinates: GeoCoordinates??
    var note: String?
    /// Labels or values whose numbers and addresses go, before any are added.
    var removedPhones: [String] = []
    var removedMessagingNumbers: [String] = []
    var removedEmails: [String] = []

    /// Makes the changes to `contact` and returns the names of the fields that changed, in the
    /// order `contact edit` lists them. With `replacingLabels`, a number or address whose label
    /// the contact already has takes the place of the first one with that label.
    func apply(to contact: inout Contact, replacingLabels: Bool) -> [String] {
        var changed: [String] = []
        func set(_ path: WritableKeyPath<Contact, String?>, _ value: String?, _ name: String) {
            guard let value else { return }
            contact[keyPath: path] = value.isEmpty ? nil : value
            changed.append(name)
        }
        if let name { contact.name = name; changed.append("name") }
        for (path, value) in nameParts { contact.nameParts[keyPath: path] = value.isEmpty ? nil : value }
        if !nameParts.isEmpty { changed.append("name parts") }
        set(\.title, title, "title")
        set(\.role, role, "role")
        set(\.organization, organization, "organization")
        if let category { contact.category = category; changed.append("category") }
        func update(_ path: WritableKeyPath<Contact, [LabeledValue]>, removing: [String], adding: [LabeledValue], _ name: String) {
            guard !removing.isEmpty || !adding.isEmpty else { return }
            contact[keyPath: path].removeAll { value in removing.contains { value.isNamed(by: $0) } }
            for value in adding {
                if replacingLabels, let label = value.label,
                   let index = contact[keyPath: path].firstIndex(where: { $0.label?.lowercased() == label.lowercased() }) {
                    contact[keyPath: path][index] = value
                } else {
                    contact[keyPath: path].append(value)
                }
            }
            changed.append(name)
        }
        update(\.phones, removing: removedPhones, adding: phones, "phones")
        update(\.messagingNumbers, removing: removedMessagingNumbers, adding: messagingNumbers, "messaging numbers")
        update(\.emails, removing: removedEmails, adding: emails, "e-mails")
        set(\.address, address, "address")
        if let coordinates { contact.coordinates = coordinates; changed.append("coordinates") }
        set(\.note, note, "note")
        return changed
    }
}

extension LabeledValue {
    /// Whether `text` is this number's or address's label or value (ignoring case), as
    /// `--no-phone` names it.
    func isNamed(by text: String) -> Bool {
        let wanted = text.lowercased()
        return value.lowercased() == wanted || label?.lowercased() == wanted
    }
}
