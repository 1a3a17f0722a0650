/// The RFC 6868 escapes in parameter values (`^n` a new line, `^'` a double quote, `^^` a caret),
/// and the quoting a value needs when it is written.
public enum ParameterValue {
    /// `text` with its `^` escapes decoded; a `^` before any other character stays as it is.
    public static func decode(_ text: String) -> String {
        guard text.unicodeScalars.contains("^") else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "^" else { result.append(scalar); continue }
            switch scalars.next() {
            case "n"?, "N"?: result.append("\n")
            case "'"?: result.append("\"")
            case "^"?: result.append("^")
            case let other?: result.append("^"); result.append(other)
            case nil: result.append("^")
            }
        }
        return String(result)
    }

    /// `value` as written in a parameter: `^` escapes for new lines, quotes and carets, and in
    /// double quotes when it holds `,`, `;` or `:`.
    public static func encode(_ value: String) -> String {
        var escaped = String.UnicodeScalarView()
        var needsQuotes = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "^": escaped.append(contentsOf: "^^".unicodeScalars)
            case "\"": escaped.append(contentsOf: "^'".unicodeScalars)
            case "\n": escaped.append(contentsOf: "^n".unicodeScalars)
            case "\r": continue
            case ",", ";", ":": needsQuotes = true; escaped.append(scalar)
            default: escaped.append(scalar)
            }
        }
        return needsQuotes ? "\"" + String(escaped) + "\"" : String(escaped)
    }
}
