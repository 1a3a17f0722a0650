/// Where the text goes: how many columns it may take, whether it may be coloured and which
/// characters it may draw with.
public struct TerminalStyle: Hashable, Sendable {
    /// The narrowest layout tend draws; narrower requests are drawn at this width.
    public static let minimumWidth = 40

    /// Columns per line, at least ``minimumWidth``. No rendered line is wider.
    public var width: Int
    /// Whether ANSI SGR colour and bold are used. Meaning never rests on colour alone: every
    /// coloured state also has a symbol or a word.
    public var usesColor: Bool
    /// The boxes, markers, bars and rules drawn: Unicode, or ASCII for plain terminals.
    public var glyphs: Glyphs

    /// A style for `width` columns (raised to ``minimumWidth`` when narrower).
    public init(width: Int = 80, usesColor: Bool = false, glyphs: Glyphs = .unicode) {
        self.width = max(width, TerminalStyle.minimumWidth)
        self.usesColor = usesColor
        self.glyphs = glyphs
    }

    /// The lines as text, each ended by a line break.
    func render(_ lines: [StyledLine]) -> String {
        var text = ""
        for line in lines {
            for span in line.spans {
                text += paint(span.text, span.attributes)
            }
            text += "\n"
        }
        return text
    }

    private func paint(_ text: String, _ attributes: TextAttributes) -> String {
        let parameters = attributes.sgrParameters
        guard usesColor, !parameters.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + parameters + "m" + text + "\u{1B}[0m"
    }
}
