import TendCore

/// The vCard lines of the fields tend holds one of — `N`, `ORG`, `CATEGORIES`, `ADR`, `GEO` and
/// the TEXT ones (`FN`, `TITLE`, `ROLE`, `NOTE`) — written from the field and read back into it.
/// Reading a written line gives the field again exactly; a line another program wrote may hold
/// more than the field (a middle name, an address's parts), and the importer keeps such a line.
enum VCardFields {
    // MARK: Writing

    /// `NAME:value` with the value TEXT-escaped.
    static func text(_ name: String, _ value: String) -> ContentLine {
        ContentLine(name: name, value: TextValue.escape(value))
    }

    /// `N:family;given;;prefix;suffix` (no additional names: tend has none).
    static func name(_ parts: PersonNameParts) -> ContentLine {
        let components = [parts.family, parts.given, nil, parts.prefix, parts.suffix].map { $0 ?? "" }
        return ContentLine(name: "N", value: TextValue.joinList(components, separator: ";"))
    }

    /// The parts of a full name given without them, for the `N` every vCard 3.0 needs (an
    /// empty `N:;;;;` leaves phones sorting the contact nowhere): the last word is the family
    /// name, a first word ending in `.` (`Dr.`) the prefix, the words between the given names.
    static func nameParts(fromFullName name: String) -> PersonNameParts {
        var words = name.split(separator: " ").map(String.init)
        guard let family = words.popLast() else { return PersonNameParts() }
        let prefix = words.first.flatMap { $0.hasSuffix(".") ? $0 : nil }
        if prefix != nil { words.removeFirst() }
        return PersonNameParts(prefix: prefix, given: words.isEmpty ? nil : words.joined(separator: " "), family: family)
    }

    /// `ORG:organization`, one unit.
    static func organization(_ organization: String) -> ContentLine {
        ContentLine(name: "ORG", value: TextValue.escape(organization))
    }

    /// `CATEGORIES:care-team` (or `emergency`, `family`).
    static func category(_ category: ContactCategory) -> ContentLine {
        ContentLine(name: "CATEGORIES", value: category.rawValue)
    }

    /// `ADR:;;address;;;;`: the whole address as its street, since tend does not split it.
    static func address(_ address: String) -> ContentLine {
        ContentLine(name: "ADR", value: TextValue.joinList(["", "", address, "", "", "", ""], separator: ";"))
    }

    /// `GEO:latitude;longitude`, vCard 3.0's form.
    static func coordinates(_ coordinates: GeoCoordinates) -> ContentLine {
        ContentLine(name: "GEO", value: DecimalText.of(coordinates.latitude) + ";" + DecimalText.of(coordinates.longitude))
    }

    // MARK: Reading

    /// A TEXT value, nil when empty.
    static func text(of line: ContentLine) -> String? {
        nonEmpty(TextValue.unescape(line.value))
    }

    /// The parts of `N`; a component with several values keeps their commas (`Jr.,M.D.`), and
    /// additional names are not read.
    static func nameParts(of line: ContentLine) -> PersonNameParts {
        let components = structured(line.value, count: 5)
        return PersonNameParts(prefix: components[3], given: components[1], family: components[0], suffix: components[4])
    }

    /// `ORG`'s units joined with `, `, nil when empty.
    static func organization(of line: ContentLine) -> String? {
        nonEmpty(TextValue.list(line.value, separator: ";").filter { !$0.isEmpty }.joined(separator: ", "))
    }

    /// The first of `CATEGORIES`' values that is one of tend's categories (case and a space for
    /// the dash do not matter), or nil.
    static func category(of line: ContentLine) -> ContactCategory? {
        for value in TextValue.list(line.value) {
            let key = value.trimmingBlanks.lowercased().replacingSpaces(with: "-")
            if let category = ContactCategory(rawValue: key) { return category }
        }
        return nil
    }

    /// `ADR`'s non-empty components (post office box, extended address, street, locality,
    /// region, postal code, country), one per line; nil when all are empty.
    static func address(of line: ContentLine) -> String? {
        nonEmpty(structured(line.value, count: 7).compactMap { $0 }.joined(separator: "\n"))
    }

    /// `GEO` as 3.0 writes it (`37.38;-122.08`) or as a 4.0 `geo:` URI (`geo:37.38,-122.08`,
    /// parameters after `;` ignored); nil when it is neither or out of range.
    static func coordinates(of line: ContentLine) -> GeoCoordinates? {
        var value = line.value.trimmingBlanks
        let separator: Character
        if value.lowercased().hasPrefix("geo:") {
            value = String(value.dropFirst(4).prefix { $0 != ";" })
            separator = ","
        } else {
            separator = ";"
        }
        let parts = value.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Double(parts[0].trimmingBlanks), let longitude = Double(parts[1].trimmingBlanks),
              latitude.isFinite, longitude.isFinite else { return nil }
        return GeoCoordinates(latitude: latitude, longitude: longitude)
    }

    /// The first `count` components of a structured value, unescaped and without blanks at
    /// either end (a component's several values stay joined by their commas); nil for an empty
    /// one.
    private static func structured(_ value: String, count: Int) -> [String?] {
        var components = TextValue.list(value, separator: ";").map { nonEmpty($0.trimmingBlanks) }
        while components.count < count { components.append(nil) }
        return Array(components.prefix(count))
    }

    private static func nonEmpty(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }
}

extension String {
    /// With each space replaced by `replacement`.
    fileprivate func replacingSpaces(with replacement: Character) -> String {
        String(map { $0 == " " ? replacement : $0 })
    }
}

extension Substring {
    fileprivate var trimmingBlanks: String { String(self).trimmingBlanks }
}
