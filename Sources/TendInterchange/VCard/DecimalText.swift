/// A `Double` written as vCard's and iCalendar's FLOAT values want it: plain decimal digits,
/// never an exponent (`0.00001`, not `1e-05`), and the shortest text that reads back as the same
/// number.
enum DecimalText {
    static func of(_ value: Double) -> String {
        let text = value.description
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) else {
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
        let digits = mantissa.filter { $0 != "." }
        let shifted = point + exponent
        var result: String
        if shifted <= 0 {
            result = "0." + String(repeating: "0", count: -shifted) + digits
        } else if shifted >= digits.count {
            result = digits + String(repeating: "0", count: shifted - digits.count)
        } else {
            result = String(digits.prefix(shifted)) + "." + String(digits.dropFirst(shifted))
        }
        while result.contains("."), result.hasSuffix("0") { result.removeLast() }
        if result.hasSuffix(".") { result.removeLast() }
        return (negative ? "-" : "") + result
    }
}
