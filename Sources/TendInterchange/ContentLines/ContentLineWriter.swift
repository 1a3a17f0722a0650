/// Writes content lines and components as a file expects them: `[group.]NAME;PARAM=value:value`,
/// folded at 75 octets, CRLF after each line. The text is made as UTF-8 bytes, appended to the
/// caller's buffer (`append`), so that a long file is written without a `String` per line.
public enum ContentLineWriter {
    /// One line, folded, with its CRLF. The value is written as given: escape TEXT values with
    /// `TextValue.escape` first. A raw line break left in a value is written as `\n`, so that
    /// it cannot end the line early.
    public static func write(_ line: ContentLine) -> String {
        text { append(line, to: &$0) }
    }

    /// One line as `write` writes it, but not folded and without a line ending.
    public static func unfolded(_ line: ContentLine) -> String {
        text { appendUnfolded(line, to: &$0) }
    }

    /// A component with its properties and the components inside it, between `BEGIN:` and `END:`.
    public static func write(_ component: ContentComponent) -> String {
        text { append(component, to: &$0) }
    }

    /// Appends the bytes of `write(line)` to `bytes`.
    static func append(_ line: ContentLine, to bytes: inout [UInt8]) {
        let start = bytes.count
        appendUnfolded(line, to: &bytes)
        guard bytes.count - start > ContentLineFolding.lineOctets else {
            bytes.append(contentsOf: ContentLineFolding.lineEnd)
            return
        }
        let long = Array(bytes[start...])
        bytes.removeSubrange(start...)
        ContentLineFolding.fold(long, into: &bytes)
    }

    /// Appends the bytes of `write(component)` to `bytes`.
    static func append(_ component: ContentComponent, to bytes: inout [UInt8]) {
        append(ContentLine(name: "BEGIN", value: component.name), to: &bytes)
        for property in component.properties { append(property, to: &bytes) }
        for child in component.components { append(child, to: &bytes) }
        append(ContentLine(name: "END", value: component.name), to: &bytes)
    }

    private static func appendUnfolded(_ line: ContentLine, to bytes: inout [UInt8]) {
        if let group = line.group {
            bytes.append(contentsOf: group.utf8)
            bytes.append(UInt8(ascii: "."))
        }
        bytes.append(contentsOf: line.name.utf8)
        for parameter in line.parameters {
            bytes.append(UInt8(ascii: ";"))
            bytes.append(contentsOf: parameter.name.utf8)
            for (offset, value) in parameter.values.enumerated() {
                bytes.append(UInt8(ascii: offset == 0 ? "=" : ","))
                bytes.append(contentsOf: ParameterValue.encode(value).utf8)
            }
        }
        bytes.append(UInt8(ascii: ":"))
        for byte in line.value.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): continue
            default: bytes.append(byte)
            }
        }
    }

    private static func text(_ body: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        body(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
