/// The body markup of the desktop notification specification (a small subset of HTML): user
/// text must not be read as tags or entities.
enum NotificationMarkup {
    /// `text` with `&`, `<` and `>` written as entities.
    static func escape(_ text: String) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += "&amp;".utf8
            case UInt8(ascii: "<"): escaped += "&lt;".utf8
            case UInt8(ascii: ">"): escaped += "&gt;".utf8
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
