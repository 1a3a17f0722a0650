/// Splits schedule text into tokens, reporting malformed numbers, times and dates with their
/// position.
struct ScheduleLexer {
    /// The longest schedule text tend reads, in characters.
    static let maximumLength = ScheduleLanguage.maximumCharacters

    /// The tokens of `text`, and its length in characters.
    static func tokens(_ text: String) throws(ScheduleSyntaxError) -> (tokens: [ScheduleToken], length: Int) {
        let source = LexerText(text)
        guard source.count <= maximumLength else {
            throw ScheduleSyntaxError(
                "the schedule is \(source.count) characters long; the limit is \(maximumLength)",
                offset: maximumLength, length: 1)
        }
        var tokens: [ScheduleToken] = []
        // A token and the space after it take two characters or more, but for commas.
        tokens.reserveCapacity(source.count / 2 + 1)
        var i = 0
        while i < source.count {
            if source.isWhitespace(i) { i += 1; continue }
            let start = i
            let a = source.ascii[i]
            if a == UInt8(ascii: ",") {
                tokens.append(ScheduleToken(kind: .comma, offset: i, length: 1)); i += 1
            } else if a == UInt8(ascii: "+") || a == UInt8(ascii: "&") {
                tokens.append(ScheduleToken(kind: .plus, offset: i, length: 1)); i += 1
            } else if a == UInt8(ascii: "\"") || (a == LexerText.notASCII && source.isCharacter(i, "\u{201C}")) {
                let closing: Character = a == UInt8(ascii: "\"") ? "\"" : "\u{201D}"
                i += 1
                while i < source.count, !source.isCharacter(i, closing) { i += 1 }
                guard i < source.count else {
                    throw ScheduleSyntaxError("this label has no closing quote", offset: start, length: 1)
                }
                let labelLength = i - start - 1
                i += 1
                guard labelLength > 0, labelLength <= 100 else {
                    throw ScheduleSyntaxError(labelLength == 0 ? "a label cannot be empty" : "a label can have at most 100 characters",
                                              offset: start, length: i - start)
                }
                tokens.append(ScheduleToken(kind: .quoted(source.slice(start + 1..<i - 1)), offset: start, length: i - start))
            } else if source.isLetter(i) {
                while i < source.count, isWordCharacter(source, i) { i += 1 }
                tokens.append(ScheduleToken(kind: .word(source.lowercased(source.slice(start..<i), start..<i)), offset: start,
                                            length: i - start))
            } else if source.isDigit(i) {
                while i < source.count,
                      source.isLetter(i) || source.isDigit(i) || source.ascii[i] == UInt8(ascii: ":") || source.ascii[i] == UInt8(ascii: "-") {
                    i += 1
                }
                tokens.append(ScheduleToken(kind: try numeric(source, start..<i), offset: start, length: i - start))
            } else {
                throw ScheduleSyntaxError("unexpected character '\(source.character(i))'", offset: i, length: 1)
            }
        }
        return (tokens, source.count)
    }

    /// Letters, and `-`, `/` or `_` between letters (`ante-meridiem`, `Europe/Berlin`, `New_York`).
    private static func isWordCharacter(_ source: LexerText, _ i: Int) -> Bool {
        if source.isLetter(i) { return true }
        let a = source.ascii[i]
        guard a == UInt8(ascii: "-") || a == UInt8(ascii: "/") || a == UInt8(ascii: "_"), i + 1 < source.count else { return false }
        return source.isLetter(i + 1) || (a == UInt8(ascii: "/") && source.isDigit(i + 1))
    }

    /// Reads the token of characters `range`, which starts with a digit: a number, `HH:MM` or
    /// `YYYY-MM-DD` that is right (the forms of stored schedules) from its bytes, without a
    /// `String`; any other form, and every mistake, from its text in lower case.
    private static func numeric(_ source: LexerText, _ range: Range<Int>) throws(ScheduleSyntaxError) -> ScheduleToken.Kind {
        if let kind = digitsNumeric(source.ascii[range]) { return kind }
        return try numeric(source.lowercased(source.slice(range), range), offset: range.lowerBound)
    }

    /// The number, time or date that `token` (its characters' ASCII bytes) is when it is one
    /// written in digits and names a real time or day: up to 9 digits, `HH:MM`, `YYYY-MM-DD`;
    /// nil for any other token, which `numeric(_:offset:)` reads or reports.
    private static func digitsNumeric(_ token: ArraySlice<UInt8>) -> ScheduleToken.Kind? {
        let start = token.startIndex
        func number(_ positions: Range<Int>) -> Int? {
            var value = 0
            for position in positions {
                let digit = token[start + position] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        switch token.count {
        case 5 where token[start + 2] == UInt8(ascii: ":"):
            guard let (hour, minute) = TimeOfDay.digitsHourMinute(token), let time = TimeOfDay(hour: hour, minute: minute)
            else { return nil }
            return .time(time)
        case 10 where token[start + 4] == UInt8(ascii: "-") && token[start + 7] == UInt8(ascii: "-"):
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                  year >= CivilDate.minimumYear, (1...12).contains(month),
                  let date = CivilDate(year: year, month: month, day: day)
            else { return nil }
            return .date(date)
        case 1...9:
            return number(0..<token.count).map { .number($0) }
        default:
            return nil
        }
    }

    /// Reads a token that starts with a digit from its text in lower case.
    private static func numeric(_ raw: String, offset: Int) throws(ScheduleSyntaxError) -> ScheduleToken.Kind {
        let fail = { (message: String) in ScheduleSyntaxError(message, offset: offset, length: raw.count) }
        // Only a token with a dash can be a date; times and numbers skip the split.
        if raw.utf8.contains(UInt8(ascii: "-")) {
            let parts = raw.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 3 {
                if parts[0].count > 4, parts[0].allSatisfy(\.isNumber) {
                    throw fail("year \(parts[0]) is out of range; use a year from 1 to 9999")
                }
                guard parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
                      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
                else { throw fail("'\(raw)' is not a date; write dates as YYYY-MM-DD") }
                return .date(try date(year: y, month: m, day: d, raw: raw, fail: fail))
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
        }
        if raw.utf8.contains(UInt8(ascii: ":")) || raw.hasSuffix("am") || raw.hasSuffix("pm") {
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

    /// The day a `YYYY-MM-DD` token names, or the error that says why it names none.
    private static func date(
        year y: Int, month m: Int, day d: Int, raw: String, fail: (String) -> ScheduleSyntaxError
    ) throws(ScheduleSyntaxError) -> CivilDate {
        guard y >= CivilDate.minimumYear else { throw fail("year \(y) is out of range; use a year from 1 to 9999") }
        guard (1...12).contains(m) else { throw fail("'\(raw)' has no month \(m); months run from 01 to 12") }
        guard let date = CivilDate(year: y, month: m, day: d) else {
            throw fail("'\(raw)' is not a day: \(monthName(m)) \(y) has \(CivilDate.daysInMonth(year: y, month: m)) days")
        }
        return date
    }

    static func monthName(_ month: Int) -> String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"][month - 1]
    }
}

/// Schedule text as the lexer reads it, character by character (offsets count characters), with
/// each character's ASCII byte at hand so that most tests need no Unicode look-up. Text that is
/// all ASCII (without a CR, which joins a following LF into one character) has one character a
/// byte, and its characters are never built.
private struct LexerText {
    /// Per character: its byte when it is one ASCII scalar, else `LexerText.notASCII`.
    let ascii: [UInt8]
    /// The characters, for text that is not all ASCII; nil otherwise.
    private let characters: [Character]?
    private let bytes: [UInt8]
    /// Where each character starts among the bytes, and where the last ends; nil when each
    /// character is one byte.
    private let byteOffsets: [Int]?
    static let notASCII: UInt8 = 0xFF

    var count: Int { ascii.count }

    init(_ text: String) {
        bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            ascii = bytes
            characters = nil
            byteOffsets = nil
            return
        }
        let characters = Array(text)
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)
        self.characters = characters
        byteOffsets = offsets
        ascii = characters.map { $0.asciiValue ?? Self.notASCII }
    }

    /// The text of characters `range`, cut from the UTF-8 bytes.
    func slice(_ range: Range<Int>) -> String {
        guard let byteOffsets else { return String(decoding: bytes[range], as: UTF8.self) }
        return String(decoding: bytes[byteOffsets[range.lowerBound]..<byteOffsets[range.upperBound]], as: UTF8.self)
    }

    /// `text`, the text of characters `range`, in lower case: itself when it has no
    /// upper-case ASCII letter and no other character to look up.
    func lowercased(_ text: String, _ range: Range<Int>) -> String {
        if characters == nil, !ascii[range].contains(where: { $0 >= 0x41 && $0 <= 0x5A }) { return text }
        return text.lowercased()
    }

    func character(_ i: Int) -> Character {
        characters?[i] ?? Character(Unicode.Scalar(ascii[i]))
    }

    /// Whether character `i` is `character`.
    func isCharacter(_ i: Int, _ character: Character) -> Bool {
        if let a = character.asciiValue { return ascii[i] == a }
        return characters?[i] == character
    }

    func isLetter(_ i: Int) -> Bool {
        let a = ascii[i]
        if a != Self.notASCII { return (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A }
        return characters![i].isLetter
    }

    func isWhitespace(_ i: Int) -> Bool {
        let a = ascii[i]
        if a != Self.notASCII { return a == 0x20 || (a >= 0x09 && a <= 0x0D) }
        return characters![i].isWhitespace
    }

    /// An ASCII digit.
    func isDigit(_ i: Int) -> Bool {
        ascii[i] >= 0x30 && ascii[i] <= 0x39
    }
}
