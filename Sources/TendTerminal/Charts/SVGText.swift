/// Text made safe inside SVG's XML: character data and attribute values.
enum SVGText {
    /// `text` with `&`, `<`, `>` and `"` escaped, and control characters dropped (XML 1.0
    /// allows none but tab and line breaks).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A coordinate with at most one decimal (`12`, `12.5`), so the output never depends on
    /// how a platform prints doubles.
    static func number(_ value: Double) -> String {
        NumberText.fixed(value, decimals: value == value.rounded() ? 0 : 1)
    }
}
