/// Escaping of plain text for mdoc(7) input.
enum MdocText {
    /// `text` as mdoc text lines: one sentence a line (so that sentence spacing is right),
    /// backslashes escaped, and lines protected from being read as requests.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n") {
            var sentence = ""
            let characters = Array(line)
            for (index, character) in characters.enumerated() {
                if character == " ", let previous = sentence.last, ".?!".contains(previous),
                   index + 1 < characters.count, characters[index + 1].isUppercase || characters[index + 1] == "(" {
                    lines.append(sentence)
                    sentence = ""
                } else if !(character == " " && sentence.isEmpty) {
                    sentence.append(character)
                }
            }
            if !sentence.isEmpty {
                lines.append(sentence)
            }
        }
        return lines.flatMap { wrapped(trimmingTrailingSpaces($0)) }.map(escapeLine)
    }

    /// The longest input line, in bytes, that mandoc's style check accepts without comment.
    static let maximumLineBytes = 80

    /// A sentence broken at spaces into lines of at most `maximumLineBytes` bytes; never after a
    /// word that ends in `.`, `?` or `!`, which mandoc would read as the end of a sentence.
    private static func wrapped(_ sentence: String) -> [String] {
        guard sentence.utf8.count > maximumLineBytes else { return [sentence] }
        var lines: [String] = []
        var current = ""
        for word in sentence.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            let endsSentence = current.last.map { ".?!".contains($0) } ?? false
            if candidate.utf8.count > maximumLineBytes - 2, !current.isEmpty, !endsSentence {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// One argument of a macro line: quoted when it has spaces, protected when it would be read
    /// as a macro name or a delimiter.
    static func argument(_ word: String) -> String {
        let escaped = escapeBackslashes(word).replacingEvery("\"", with: "\\(dq")
        if escaped.isEmpty || escaped.contains(" ") {
            return "\"" + escaped + "\""
        }
        if isMacroName(escaped) || (escaped.count == 1 && escaped.allSatisfy { delimiters.contains($0) }) {
            return "\\&" + escaped
        }
        return escaped
    }

    /// A section or subsection heading: its words as macro arguments, unquoted.
    static func heading(_ title: String) -> String {
        title.split(separator: " ").map { argument(String($0)) }.joined(separator: " ")
    }

    private static let delimiters = ".,:;()[]?!|"

    /// Two or three letters, the first upper-case: the shape of mdoc macro names (`Ar`, `Fl`).
    private static func isMacroName(_ word: String) -> Bool {
        let letters = Array(word)
        return (2...3).contains(letters.count) && letters[0].isUppercase
            && letters.dropFirst().allSatisfy { $0.isLetter && $0.isLowercase }
    }

    /// A line of text as mdoc reads it verbatim: backslashes escaped, and protected when it
    /// would start a request (`.` or `'`).
    static func escapeLine(_ line: String) -> String {
        let escaped = escapeBackslashes(line)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func escapeBackslashes(_ text: String) -> String {
        text.replacingEvery("\\", with: "\\e")
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
