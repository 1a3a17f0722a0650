/// Why a vCard file was refused, in which file and on which line: data, not a sentence; the
/// command line words it. A refused file imports nothing.
public struct VCardImportError: Error, Hashable, Sendable {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The content-line syntax is broken (a fold without its leading space leaves a line
        /// with no `:`; a file too large; not UTF-8; `BEGIN`/`END` that do not match).
        case syntax(ContentLineError.Reason)
        /// The file holds no `BEGIN:VCARD`.
        case noCards
        /// A component other than `VCARD` at the top of the file (its name).
        case notACard(String)
        /// A component inside a card (its name): vCard 3.0 and 4.0 have none.
        case componentInsideCard(String)
        /// `VERSION` is missing (nil) or not 3.0 or 4.0 (what it says).
        case unsupportedVersion(String?)
        /// The card has no `FN` nor `N` to name the contact.
        case missingName
        /// A second card with a UID that an earlier card has (the UID).
        case repeatedUID(String)
        /// A second card whose UID names a contact an earlier card names too (the contact's id):
        /// `tend-<id>` and the UID that contact keeps.
        case twoCardsForOneContact(String)
    }

    public var reason: Reason
    /// The file, as the caller named it.
    public var file: String
    /// The physical line (counting from 1), or nil for the whole file.
    public var line: Int?

    public init(_ reason: Reason, file: String, line: Int?) {
        self.reason = reason
        self.file = file
        self.line = line
    }
}
