/// Builds JSON text by hand (no Foundation): strings escaped per RFC 8259.
public enum JSON {
    /// A JSON value.
    public enum Value {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case null
        case array([Value])
        /// An object's keys and values, in order.
        case members(keys: [String], values: [Value])

        /// An object whose keys keep their order.
        public static func object(_ fields: [(String, Value)]) -> Value {
            .members(keys: fields.map(\.0), values: fields.map(\.1))
        }
    }

    /// The value as compact JSON text, or pretty-printed with two-space indentation.
    public static func text(_ value: Value, pretty: Bool = true) -> String {
        var out = ""
        write(value, into: &out, indent: pretty ? 0 : nil)
        return out
    }

    private static func write(_ value: Value, into out: inout String, indent: Int?) {
        switch value {
        case .string(let s): out += quoted(s)
        case .int(let n): out += String(n)
        case .double(let d): out += d.isFinite ? (d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)) : "null"
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                write(item, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "]"
        case .members(let keys, let values):
            if keys.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, item)) in zip(keys, values).enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                out += quoted(key) + (indent == nil ? ":" : ": ")
                write(item, into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// A JSON string literal.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if escapesAsCodePoint(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Scalars written as `\uXXXX`, so that JSON printed on a terminal stays inert and reads as
    /// stored: C0 and C1 controls and DEL (a raw U+009B is a terminal's CSI), the line and
    /// paragraph separators, and the bidi embeddings, overrides and isolates ("Trojan Source").
    private static func escapesAsCodePoint(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
