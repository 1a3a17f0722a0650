import TendCore

/// Word-wrapped, indented blocks of styled text.
enum Wrapping {
    /// `text` wrapped to fit `width` columns after an indent of `indent` spaces, every line in
    /// the same attributes. Empty paragraphs stay as empty lines (without the indent).
    static func lines(
        _ text: String, width: Int, indent: Int = 0, attributes: TextAttributes = .plain
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        append(text, width: width, indent: indent, attributes: attributes, to: &lines)
        return lines
    }

    /// The lines of ``lines(_:width:indent:attributes:)`` appended to `lines`.
    static func append(
        _ text: String, width: Int, indent: Int = 0, attributes: TextAttributes = .plain, to lines: inout some LineSink
    ) {
        for wrapped in WordWrap.lines(text, width: max(width - indent, 1)) {
            guard !wrapped.isEmpty else {
                lines.append(StyledLine())
                continue
            }
            var line = lines.newLine(indent: indent)
            line.append(wrapped, attributes)
            lines.append(consume line)
        }
    }

    /// Parts joined by `separator` (` · `) and wrapped as one text; each part keeps its
    /// attributes, and a part is broken only when it is wider than a whole line by itself.
    /// `separatorWidth` is the separator's display width, when the caller has measured it.
    static func joined(
        _ parts: [Span], width: Int, indent: Int = 0, separator: String, separatorWidth: Int? = nil
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        appendJoined(parts, width: width, indent: indent, separator: separator, separatorWidth: separatorWidth, to: &lines)
        return lines
    }

    /// The lines of ``joined(_:width:indent:separator:separatorWidth:)`` appended to `result`.
    static func appendJoined(
        _ parts: [Span], width: Int, indent: Int = 0, separator: String, separatorWidth: Int? = nil,
        to result: inout some LineSink
    ) {
        let available = max(width - indent, 1)
        // Each line starts with its indent; `used` counts the columns after it.
        var line = result.newLine(indent: indent)
        var used = 0
        let separatorWidth = separatorWidth ?? DisplayWidth.of(separator)
        for part in parts where !part.text.isEmpty {
            let partWidth = DisplayWidth.of(part.text)
            let neededSeparator = used == 0 ? 0 : separatorWidth
            if used + neededSeparator + partWidth <= available {
                if neededSeparator > 0 { line.append(separator, width: separatorWidth) }
                line.append(part.text, part.attributes, width: partWidth)
                used += neededSeparator + partWidth
                continue
            }
            if used > 0 {
                result.append(consume line)
                line = result.newLine(indent: indent)
                used = 0
            }
            let pieces = WordWrap.lines(part.text, width: available)
            for piece in pieces.dropLast() {
                var pieceLine = result.newLine(indent: indent)
                pieceLine.append(piece, part.attributes)
                result.append(consume pieceLine)
            }
            let last = pieces.last ?? ""
            let lastWidth = DisplayWidth.of(last)
            line.append(last, part.attributes, width: lastWidth)
            used += lastWidth
        }
        if used > 0 {
            result.append(consume line)
        }
    }
}
