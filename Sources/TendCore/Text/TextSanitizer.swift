/// Makes text that came from users safe to print on a terminal.
///
/// A task title or note could carry escape sequences that recolour the screen, move the cursor,
/// set the window title or hide text, or bidi controls that make text read differently from how
/// it is stored ("Trojan Source"). Nothing of that reaches the terminal; everything stays
/// visible, so a reader can see that something odd was typed:
///
/// | input | shown as |
/// |---|---|
/// | tab | one space |
/// | line break (`\n`, `\r\n`, `\r`) | one space, or kept as `\n` with `keepingLineBreaks` |
/// | other C0 controls U+0000–U+001F and DEL | caret notation as `cat -v` prints it: ESC → `^[`, NUL → `^@`, DEL → `^?` |
/// | C1 controls U+0080–U+009F | `<U+009B>` |
/// | bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) | `<U+202E>` |
///
/// Caret notation was chosen over U+FFFD because it keeps the information: `^[[31m` shows the
/// escape sequence that someone tried to print. Everything else, including joiners, variation
/// selectors and the left-to-right and right-to-left marks, passes through unchanged.
public enum TextSanitizer {
    /// `text` with control characters and escape sequences neutralised as described above.
    public static func sanitize(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCarriageReturn:
                continue
            case 0x0A, 0x0D:
                result.append(keepingLineBreaks ? "\n" : " ")
            case 0x09:
                result.append(" ")
            case 0x00...0x1F:
                result.append("^")
                result.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            case 0x7F:
                result.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                result.append(contentsOf: codePointNotation(scalar).unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }

    /// `<U+XXXX>`, with at least four upper-case hexadecimal digits.
    private static func codePointNotation(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
    }
}
