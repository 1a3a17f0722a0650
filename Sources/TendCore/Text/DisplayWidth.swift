/// How many terminal columns text takes.
///
/// Rules, in the spirit of `wcwidth(3)` but per grapheme cluster so that what a reader sees as
/// one character is measured once:
/// - control characters (C0, DEL, C1) take 0 columns: sanitize user text with
///   ``TextSanitizer`` before printing it;
/// - combining and enclosing marks, format characters (zero-width space, joiners, bidi marks)
///   and Hangul medial vowels and final consonants take 0;
/// - East Asian Wide and Fullwidth characters (CJK, kana, Hangul syllables, fullwidth forms) and
///   emoji shown as emoji take 2;
/// - everything else takes 1.
///
/// A grapheme cluster takes the width of its widest scalar (at most 2), and 2 when it asks for
/// emoji presentation with U+FE0F. So `"日本"` is 4 columns, `"e\u{301}"` is 1 and a family
/// emoji joined with U+200D is 2.
public enum DisplayWidth {
    /// The columns `text` takes on a terminal.
    ///
    /// Inlinable so that the renderers get it specialized for `String` and `Substring`: called
    /// through the generic entry point, the ASCII scan alone cost a fifth of `tend today`.
    @inlinable
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        // Printable ASCII, by far the most common text, takes one column a byte: scanned over
        // the string's own bytes when it has them in one piece, as native strings do.
        let utf8 = text.utf8
        let isASCII = utf8.withContiguousStorageIfAvailable { isPrintableASCII($0) } ?? isPrintableASCII(utf8)
        if isASCII { return utf8.count }
        if let columns = columnsOfLoneScalars(text.unicodeScalars) { return columns }
        var columns = 0
        for character in text {
            columns += of(character)
        }
        return columns
    }

    /// Whether every byte is printable ASCII (U+0020 to U+007E), one column each.
    @inlinable
    public static func isPrintableASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F {
            return false
        }
        return true
    }

    /// The columns of text whose every scalar is a grapheme cluster of its own, summed scalar
    /// by scalar without finding the clusters; nil when a scalar might join another (a
    /// combining or spacing mark, a joiner, a variation selector, an emoji modifier, a regional
    /// indicator, a Hangul jamo: anything outside the blocks below). The blocks are Latin and
    /// its extensions up to U+02FF, and U+2010–U+2BFF (punctuation, arrows, technical and
    /// mathematical signs, box drawing, shapes, dingbats), where the renderers' rules, bullets
    /// and check marks live.
    @inlinable
    static func columnsOfLoneScalars<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int? {
        var columns = 0
        var previous: (scalar: Unicode.Scalar, columns: Int)?
        for scalar in scalars {
            let value = scalar.value
            guard value < 0x300 || (value >= 0x2010 && value < 0x2C00) else { return nil }
            if let previous, previous.scalar == scalar {
                columns += previous.columns
                continue
            }
            let width = of(scalar)
            previous = (scalar, width)
            columns += width
        }
        return columns
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        var widest = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F, widest == 1 {
                return 2
            }
            widest = max(widest, of(scalar))
        }
        return widest
    }

    /// The columns one scalar takes on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F {
            return value < 0x20 ? 0 : 1
        }
        if value < 0xA0 {
            return 0
        }
        if isZeroWidth(scalar) {
            return 0
        }
        if isWide(value) || scalar.properties.isEmojiPresentation {
            return 2
        }
        return 1
    }

    /// `text` followed by spaces up to `columns` display columns (unchanged when already wider).
    public static func padded(_ text: String, to columns: Int) -> String {
        let missing = columns - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD:
            // The soft hyphen is a format character that terminals print as a hyphen.
            return false
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            // Hangul medial vowels and final consonants join the preceding initial consonant.
            return true
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        // Binary search over the sorted, disjoint ranges below, each a first and a last value.
        var low = 0
        var high = wideRanges.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < wideRanges[2 * middle] {
                high = middle - 1
            } else if value > wideRanges[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks that are not emoji; emoji are recognised by
    /// their Emoji_Presentation property instead. Combining marks inside these blocks (such as
    /// the kana voicing marks U+3099–U+309A) are caught earlier as zero-width.
    ///
    /// Each range is its first and last value, one after the other: a literal of plain `UInt32`s
    /// is laid out when the program is compiled, where an array of `ClosedRange` was built at its
    /// first use, which cost every run 0.1 M instructions of type metadata.
    private static let wideRanges: [UInt32] = [
        0x1100, 0x115F,   // Hangul Jamo initial consonants
        0x2329, 0x232A,   // angle brackets
        0x2E80, 0x303E,   // CJK radicals, Kangxi radicals, ideographic description, CJK punctuation
        0x3041, 0x33FF,   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes and enclosed letters
        0x3400, 0x4DBF,   // CJK Unified Ideographs Extension A
        0x4E00, 0x9FFF,   // CJK Unified Ideographs
        0xA000, 0xA4CF,   // Yi syllables and radicals
        0xA960, 0xA97F,   // Hangul Jamo Extended-A
        0xAC00, 0xD7A3,   // Hangul syllables
        0xF900, 0xFAFF,   // CJK Compatibility Ideographs
        0xFE10, 0xFE19,   // vertical forms
        0xFE30, 0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00, 0xFF60,   // fullwidth ASCII and punctuation
        0xFFE0, 0xFFE6,   // fullwidth signs
        0x16FE0, 0x16FE4, // ideographic symbols and punctuation
        0x17000, 0x18CFF, // Tangut, Khitan
        0x1AFF0, 0x1B2FF, // Kana extended and supplements, Nushu
        0x1F200, 0x1F2FF, // enclosed ideographic supplement
        0x20000, 0x2FFFD, // CJK Unified Ideographs Extensions B–F, compatibility supplement
        0x30000, 0x3FFFD, // CJK Unified Ideographs Extensions G–H
    ]
}
