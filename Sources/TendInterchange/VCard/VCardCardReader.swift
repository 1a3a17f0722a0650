import TendCore

/// Reads one `VCARD` component (3.0 or 4.0) into a contact: the fields tend has, each list in
/// the card's order of preference, and every other line kept (see `VCardKeptLines`). The id is
/// given later, when all cards of an import are known (`VCardImport`).
struct VCardCardReader {
    /// A card read, before it has an id.
    struct Card {
        /// The contact, its id still empty.
        var contact: Contact
        /// The card's `UID` line, if it has one.
        var uid: ContentLine?
        var kept: VCardKeptLines
        var notes: [VCardPropertyNote]
        /// The physical line of its `BEGIN:VCARD`.
        var line: Int
    }

    private var contact = Contact(id: "", name: "")
    private var name: String?
    private var nameParts: PersonNameParts?
    private var uid: ContentLine?
    private var kept = VCardKeptLines()
    private var notes: [VCardPropertyNote] = []
    private var phones: [(rank: Int, item: LabeledValue)] = []
    private var messagingNumbers: [(rank: Int, item: LabeledValue)] = []
    private var emails: [(rank: Int, item: LabeledValue)] = []

    /// The card `component`, from the file `file`.
    ///
    /// - Throws: `VCardImportError` for a component inside the card, a version other than 3.0
    ///   or 4.0, or no name.
    static func read(_ component: ContentComponent, file: String) throws(VCardImportError) -> Card {
        if let inner = component.components.first {
            throw VCardImportError(.componentInsideCard(inner.name), file: file, line: inner.line)
        }
        let version = component.property("VERSION")
        guard let text = version?.value.trimmingBlanks, text == "3.0" || text == "4.0" else {
            throw VCardImportError(.unsupportedVersion(version?.value.trimmingBlanks), file: file,
                                   line: version?.line ?? component.line)
        }
        var reader = VCardCardReader()
        let labelledGroups = Set(component.properties.filter { ["TEL", "EMAIL"].contains($0.name) && !value(of: $0).isEmpty }
            .compactMap { $0.group?.uppercased() })
        let customLabels = Dictionary(
            component.properties.filter { $0.name == "X-ABLABEL" }.compactMap { line in
                line.group.map { ($0.uppercased(), VCardLabel.label(fromCustom: line.value)) }
            },
            uniquingKeysWith: { first, _ in first })
        for line in component.properties {
            reader.take(line, labelledGroups: labelledGroups, customLabels: customLabels)
        }
        return try reader.card(at: component.line, file: file)
    }

    private mutating func take(_ line: ContentLine, labelledGroups: Set<String>, customLabels: [String: String]) {
        switch line.name {
        case "VERSION": break
        // tend writes its own PRODID again: dropping it is no news.
        case "PRODID" where line.value == VCardExport.productID: break
        case "PRODID", "REV": note(line, .dropped)
        case "UID" where uid == nil && line.group == nil: uid = line
        case "FN": single(line, into: \.name, read: VCardFields.text(of:)) { VCardFields.text("FN", $0) }
        case "N": single(line, into: \.nameParts, read: { VCardFields.nameParts(of: $0) }, made: VCardFields.name)
        case "ORG": single(line, into: \.contact.organization, read: VCardFields.organization(of:), made: VCardFields.organization)
        case "TITLE": single(line, into: \.contact.title, read: VCardFields.text(of:)) { VCardFields.text("TITLE", $0) }
        case "ROLE": single(line, into: \.contact.role, read: VCardFields.text(of:)) { VCardFields.text("ROLE", $0) }
        case "NOTE": single(line, into: \.contact.note, read: VCardFields.text(of:)) { VCardFields.text("NOTE", $0) }
        case "CATEGORIES": single(line, into: \.contact.category, read: VCardFields.category(of:), made: VCardFields.category)
        case "ADR": single(line, into: \.contact.address, read: VCardFields.address(of:), made: VCardFields.address)
        // The 3.0 form is always written: a 4.0 `geo:` URI is read into the same coordinates.
        case "GEO": single(line, into: \.contact.coordinates, read: VCardFields.coordinates(of:), made: nil)
        case "TEL", "EMAIL": labelled(line, customLabels: customLabels)
        case "X-ABLABEL" where line.group.map { labelledGroups.contains($0.uppercased()) } ?? false: break
        default: keep(line, .keptNotMapped)
        }
    }

    /// A field tend holds one of: the first line that reads becomes it (kept too when it says more
    /// than the line tend would write for it), later ones are kept.
    private mutating func single<Value>(_ line: ContentLine, into field: WritableKeyPath<Self, Value?>,
                                        read: (ContentLine) -> Value?, made: ((Value) -> ContentLine)?) {
        guard self[keyPath: field] == nil else { return keep(line, .keptSecond) }
        guard let value = read(line) else { return keep(line, .keptUnreadable) }
        self[keyPath: field] = value
        if let made, made(value) != VCardKeptLines.plain(line) { kept.mapped.append(VCardKeptLines.plain(line)) }
    }

    /// A `TEL` (a phone; a messaging number when its TYPE says `text` or `sms`, and both when it
    /// says `voice` too) or an `EMAIL`, its label from the group's `X-ABLabel`, else from its
    /// TYPE words.
    private mutating func labelled(_ line: ContentLine, customLabels: [String: String]) {
        let value = Self.value(of: line)
        guard !value.isEmpty else { return keep(line, .keptUnreadable) }
        let types = VCardLabel.types(of: line)
        let label = line.group.flatMap { customLabels[$0.uppercased()] } ?? VCardLabel.label(fromTypes: types)
        let entry = (rank: VCardPreference.rank(of: line), item: LabeledValue(label: label, value: value))
        guard line.name == "TEL" else { return emails.append(entry) }
        let forMessages = types.contains(VCardLabel.messaging) || types.contains("sms")
        if forMessages { messagingNumbers.append(entry) }
        if !forMessages || types.contains("voice") { phones.append(entry) }
    }

    /// The number or address of a `TEL` or `EMAIL`: a 4.0 `tel:` URI without its scheme, an
    /// e-mail address unescaped.
    private static func value(of line: ContentLine) -> String {
        var value = line.value.trimmingBlanks
        if line.name == "EMAIL" { return TextValue.unescape(value) }
        if value.lowercased().hasPrefix("tel:") { value.removeFirst(4) }
        return value
    }

    private mutating func keep(_ line: ContentLine, _ disposition: VCardPropertyNote.Disposition) {
        kept.others.append(VCardKeptLines.plain(line))
        note(line, disposition)
    }

    private mutating func note(_ line: ContentLine, _ disposition: VCardPropertyNote.Disposition) {
        let property = (line.group.map { $0 + "." } ?? "") + line.name
        notes.append(VCardPropertyNote(line: line.line, property: property, disposition: disposition))
    }

    private func card(at line: Int, file: String) throws(VCardImportError) -> Card {
        var contact = contact
        contact.nameParts = nameParts ?? PersonNameParts()
        // A card tend made gives an N made from the full name when the contact had no parts:
        // it comes back without them, as it went out.
        if uid.map({ $0.value.hasPrefix(VCardUID.prefix) }) == true, let name,
           contact.nameParts == VCardFields.nameParts(fromFullName: name) {
            contact.nameParts = PersonNameParts()
        }
        let parts = contact.nameParts
        let fromParts = [parts.prefix, parts.given, parts.family, parts.suffix].compactMap { $0 }.joined(separator: " ")
        guard let name = name ?? (fromParts.isEmpty ? nil : fromParts) else {
            throw VCardImportError(.missingName, file: file, line: line)
        }
        contact.name = name
        contact.phones = VCardPreference.ordered(phones)
        contact.messagingNumbers = VCardPreference.ordered(messagingNumbers)
        contact.emails = VCardPreference.ordered(emails)
        return Card(contact: contact, uid: uid, kept: kept, notes: notes, line: line)
    }
}
