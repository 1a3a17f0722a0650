/// Reads the text of an RFC 5545 RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE`, with or without the
/// `RRULE:` prefix, in any case) into a `RecurrenceRule`, pointing at the exact characters of the
/// first problem it finds.
///
/// Beyond the grammar it checks what RFC 5545 requires of a rule: each part at most once, FREQ
/// present, COUNT and UNTIL not together, values in range, BYDAY ordinals only with MONTHLY or
/// YEARLY (and not beside BYWEEKNO), BYWEEKNO only with YEARLY, BYYEARDAY not with DAILY, WEEKLY
/// or MONTHLY, BYMONTHDAY not with WEEKLY, and BYSETPOS only beside another BY part. Spaces around
/// `;`, `=` and `,` are allowed. Lists come out sorted without repeats.
struct RecurrenceRuleParser {
    /// A stretch of the text: where it is and what it says.
    struct Token {
        let offset: Int
        let text: String
        var length: Int { text.count }
        var upper: String { text.uppercased() }
    }

    private let characters: [Character]

    init(text: String) {
        characters = Array(text)
    }

    func parse() throws(ScheduleSyntaxError) -> RecurrenceRule {
        var start = 0
        var end = characters.count
        while start < end && characters[start].isWhitespace { start += 1 }
        while end > start && characters[end - 1].isWhitespace { end -= 1 }
        if end - start >= 6 && String(characters[start..<(start + 6)]).uppercased() == "RRULE:" { start += 6 }
        guard start < end else {
            throw ScheduleSyntaxError("the rule is empty; write FREQ=DAILY or another frequency", offset: start)
        }

        var values: [RecurrenceRulePart: (name: Token, value: Token)] = [:]
        let segments = split(start..<end, at: ";")
        for (index, segment) in segments.enumerated() {
            let trimmed = trim(segment)
            if trimmed.isEmpty {
                if index == segments.count - 1 && index > 0 { continue }
                let semicolon = index == 0 ? segment.upperBound : segment.lowerBound - 1
                throw ScheduleSyntaxError("empty rule part; remove the extra ';'", offset: semicolon)
            }
            let (part, name, value) = try readPart(trimmed)
            if values[part] != nil {
                throw ScheduleSyntaxError("\(part.rawValue) is given twice; remove one", offset: name.offset, length: name.length)
            }
            values[part] = (name, value)
        }
        return try RecurrenceRuleBuilder(parser: self, parts: values, ruleRange: start..<end).build()
    }

    /// One `NAME=value` part: the name must be known and the value present.
    private func readPart(_ range: Range<Int>) throws(ScheduleSyntaxError) -> (RecurrenceRulePart, Token, Token) {
        let equals = characters[range].firstIndex(of: "=")
        let name = token(trim(range.lowerBound..<(equals ?? range.upperBound)))
        guard let part = RecurrenceRulePart(rawValue: name.upper) else {
            if name.upper == "RSCALE" || name.upper == "SKIP" {
                throw ScheduleSyntaxError(
                    "\(name.upper) (RFC 7529 calendar scales) is not supported; tend uses the Gregorian calendar",
                    offset: name.offset, length: name.length)
            }
            throw ScheduleSyntaxError(
                name.text.isEmpty ? "a rule part has no name; write NAME=value" : "unknown rule part '\(name.text)'",
                offset: name.offset, length: name.length,
                suggestion: nearest(to: name.text, among: RecurrenceRulePart.allCases.map(\.rawValue)))
        }
        guard let equals else {
            throw ScheduleSyntaxError("\(part.rawValue) has no value; write \(part.rawValue)=…",
                                      offset: name.offset, length: name.length)
        }
        let value = token(trim((equals + 1)..<range.upperBound))
        guard !value.text.isEmpty else {
            throw ScheduleSyntaxError("\(part.rawValue) has no value", offset: equals)
        }
        return (part, name, value)
    }

    /// The comma-separated items of a list value; an empty item is an error.
    func items(of value: Token, part: RecurrenceRulePart) throws(ScheduleSyntaxError) -> [Token] {
        let range = value.offset..<(value.offset + value.length)
        var result: [Token] = []
        for segment in split(range, at: ",") {
            let item = token(trim(segment))
            guard !item.text.isEmpty else {
                throw ScheduleSyntaxError("empty value in \(part.rawValue); remove the extra ','",
                                          offset: min(segment.lowerBound, characters.count - 1))
            }
            result.append(item)
        }
        return result
    }

    private func split(_ range: Range<Int>, at separator: Character) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var pieceStart = range.lowerBound
        for index in range where characters[index] == separator {
            pieces.append(pieceStart..<index)
            pieceStart = index + 1
        }
        pieces.append(pieceStart..<range.upperBound)
        return pieces
    }

    private func trim(_ range: Range<Int>) -> Range<Int> {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high && characters[low].isWhitespace { low += 1 }
        while high > low && characters[high - 1].isWhitespace { high -= 1 }
        return low..<high
    }

    private func token(_ range: Range<Int>) -> Token {
        Token(offset: range.lowerBound, text: String(characters[range]))
    }
}
