import TendCore

/// Reads vCard files (3.0 and 4.0: folded lines, CRLF or LF, escapes, `TYPE` and `PREF`, `tel:`
/// URIs, grouped properties, several cards per file) into contacts, all or nothing: any broken
/// line refuses the whole import, naming the file and the line.
public enum VCardImport {
    /// 8 MiB a file and 1 MiB a line (a photo inline): a care team's cards are a few kilobytes.
    public static let limits = ContentLineLimits(fileBytes: 8 << 20, lineBytes: 1 << 20, nesting: 2)

    /// The contacts of every card of `files` (each a name for errors and its bytes), in order,
    /// for a plan that holds `existing`.
    ///
    /// Ids: a card with the UID of an existing contact (one tend wrote, `tend-<id>`, or one kept
    /// from an earlier import) has that contact's id, so the caller can update it or refuse; a
    /// card without a UID is named after its `FN` as a task is after its title, and so matches a
    /// contact of that id; a card with a UID no contact has is a new contact, named after its
    /// `FN` with `-2`, `-3` … added past the ids taken.
    public static func read(_ files: [(name: String, bytes: [UInt8])],
                            existing: [Contact] = []) throws(VCardImportError) -> [VCardImportedContact] {
        var cards: [(file: String, card: VCardCardReader.Card)] = []
        for file in files {
            for card in try read(file.bytes, file: file.name) { cards.append((file.name, card)) }
        }
        var seenUIDs: Set<String> = []
        for (file, card) in cards {
            guard let uid = card.uid.map({ TextValue.unescape($0.value.trimmingBlanks) }) else { continue }
            guard seenUIDs.insert(uid).inserted else {
                throw VCardImportError(.repeatedUID(uid), file: file, line: card.uid?.line)
            }
        }
        let known = Dictionary(existing.map { (VCardUID.of($0), $0.id) }, uniquingKeysWith: { first, _ in first })
        let idsFromUID = cards.map { entry in
            entry.card.uid.map { TextValue.unescape($0.value.trimmingBlanks) }.flatMap { known[$0] ?? VCardUID.contactID(in: $0) }
        }
        var usedInFile: Set<String> = []
        for (entry, id) in zip(cards, idsFromUID) {
            guard let id else { continue }
            guard usedInFile.insert(id).inserted else {
                throw VCardImportError(.twoCardsForOneContact(id), file: entry.file, line: entry.card.uid?.line)
            }
        }
        var used = Set(existing.map(\.id)).union(usedInFile)
        return zip(cards, idsFromUID).map { entry, idFromUID in
            var card = entry.card
            let named = TaskSlug.from(title: card.contact.name)
            if let idFromUID {
                card.contact.id = idFromUID
            } else if card.uid == nil {
                card.contact.id = unusedID(named, used: &usedInFile)
                used.insert(card.contact.id)
            } else {
                card.contact.id = unusedID(named, used: &used)
                usedInFile.insert(card.contact.id)
            }
            if let uid = card.uid, TextValue.unescape(uid.value.trimmingBlanks) != VCardUID.made(for: card.contact.id) {
                card.kept.uid = VCardKeptLines.plain(uid)
            }
            card.contact.extraVCard = card.kept.text
            return VCardImportedContact(contact: card.contact, file: entry.file, line: card.line, notes: card.notes)
        }
    }

    /// The cards of one file.
    private static func read(_ bytes: [UInt8], file: String) throws(VCardImportError) -> [VCardCardReader.Card] {
        let document: ContentComponentReader.Document
        do {
            document = try ContentComponentReader.read(bytes, limits: limits)
        } catch {
            throw VCardImportError(.syntax(error.reason), file: file, line: error.line)
        }
        if let malformed = document.malformedLines.first {
            throw VCardImportError(.syntax(malformed.reason), file: file, line: malformed.line)
        }
        guard !document.components.isEmpty else { throw VCardImportError(.noCards, file: file, line: nil) }
        var cards: [VCardCardReader.Card] = []
        for component in document.components {
            guard component.name == "VCARD" else {
                throw VCardImportError(.notACard(component.name), file: file, line: component.line)
            }
            cards.append(try VCardCardReader.read(component, file: file))
        }
        return cards
    }

    /// `base`, or `base-2`, `base-3` … the first not in `used`, which it joins.
    private static func unusedID(_ base: String, used: inout Set<String>) -> String {
        var id = base
        var number = 1
        while used.contains(id) {
            number += 1
            id = "\(base)-\(number)"
        }
        used.insert(id)
        return id
    }
}
