/// Splits a command line into words as a shell would for simple quoting, without running a
/// shell: white space separates words, '…' and "…" keep white space, and a backslash keeps
/// the next character (except inside '…').
enum CommandWords {
    /// The words, or nil when a quote is not closed or a backslash ends the text.
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
