import TendCore

/// Renders `tend contact list`: one simple card a contact (CareKit's simple contact view), a
/// blank line between cards.
public enum ContactListRenderer {
    /// The header, then the actions the contact supports (`call · message · email · map`), or
    /// a dim `no number, e-mail or address yet`.
    public static func render(_ contacts: [Contact], style: TerminalStyle) -> String {
        let glyphs = style.glyphs
        let indent = ContactHeader.indent(glyphs)
        var lines: [StyledLine] = []
        for contact in contacts {
            if !lines.isEmpty { lines.append(StyledLine()) }
            lines += ContactHeader.lines(contact, width: style.width, glyphs: glyphs)
            lines += ContactActionLine.lines(contact, width: style.width, indent: indent, glyphs: glyphs, withValues: false)
        }
        return style.render(lines)
    }
}
