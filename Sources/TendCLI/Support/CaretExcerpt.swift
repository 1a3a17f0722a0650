import TendCore

/// A line of text with a caret line under a part of it, measured in display columns, cut to
/// a window around the part for long text.
enum CaretExcerpt {
    /// Two lines, each indented by two spaces: the excerpt and the carets.
    static func lines(text: String, offset: Int, length: Int, window: Int = 60) -> [String] {
        let characters = Array(text.prefix(offset + length + window))
        let start = max(0, min(offset, characters.count) - window / 2)
        let end = min(characters.count, max(offset + length, start + window))
        var excerpt = ""
        var caretColumn = 0
        var caretWidth = 0
        var column = 0
        for i in start..<end {
            var c = characters[i]
            if c.isNewline || c == "\t" { c = " " }
            let shown = TextSanitizer.sanitize(String(c))
            let width = DisplayWidth.of(shown)
            if i == offset { caretColumn = column }
            if i >= offset && i < offset + length { caretWidth += width }
            excerpt += shown
            column += width
        }
        if offset >= end { caretColumn = column }
        let prefix = start > 0 ? "…" : ""
        let suffix = end < text.count ? "…" : ""
        let carets = String(repeating: " ", count: caretColumn + prefix.count) + String(repeating: "^", count: max(1, caretWidth))
        return ["  " + prefix + excerpt + suffix, "  " + carets]
    }
}
