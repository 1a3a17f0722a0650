/// Breaks text into lines that fit a number of terminal columns.
///
/// Widths are display widths (see ``DisplayWidth``), so Japanese text wraps at the right place.
/// Lines break at spaces; runs of spaces collapse to one. A word wider than the whole line
/// (a long path, or Japanese text without spaces) is broken between characters: it continues
/// the current line as far as it fits, then carries on below. Line breaks in the text are kept,
/// and an empty line stays an empty line.
public enum WordWrap {
    /// The lines of `text`, each at most `width` columns wide (a single character wider than
    /// `width` still gets a line of its own).
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        if isOneLine(text, width: width) { return [text] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrapParagraph(paragraph, width: width)
        }
        return result
    }

    /// Whether `text` is already its own wrapping: one line that fits, with no line break and no
    /// space to collapse (none doubled, none leading or trailing). Most titles are, and this
    /// answers from the bytes without splitting them into words.
    private static func isOneLine(_ text: String, width: Int) -> Bool {
        let space = UInt8(ascii: " ")
        guard text.utf8.first != space, text.utf8.last != space else { return false }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") || (byte == space && previous == space) { return false }
            previous = byte
        }
        return DisplayWidth.of(text) <= width
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0

        func finishLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }

        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            let separatorWidth = line.isEmpty ? 0 : 1
            if lineWidth + separatorWidth + wordWidth <= width {
                if separatorWidth == 1 { line += " " }
                line += word
                lineWidth += separatorWidth + wordWidth
            } else if wordWidth <= width {
                finishLine()
                line = String(word)
                lineWidth = wordWidth
            } else {
                var needsSpace = separatorWidth == 1
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + (needsSpace ? 1 : 0) + characterWidth > width, lineWidth > 0 {
                        finishLine()
                    } else if needsSpace {
                        line += " "
                        lineWidth += 1
                    }
                    needsSpace = false
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
        }
        if !line.isEmpty || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
