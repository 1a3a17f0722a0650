/// Task ids people can type: lower-case letters, digits and dashes.
public enum TaskSlug {
    /// An id made from a title (`Vitamin D 1000 IU` → `vitamin-d-1000-iu`); titles with no
    /// ASCII letters or digits give `task`.
    public static func from(title: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
            if slug.count >= 40 { break }
        }
        return slug.isEmpty ? "task" : slug
    }

    /// Whether `text` is a valid id: 1–40 characters of a–z, 0–9 and `-`, starting with a
    /// letter or digit.
    public static func isValid(_ text: String) -> Bool {
        guard (1...40).contains(text.count), text.first != "-" else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
