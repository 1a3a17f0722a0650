/// The body markup of the desktop notification specification (a small subset of HTML): user
/// text must not be read as tags or entities.
public enum NotificationMarkup {
    /// `text` with `&`, `<` and `>` written as entities.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
