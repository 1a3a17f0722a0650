/// Splits schedule text into tokens, reporting malformed numbers, times and dates with their
/// position.
struct ScheduleLexer {
    /// The longest schedule text tend reads, in characters.
    static let maximumLength = ScheduleLanguage.maximumCharacters

    static func tokens(_ text: String) throws(ScheduleSyntaxError) -> [ScheduleToken] {
        let characters = Array(text)
        guard characters.count <= maximumLength else {
            throw ScheduleSyntaxError(
                "the schedule is \(characters.count) characters long; the limit is \(maximumLength)",
                offset: maximumLength, length: 1)
        }
        // Token texts are cut from the UTF-8 bytes (one copy), not rebuilt character by character.
        let bytes = Array(text.utf8)
        var byteOffsets: [Int] = []
        byteOffsets.reserveCapacity(characters.count + 1)
        var byteOffset = 0
        for character in characters {
            byteOffsets.append(byteOffset)
            byteOffset += character.utf8.count
        }
        byteOffsets.append(byteOffset)
        func slice(_ range: Range<Int>) -> String {
            String(decoding: bytes[byteOffsets[range.lowerBound]..<byteOffsets[range.upperBound]], as: UTF8.self)
        }
        var tokens: [ScheduleToken] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c.isFastWhitespace { i += 1; continue }
            let start = i
            if c == "," {
                tokens.append(ScheduleToken(kind: .comma, offset: i, length: 1, text: ",")); i += 1
            } else if c == "+" || c == "&" {
                tokens.append(ScheduleToken(kind: .plus, offset: i, length: 1, text: String(c))); i += 1
            } else if c == "\"" || c == "\u{201C}" {
                let closing: Character = c == "\"" ? "\"" : "\u{201D}"
                i += 1
                while i < characters.count, characters[i] != closing { i += 1 }
                guard i < characters.count else {
                    throw ScheduleSyntaxError("this label has no closing quote", offset: start, length: 1)
                }
                let labelLength = i - start - 1
                i += 1
                guard labelLength > 0, labelLength <= 100 else {
                    throw ScheduleSyntaxError(labelLength == 0 ? "a label cannot be empty" : "a label can have at most 100 characters",
                                              offset: start, length: i - start)
                }
                tokens.append(ScheduleToken(kind: .quoted(slice(start + 1..<i - 1)), offset: start, length: i - start, text: slice(start..<i)))
            } else if c.isFastLetter {
                while i < characters.count, isWordCharacter(characters, i) { i += 1 }
                let original = slice(start..<i)
                tokens.append(ScheduleToken(kind: .word(original.lowercased()), offset: start, length: i - start, text: original))
            } else if c.isASCII && c.isNumber {
                while i < characters.count, characters[i].isFastLetter || characters[i].isFastDigit || characters[i] == ":" || characters[i] == "-" {
                    i += 1
                }
                let raw = slice(start..<i).lowercased()
                tokens.append(ScheduleToken(kind: try numeric(raw, offset: start), offset: start, length: i - start, text: raw))
            } else {
                throw ScheduleSyntaxError("unexpected character '\(c)'", offset: i, length: 1)
            }
        }
        return tokens
    }

    /// Letters, and `-`, `/` or `_` between letters (`ante-meridiem`, `Europe/Berlin`, `New_York`).
    private static func isWordCharacter(_ characters: [Character], _ i: Int) -> Bool {
        let c = characters[i]
        if c.isFastLetter { return true }
        guard c == "-" || c == "/" || c == "_", i + 1 < characters.count else { return false }
        return characters[i + 1].isFastLetter || (c == "/" && characters[i + 1].isFastDigit)
    }

    /// Reads a token that starts with a digit.
    private static func numeric(_ raw: String, offset: Int) throws(ScheduleSyntaxError) -> ScheduleToken.Kind {
        let fail = { (message: String) in ScheduleSyntaxError(message, offset: offset, length: raw.count) }
        let parts = raw.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3 {
            if parts[0].count > 4, parts[0].allSatisfy(\.isNumber) {
                throw fail("year \(parts[0]) is out of range; use a year from 1 to 9999")
            }
            guard parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
                  let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
            else { throw fail("'\(raw)' is not a date; write dates as YYYY-MM-DD") }
            guard y >= CivilDate.minimumYear else { throw fail("year \(y) is out of range; use a year from 1 to 9999") }
            guard (1...12).contains(m) else { throw fail("'\(raw)' has no month \(m); months run from 01 to 12") }
            guard let date = CivilDate(year: y, month: m, day: d) else {
                throw fail("'\(raw)' is not a day: \(monthName(m)) \(y) has \(CivilDate.daysInMonth(year: y, month: m)) days")
            }
            return .date(date)
        }
        if parts.count == 2 {
            guard parts[0].count == 2, parts[1].count == 2, let m = Int(parts[0]), let d = Int(parts[1]) else {
                if parts[0].count > 4 { throw fail("year \(parts[0]) is out of range; use a year from 1 to 9999") }
                throw fail("'\(raw)' is not a date; write dates as YYYY-MM-DD, or MM-DD for a day of every year")
            }
            guard (1...12).contains(m), d >= 1, d <= CivilDate.daysInMonth(year: 2000, month: m) else {
                throw fail("'\(raw)' is not a day of the year; write MM-DD, such as 03-15")
            }
            return .monthDay(month: m, day: d)
        }
        if parts.count > 3 {
            if parts[0].count > 4 { throw fail("year \(parts[0]) is out of range; use a year from 1 to 9999") }
            throw fail("'\(raw)' is not a date; write dates as YYYY-MM-DD")
        }
        if raw.contains(":") || raw.hasSuffix("am") || raw.hasSuffix("pm") {
            guard let time = TimeOfDay(parsing: raw) else {
                throw fail("'\(raw)' is not a time of day; write times as HH:MM (00:00 to 23:59) or like 8am, 6:30pm")
            }
            return .time(time)
        }
        if raw.hasSuffix("x"), let n = Int(raw.dropLast()) { return .multiplier(n) }
        for suffix in ["st", "nd", "rd", "th"] where raw.hasSuffix(suffix) {
            if let n = Int(raw.dropLast(2)) { return .ordinal(n) }
        }
        if raw.count > 9 || raw.allSatisfy(\.isNumber) == false {
            if raw.allSatisfy(\.isNumber) { throw fail("the number \(raw) is too large") }
            throw fail("'\(raw)' is not a number, time or date")
        }
        return .number(Int(raw)!)
    }

    static func monthName(_ month: Int) -> String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"][month - 1]
    }
}

extension Character {
    /// `isLetter`, answered without a Unicode look-up for ASCII.
    var isFastLetter: Bool {
        if let a = asciiValue { return (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A }
        return isLetter
    }

    /// `isWhitespace`, answered without a Unicode look-up for ASCII.
    var isFastWhitespace: Bool {
        if let a = asciiValue { return a == 0x20 || (a >= 0x09 && a <= 0x0D) }
        return isWhitespace
    }

    /// An ASCII digit.
    var isFastDigit: Bool {
        if let a = asciiValue { return a >= 0x30 && a <= 0x39 }
        return false
    }
}
