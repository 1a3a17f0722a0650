import TendCore

/// The header both contact cards share, as CareKit's cards have it: the category's symbol, the
/// name in bold with the id at the right, and below it the title, the organisation and the
/// category in words. The symbol and the name take the category's colour; the word says the
/// same without colour.
enum ContactHeader {
    /// - Parameters:
    ///   - indent: columns before the symbol.
    ///   - withDetails: whether the line of title, organisation and category follows.
    static func lines(_ contact: Contact, width: Int, glyphs: Glyphs, indent before: Int = 0, withDetails: Bool = true) -> [StyledLine] {
        let symbol = glyphs.contactSymbols.symbol(contact.category)
        let indent = before + DisplayWidth.of(symbol) + 1
        let color = self.color(contact.category)
        var lines = TitleWithID.lines(
            marker: Span(text: String(repeating: " ", count: before) + symbol, attributes: TextAttributes.plain.colored(color)),
            title: printable(contact.name), attributes: TextAttributes.bold.colored(color), id: printable(contact.id),
            width: width, indent: indent)
        guard withDetails else { return lines }
        let parts = [contact.title, contact.organization, contact.category.map(word)].compactMap { $0 }
            .map { Span(text: printable($0), attributes: .plain) }
        lines += Wrapping.joined(parts, width: width, indent: indent, separator: glyphs.separator)
        return lines
    }

    /// Columns before the content below the header: the symbol and a space.
    static func indent(_ glyphs: Glyphs) -> Int {
        DisplayWidth.of(glyphs.contactSymbols.other) + 1
    }

    /// The category as the cards and `contact list` write it.
    static func word(_ category: ContactCategory) -> String {
        switch category {
        case .careTeam: "care team"
        case .emergency: "emergency"
        case .family: "family"
        }
    }

    /// Emergency contacts are red, the care team blue, family green; others keep the
    /// terminal's colour.
    static func color(_ category: ContactCategory?) -> TaskColor? {
        switch category {
        case .careTeam: .blue
        case .emergency: .red
        case .family: .green
        case nil: nil
        }
    }
}
