/// The TEXT value escapes (RFC 5545 §3.3.11, RFC 6350 §3.4): `\\`, `\;`, `\,`, and `\n` or `\N`
/// for a new line.
public enum TextValue {
    /// `text` escaped for a TEXT value; CRLF, CR and LF all become `\n`.
    public static func escape(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case ";": result.append(contentsOf: "\\;".unicodeScalars)
            case ",": result.append(contentsOf: "\\,".unicodeScalars)
            case "\r": result.append(contentsOf: "\\n".unicodeScalars)
            case "\n": if !previousWasCR { result.append(contentsOf: "\\n".unicodeScalars) }
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `value` with its escapes decoded. A backslash before any other character is dropped
    /// (writers such as Outlook escape `:` too); a backslash at the very end stays.
    public static func unescape(_ value: String) -> String {
        guard value.unicodeScalars.contains("\\") else { return value }
        var result = String.UnicodeScalarView()
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else { result.append(scalar); continue }
            switch scalars.next() {
            case "n"?, "N"?: result.append("\n")
            case let other?: result.append(other)
            case nil: result.append("\\")
            }
        }
        return String(result)
    }

    /// A multi-valued TEXT value (`CATEGORIES:a,b\,c`) split at its unescaped commas, each part
    /// unescaped; with `separator: ";"`, a structured value (vCard's `N`, `ADR`, `ORG`) split
    /// into its components.
    public static func list(_ value: String, separator: Unicode.Scalar = ",") -> [String] {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                current.append("\\")
                current.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if scalar == separator {
                parts.append(unescape(String(current)))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if escaping { current.append("\\") }
        parts.append(unescape(String(current)))
        return parts
    }

    /// Several TEXT values joined into one multi-valued value (or, with `separator: ";"`, the
    /// components of a structured value), each escaped.
    public static func joinList(_ values: [String], separator: String = ",") -> String {
        values.map(escape).joined(separator: separator)
    }
}
