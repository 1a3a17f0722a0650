import TendCore

/// Word-wrapped, indented blocks of styled text.
enum Wrapping {
    /// `text` wrapped to fit `width` columns after an indent of `indent` spaces, every line in
    /// the same attributes. Empty paragraphs stay as empty lines (without the indent).
    static func lines(
        _ text: String, width: Int, indent: Int = 0, attributes: TextAttributes = .plain
    ) -> [StyledLine] {
        WordWrap.lines(text, width: max(width - indent, 1)).map { wrapped in
            guard !wrapped.isEmpty else { return StyledLine() }
            return .blank(indent) + StyledLine(wrapped, attributes)
        }
    }

    /// Parts joined by `separator` (` · `) and wrapped as one text; each part keeps its
    /// attributes, and a part is broken only when it is wider than a whole line by itself.
    static func joined(
        _ parts: [Span], width: Int, indent: Int = 0, separator: String
    ) -> [StyledLine] {
        let available = max(width - indent, 1)
        var result: [StyledLine] = []
        var line = StyledLine()
        let separatorWidth = DisplayWidth.of(separator)
        for part in parts where !part.text.isEmpty {
            let partWidth = DisplayWidth.of(part.text)
            let neededSeparator = line.width == 0 ? 0 : separatorWidth
            if line.width + neededSeparator + partWidth <= available {
                if neededSeparator > 0 { line.append(separator, width: separatorWidth) }
                line.append(part.text, part.attributes, width: partWidth)
                continue
            }
            if line.width > 0 {
                result.append(.blank(indent) + line)
                line = StyledLine()
            }
            let pieces = WordWrap.lines(part.text, width: available)
            for piece in pieces.dropLast() {
                result.append(.blank(indent) + StyledLine(piece, part.attributes))
            }
            line.append(pieces.last ?? "", part.attributes)
        }
        if line.width > 0 {
            result.append(.blank(indent) + line)
        }
        return result
    }
}
