import TendCore
import TendInterchange

/// The sentences of `tend contact import`: a file refused whole, and each line of a card that is
/// kept or dropped rather than shown in a field.
enum VCardImportText {
    /// The sentence after `Error: ` for a refused import.
    static func sentence(_ error: VCardImportError) -> String {
        place(file: error.file, line: error.line) + reason(error.reason) + "; nothing was imported"
    }

    /// One line of the report: where the line is, and what became of it.
    static func note(_ note: VCardPropertyNote, file: String) -> String {
        let property = TextSanitizer.sanitize(note.property)
        let what = switch note.disposition {
        case .keptNotMapped: "kept as it is: tend has no field for it, and writes it back on export"
        case .keptSecond: "kept as it is: tend holds one and took the first"
        case .keptUnreadable: "kept as it is: tend cannot read its value into a field"
        case .dropped: "dropped: it is the stamp of the program that wrote the card"
        }
        return place(file: file, line: note.line) + property + " " + what + "."
    }

    /// `'file' line N: `, or `'file': ` for the whole file.
    static func place(file: String, line: Int?) -> String {
        "'\(TextSanitizer.sanitize(file))'" + (line.map { " line \($0): " } ?? ": ")
    }

    private static func reason(_ reason: VCardImportError.Reason) -> String {
        switch reason {
        case .syntax(let problem): ContentLineErrorText.reason(problem)
        case .noCards: "it holds no vCard (no BEGIN:VCARD); export the contacts from your address book as a .vcf file"
        case .notACard(let name): "BEGIN:\(TextSanitizer.sanitize(name)) is not a vCard; tend reads BEGIN:VCARD … END:VCARD"
        case .componentInsideCard(let name):
            "BEGIN:\(TextSanitizer.sanitize(name)) inside a card; vCard 3.0 and 4.0 cards hold no other components"
        case .unsupportedVersion(nil): "the card has no VERSION; tend reads vCard 3.0 and 4.0"
        case .unsupportedVersion(let version?):
            "the card is vCard \(TextSanitizer.sanitize(version)); tend reads 3.0 and 4.0, so export it again as one of those"
        case .missingName: "the card has neither FN nor N, so it names no one; add an FN line"
        case .repeatedUID(let uid): "a second card with the UID '\(TextSanitizer.sanitize(uid))'; each card needs a UID of its own"
        case .twoCardsForOneContact(let id): "a second card for the contact '\(id)'; keep one of the two cards"
        }
    }
}
