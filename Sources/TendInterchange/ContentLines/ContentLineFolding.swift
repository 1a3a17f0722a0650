/// Folds one content line for writing (RFC 5545 §3.1): at most 75 octets per physical line, the
/// continuation lines starting with a space, never splitting a UTF-8 character, each line ended by
/// CRLF.
public enum ContentLineFolding {
    /// The most octets on one physical line, its line ending not counted.
    public static let lineOctets = 75

    /// `line` folded, with a CRLF after each physical line (the last one too).
    public static func fold(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count + line.utf8.count / 36 + 2)
        var used = 0
        for scalar in line.unicodeScalars {
            let octets = UTF8.width(scalar)
            if used + octets > lineOctets {
                result += "\r\n "
                used = 1
            }
            result.unicodeScalars.append(scalar)
            used += octets
        }
        result += "\r\n"
        return result
    }
}
