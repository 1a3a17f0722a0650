/// Folds one content line for writing (RFC 5545 §3.1): at most 75 octets per physical line, the
/// continuation lines starting with a space, never splitting a UTF-8 character, each line ended by
/// CRLF.
public enum ContentLineFolding {
    /// The most octets on one physical line, its line ending not counted.
    public static let lineOctets = 75

    /// CRLF, after every physical line.
    static let lineEnd: [UInt8] = [0x0D, 0x0A]

    /// `line` folded, with a CRLF after each physical line (the last one too).
    public static func fold(_ line: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(line.utf8.count + line.utf8.count / 36 + 2)
        fold(line.utf8, into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `line` to `result`, folded, with a CRLF after each physical
    /// line: a fold comes before the first byte of a character that would not fit.
    static func fold(_ line: some Sequence<UInt8>, into result: inout [UInt8]) {
        var used = 0
        for byte in line {
            if byte & 0xC0 != 0x80 {
                let octets = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                if used + octets > lineOctets {
                    result.append(contentsOf: lineEnd)
                    result.append(UInt8(ascii: " "))
                    used = 1
                }
                used += octets
            }
            result.append(byte)
        }
        result.append(contentsOf: lineEnd)
    }
}
