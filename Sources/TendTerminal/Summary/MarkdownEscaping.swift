/// Makes user text safe inside Markdown: control characters neutralised (see ``printable(_:)``)
/// and the characters that Markdown could read as syntax in the middle of a line escaped with a
/// backslash, so a title such as `*Vitamin* | D` prints as written, even inside a table cell.
/// Characters that matter only at the start of a line (`#`, `-`, `1.`) are left alone: user
/// text never starts a line here.
enum MarkdownEscaping {
    private static let syntaxCharacters: Set<Character> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&",
    ]

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in printable(text) {
            if syntaxCharacters.contains(character) {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return escaped
    }
}
