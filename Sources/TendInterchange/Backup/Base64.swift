/// Base64 (RFC 4648, the standard alphabet, with padding) for the blobs of a backup.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                out.append(position <= count ? alphabet[Int(group >> UInt32(18 - 6 * position)) & 0x3F] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `text`, or nil when it is not canonical base64 (its length a multiple of
    /// four, padding only at the end, the unused bits zero), so each blob has one spelling.
    static func decode(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(characters.count / 4 * 3)
        for start in stride(from: 0, to: characters.count, by: 4) {
            let isLast = start + 4 == characters.count
            var group: UInt32 = 0
            var padding = 0
            for offset in 0..<4 {
                let character = characters[start + offset]
                if character == UInt8(ascii: "=") && isLast && offset >= 2 {
                    padding += 1
                    group <<= 6
                    continue
                }
                guard padding == 0, let value = sextet(character) else { return nil }
                group = group << 6 | value
            }
            let bytes = [UInt8(group >> 16 & 0xFF), UInt8(group >> 8 & 0xFF), UInt8(group & 0xFF)]
            guard padding < 1 || bytes[2] == 0, padding < 2 || bytes[1] == 0 else { return nil }
            out.append(contentsOf: bytes[0..<(3 - padding)])
        }
        return out
    }

    private static func sextet(_ character: UInt8) -> UInt32? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a") + 26)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0") + 52)
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
