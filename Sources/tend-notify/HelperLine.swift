/// The line format of the protocol between the daemon and the helper, the same as
/// `HelperMessage` writes and reads on the daemon's side (`TendNotify`), byte for byte: a
/// word, then fields separated by tabs, with `\`, tab, line feed and carriage return written
/// `\\`, `\t`, `\n` and `\r` (a `\` before any other character stands for that character).
enum HelperLine {
    /// The fields of `line` (without its line break), unescaped.
    static func fields(of line: String) -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var escaping = false
        for byte in line.utf8 {
            if byte == UInt8(ascii: "\t") {
                // Fields are split first: a `\` that ends a field escapes nothing.
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll()
                escaping = false
            } else if escaping {
                switch byte {
                case UInt8(ascii: "t"): field.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "n"): field.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): field.append(UInt8(ascii: "\r"))
                default: field.append(byte)
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                field.append(byte)
            }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }

    /// A notification id written in a field: one or more ASCII digits (nothing else, not even
    /// a sign) that fit in 32 bits; nil for anything else.
    static func number(_ field: String) -> UInt32? {
        guard !field.utf8.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in field.utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt32(byte - UInt8(ascii: "0")))
            guard !overflow && !carry else { return nil }
            value = sum
        }
        return value
    }

    /// `number` in decimal ASCII digits, as a field.
    static func field(_ number: UInt32) -> String {
        var digits: [UInt8] = []
        var rest = number
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// `fields` escaped and joined by tabs, with the line break: the bytes to write.
    static func line(_ fields: [String]) -> [UInt8] {
        var line: [UInt8] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { line.append(UInt8(ascii: "\t")) }
            for byte in field.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): line += "\\\\".utf8
                case UInt8(ascii: "\t"): line += "\\t".utf8
                case UInt8(ascii: "\n"): line += "\\n".utf8
                case UInt8(ascii: "\r"): line += "\\r".utf8
                default: line.append(byte)
                }
            }
        }
        line.append(UInt8(ascii: "\n"))
        return line
    }
}
