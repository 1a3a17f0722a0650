import TendCore

/// Finds the contact a person named, as tasks are found: by id, a unique start of an id, or the
/// name (ignoring case); otherwise fails with the candidates or the nearest match.
enum ContactLookup {
    static func contact(named query: String, among contacts: [Contact]) throws -> Contact {
        switch TaskMatcher.match(query, among: contacts.map { ($0.id, $0.name) }) {
        case .found(let id):
            return contacts.first { $0.id == id }!
        case .ambiguous(let ids):
            throw CommandFailure(
                lines: ["'\(TextSanitizer.sanitize(query))' matches several contacts: \(ids.joined(separator: ", ")); give the whole id."],
                status: .usageError)
        case .notFound(let suggestion):
            if let suggestion {
                let id = contacts.first { $0.id == suggestion || $0.name == suggestion }?.id ?? suggestion
                throw CommandFailure("No contact '\(TextSanitizer.sanitize(query))'. Did you mean '\(id)'?", status: .usageError)
            }
            throw CommandFailure("No contact '\(TextSanitizer.sanitize(query))'; 'tend contact list' shows the contacts.",
                                 status: .usageError)
        }
    }
}
