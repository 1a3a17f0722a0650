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
        // Text of ASCII without a carriage return has one character a byte, so it is cut at
        // its bytes; splitting at characters walks grapheme boundaries (about 14 k instructions
        // for a 50-byte schedule, twice: lines, then words). Only CR LF joins two ASCII bytes
        // into one character, which is why a CR sends the text the way of characters.
        let isPlainASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
        var result: [String] = []
        for paragraph in parts(of: text[...], at: "\n", omittingEmpty: false, isPlainASCII: isPlainASCII) {
            result += wrapParagraph(paragraph, width: width, isPlainASCII: isPlainASCII)
        }
        return result
    }

    /// `text` split at `separator`, as `split(separator:omittingEmptySubsequences:)` splits it
    /// at characters; cut at its bytes when it `isPlainASCII` (see ``lines(_:width:)``).
    private static func parts(of text: Substring, at separator: Unicode.Scalar, omittingEmpty: Bool,
                              isPlainASCII: Bool) -> [Substring] {
        guard isPlainASCII else {
            return text.split(separator: Character(separator), omittingEmptySubsequences: omittingEmpty)
        }
        return text.utf8.split(separator: UInt8(ascii: separator), omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }

    /// Whether `text` is already its own wrapping: one line that fits, with no line break and no
    /// space to collapse (none doubled, none leading or trailing). Most titles are, and this
    /// answers from the bytes without splitting them into words.
    private static func isOneLine(_ text: String, width: Int) -> Bool {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable { isOneLine(bytes: $0, of: text, width: width) }
            ?? isOneLine(bytes: utf8, of: text, width: width)
    }

    /// ``isOneLine(_:width:)`` in one scan of the text's bytes, which also tells whether they
    /// are all printable ASCII: such text takes a column a byte and is not measured again.
    private static func isOneLine<Bytes: BidirectionalCollection<UInt8>>(bytes: Bytes, of text: String, width: Int) -> Bool {
        let space = UInt8(ascii: " ")
        guard bytes.first != space, bytes.last != space else { return false }
        var previous: UInt8 = 0
        var isPrintableASCII = true
        for byte in bytes {
            if byte == UInt8(ascii: "\n") || (byte == space && previous == space) { return false }
            if byte < 0x20 || byte >= 0x7F { isPrintableASCII = false }
            previous = byte
        }
        return (isPrintableASCII ? bytes.count : DisplayWidth.of(text)) <= width
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, isPlainASCII: Bool) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0

        func finishLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }

        for word in parts(of: paragraph, at: " ", omittingEmpty: true, isPlainASCII: isPlainASCII) {
            let wordWidth = DisplayWidth.of(word)
            let separatorWidth = line.isEmpty ? 0 : 1
            if lineWidth + separatorWidth + wordWidth <= width {
                if separatorWidth == 1 { line += " " }
                // The Substring overload: `+=` of a Substring is the standard library's
                // unspecialized generic append, whose first call looks its types up by name.
                line.append(contentsOf: word)
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
