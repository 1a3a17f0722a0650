/// The few string edits the generators of the man page and the completion scripts need. Programs
/// built on this module need not link the standard library's string-processing module (its
/// regular expressions would be loaded into every run), which is where `replacing(_:with:)` and
/// `split(separator:)` with a string separator come from.
extension String {
    /// This text with every `character` written as `replacement`.
    func replacingEvery(_ character: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for each in self {
            if each == character { result += replacement } else { result.append(each) }
        }
        return result
    }

    /// The pieces of this text between blank lines (two line feeds in a row); empty pieces are
    /// left out.
    func splitAtBlankLines() -> [Substring] {
        var pieces: [Substring] = []
        var start = startIndex
        var position = startIndex
        while position < endIndex {
            let next = index(after: position)
            if self[position] == "\n", next < endIndex, self[next] == "\n" {
                if start < position { pieces.append(self[start..<position]) }
                position = index(after: next)
                start = position
            } else {
                position = next
            }
        }
        if start < endIndex { pieces.append(self[start...]) }
        return pieces
    }
}
