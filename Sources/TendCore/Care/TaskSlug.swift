/// Task ids people can type: lower-case letters and digits of any script, joined by dashes
/// (`ibuprofen`, `ärztin-anrufen`, `ロキソニン`). None of them means anything to a shell, so an id
/// needs no quotes on a command line.
public enum TaskSlug {
    /// The most terminal columns an id made from a title takes; `--id` may give longer ones.
    public static let derivedWidthLimit = 24
    /// The most characters of any id.
    public static let lengthLimit = 40

    /// An id made from a title: lower-cased, its runs of letters and digits (any script) kept
    /// as words joined by `-`, everything else dropped (`Vitamin D 1000 IU` →
    /// `vitamin-d-1000-iu`, `Ärztin anrufen` → `ärztin-anrufen`). It stops after the last whole
    /// word within `derivedWidthLimit` columns (a first word that is longer is cut there);
    /// titles with no letters or digits give `otherwise` (`task`; a contact's name `contact`).
    public static func from(title: String, otherwise: String = "task") -> String {
        var slug = ""
        for word in words(of: title.lowercased()) {
            let longer = slug.isEmpty ? word : slug + "-" + word
            if DisplayWidth.of(longer) <= derivedWidthLimit {
                slug = longer
                continue
            }
            if slug.isEmpty { slug = prefix(of: word, columns: derivedWidthLimit) }
            break
        }
        return slug.isEmpty ? otherwise : slug
    }

    /// Whether `text` is a valid id: 1 to `lengthLimit` characters of lower-case letters, digits
    /// and `-`, starting with a letter or digit.
    public static func isValid(_ text: String) -> Bool {
        guard (1...lengthLimit).contains(text.count), text.first != "-" else { return false }
        return text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
            part.isEmpty || words(of: String(part)) == [String(part)]
        } && !text.unicodeScalars.contains { $0.properties.changesWhenLowercased }
    }

    /// The runs of letters and digits of `text`, with the marks that belong to them (a
    /// decomposed `é`, a Devanagari vowel sign).
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isLetterOrDigit(scalar) || (!current.isEmpty && isMark(scalar)) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The longest start of `word` within `columns`, in whole characters.
    private static func prefix(of word: String, columns: Int) -> String {
        var kept = ""
        for character in word {
            guard DisplayWidth.of(kept + String(character)) <= columns else { break }
            kept.append(character)
        }
        return kept
    }
}
