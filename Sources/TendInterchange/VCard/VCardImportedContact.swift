import TendCore

/// A contact read from a card, where the card is, and what of it tend does not show.
public struct VCardImportedContact: Hashable, Sendable {
    public var contact: Contact
    /// The file, as the caller named it.
    public var file: String
    /// The physical line of the card's `BEGIN:VCARD`.
    public var line: Int
    /// The card's lines that are kept or dropped rather than mapped, in order.
    public var notes: [VCardPropertyNote]

    public init(contact: Contact, file: String, line: Int, notes: [VCardPropertyNote]) {
        self.contact = contact
        self.file = file
        self.line = line
        self.notes = notes
    }
}
