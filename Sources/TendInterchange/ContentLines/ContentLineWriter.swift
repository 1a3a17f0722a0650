/// Writes content lines and components as a file expects them: `[group.]NAME;PARAM=value:value`,
/// folded at 75 octets, CRLF after each line.
public enum ContentLineWriter {
    /// One line, folded, with its CRLF. The value is written as given: escape TEXT values with
    /// `TextValue.escape` first. A raw line break left in a value is written as `\n`, so that
    /// it cannot end the line early.
    public static func write(_ line: ContentLine) -> String {
        ContentLineFolding.fold(unfolded(line))
    }

    /// One line as `write` writes it, but not folded and without a line ending.
    public static func unfolded(_ line: ContentLine) -> String {
        var text = line.group.map { $0 + "." } ?? ""
        text += line.name
        for parameter in line.parameters {
            text += ";" + parameter.name
            if !parameter.values.isEmpty {
                text += "=" + parameter.values.map(ParameterValue.encode).joined(separator: ",")
            }
        }
        text += ":"
        for scalar in line.value.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": continue
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// A component with its properties and the components inside it, between `BEGIN:` and `END:`.
    public static func write(_ component: ContentComponent) -> String {
        var text = write(ContentLine(name: "BEGIN", value: component.name))
        for property in component.properties { text += write(property) }
        for child in component.components { text += write(child) }
        text += write(ContentLine(name: "END", value: component.name))
        return text
    }
}
