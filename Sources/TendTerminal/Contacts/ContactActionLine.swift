import TendCore

/// The actions a contact supports (`call · message · email · map`), or with what each would use
/// (`call +81 3-1234-5678 · email sato@example.jp · map`) for a contact shown beside a task; a
/// dim `no number, e-mail or address yet` when it supports none.
enum ContactActionLine {
    static func lines(_ contact: Contact, width: Int, indent: Int, glyphs: Glyphs, withValues: Bool = true) -> [StyledLine] {
        let parts = ContactAction.allCases.compactMap { action -> Span? in
            guard case .success(let link) = ContactLinkBuilder.link(action, of: contact) else { return nil }
            let text = action == .map || !withValues ? action.rawValue : action.rawValue + glyphs.noBreakSpace + printable(link.text)
            return Span(text: text, attributes: .plain)
        }
        guard !parts.isEmpty else {
            return Wrapping.lines("no number, e-mail or address yet", width: width, indent: indent, attributes: .dim)
        }
        return Wrapping.joined(parts, width: width, indent: indent, separator: glyphs.separator)
    }
}
