import TendCore

/// Shortens text to a number of display columns, ending it with an ellipsis (`…`) when
/// something was cut.
enum Truncation {
    /// `text` unchanged when it fits in `width` columns; otherwise as many whole characters as
    /// fit beside the ellipsis, then the ellipsis. A wide character that would straddle the edge is left
    /// out, so the result may be one column narrower than `width`.
    static func truncate(_ text: String, toWidth width: Int, ellipsis: String) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        let room = width - DisplayWidth.of(ellipsis)
        var kept = ""
        var keptWidth = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if keptWidth + characterWidth > room { break }
            kept.append(character)
            keptWidth += characterWidth
        }
        while kept.last == " " {
            kept.removeLast()
        }
        return kept + ellipsis
    }

    /// `text` (which ends in `end`) cut as ``truncate(_:toWidth:ellipsis:)`` cuts, but in the
    /// part before `end`, so that a marker such as ` (removed)` is never what is lost; when
    /// not even the marker and the ellipsis fit, the whole is cut as plain text.
    static func truncate(_ text: String, keepingEnd end: String, toWidth width: Int, ellipsis: String) -> String {
        guard !end.isEmpty, text.hasSuffix(end), DisplayWidth.of(text) > width else {
            return truncate(text, toWidth: width, ellipsis: ellipsis)
        }
        let endWidth = DisplayWidth.of(end)
        guard width >= endWidth + DisplayWidth.of(ellipsis) else { return truncate(text, toWidth: width, ellipsis: ellipsis) }
        // The whole is wider than `width`, so the part before the marker is wider than the room
        // left beside it, and is always cut.
        return truncate(String(text.dropLast(end.count)), toWidth: width - endWidth, ellipsis: ellipsis) + end
    }
}
