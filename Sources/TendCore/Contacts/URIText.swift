/// Percent-encoding (RFC 3986 §2.1) for the links tend builds.
enum URIText {
    /// `text` with every byte of its UTF-8 outside `unreserved` and `kept` written as `%XX`.
    static func percentEncoded(_ text: String, keeping kept: String = "") -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, isUnreserved(scalar) || kept.unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return result
    }

    private static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~": true
        default: false
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(Array("0123456789ABCDEF")[Int(value)])
    }
}
