/// Reads the RFC 5545 form of a schedule part: `DTSTART`, `RRULE`, `EXDATE` and `RDATE` lines
/// (separated by white space or new lines), such as
/// `DTSTART:20261201T080000 RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR`; `DTSTART;TZID=Europe/Berlin:…`
/// pins the schedule to a zone, as ` in Europe/Berlin` does after words.
enum RFC5545Reader {
    /// Whether a part of a schedule is written in RFC 5545 rather than in words.
    static func looksLikeRFC5545(_ text: String) -> Bool {
        if let answer = asciiHeadLooksLikeRFC5545(text) { return answer }
        let head = text.drop { $0.isWhitespace }.prefix(8).uppercased()
        return leadingNames.contains { head.hasPrefix($0.description) }
    }

    /// The names an RFC 5545 part can start with.
    private static let leadingNames: [StaticString] = ["RRULE:", "DTSTART", "FREQ=", "EXDATE", "RDATE"]

    /// `looksLikeRFC5545` from the bytes, when the text's head is ASCII: its white space skipped
    /// and the next nine bytes (a name, and the byte after it that a combining mark could join)
    /// each one character. Nil for any other text, which the characters decide.
    private static func asciiHeadLooksLikeRFC5545(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            var start = 0
            while start < bytes.count, bytes[start] == 0x20 || (0x09...0x0D).contains(bytes[start]) { start += 1 }
            let head = bytes[start..<min(bytes.count, start + 9)]
            guard head.allSatisfy({ $0 < 0x80 }) else { return nil }
            return leadingNames.contains { name in
                name.utf8CodeUnitCount <= head.count && name.withUTF8Buffer { name in
                    zip(name, head).allSatisfy { n, h in n == (h >= 0x61 && h <= 0x7A ? h - 0x20 : h) }
                }
            }
        }
    }

    /// The elements of one RFC 5545 part: one per RRULE (or one for RDATEs alone), and the zone
    /// its `DTSTART;TZID=` pins the schedule to, with where the name is.
    static func parse(_ text: String, offset: Int, options: ScheduleParsingOptions) throws(ScheduleSyntaxError)
        -> (elements: [ScheduleElement], zone: (name: String, offset: Int, length: Int)?) {
        var zone: (name: String, offset: Int, length: Int)?
        var start: LocalDateTime?
        var allDay = false
        var rules: [RecurrenceRule] = []
        var exceptions: [(text: String, offset: Int)] = []
        var extras: [(text: String, offset: Int)] = []
        for part in words(text) {
            let at = offset + part.offset
            let upper = part.text.uppercased()
            guard let colon = part.text.firstIndex(of: ":") else {
                if upper.hasPrefix("FREQ=") {
                    rules.append(try rule(part.text, offset: at))
                    continue
                }
                throw ScheduleSyntaxError("expected NAME:VALUE (such as RRULE:FREQ=DAILY), not '\(part.text)'",
                                          offset: at, length: part.text.count)
            }
            let head = upper[..<colon]
            let value = String(part.text[part.text.index(after: colon)...])
            let valueOffset = at + part.text.distance(from: part.text.startIndex, to: colon) + 1
            let name = head.split(separator: ";").first.map(String.init) ?? ""
            let parameters = part.text[..<colon].split(separator: ";").dropFirst().map(String.init)
            switch name {
            case "DTSTART":
                guard start == nil else { throw ScheduleSyntaxError("DTSTART is given twice", offset: at, length: part.text.count) }
                for p in parameters {
                    let upperParameter = p.uppercased()
                    if upperParameter == "VALUE=DATE" || upperParameter == "VALUE=DATE-TIME" { continue }
                    guard upperParameter.hasPrefix("TZID="), p.count > 5 else {
                        throw ScheduleSyntaxError("unknown DTSTART parameter '\(p)'", offset: at, length: head.count)
                    }
                    zone = (String(p.dropFirst(5)), at + 8, head.count - 8)
                }
                let parsed = try dateTime(value, offset: valueOffset)
                start = parsed.value
                allDay = parsed.dateOnly
            case "RRULE":
                rules.append(try rule(value, offset: valueOffset))
            case "EXDATE", "RDATE":
                var itemOffset = valueOffset
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    if name == "EXDATE" { exceptions.append((String(item), itemOffset)) } else { extras.append((String(item), itemOffset)) }
                    itemOffset += item.count + 1
                }
            default:
                throw ScheduleSyntaxError("unknown property '\(name)'", offset: at, length: name.count,
                                          suggestion: nearestWord(name, among: ["DTSTART", "RRULE", "EXDATE", "RDATE"]))
            }
        }
        let first = start ?? LocalDateTime(date: options.startDate)
        let defaultTime = first.time
        let resolve = { (item: (text: String, offset: Int)) throws(ScheduleSyntaxError) -> LocalDateTime in
            let parsed = try dateTime(item.text, offset: item.offset)
            return parsed.dateOnly ? LocalDateTime(date: parsed.value.date, time: defaultTime) : parsed.value
        }
        var exceptionDates: [LocalDateTime] = []
        for item in exceptions { exceptionDates.append(try resolve(item)) }
        var extraDates: [LocalDateTime] = []
        for item in extras { extraDates.append(try resolve(item)) }
        guard exceptionDates.count + extraDates.count <= 10_000 else {
            throw ScheduleSyntaxError("at most 10000 EXDATE and RDATE values", offset: offset)
        }
        if rules.isEmpty {
            guard !extraDates.isEmpty || start != nil else {
                throw ScheduleSyntaxError("expected an RRULE or RDATE", offset: offset, length: max(1, text.count))
            }
            let dates = ([first] + extraDates)
            return ([ScheduleElement(start: first, repetition: .once, allDay: allDay, exceptionDates: exceptionDates,
                                     extraDates: Array(dates.dropFirst()))], zone)
        }
        return (rules.enumerated().map { i, rule in
            ScheduleElement(start: first, repetition: .rule(rule), allDay: allDay,
                            exceptionDates: exceptionDates, extraDates: i == 0 ? extraDates : [])
        }, zone)
    }

    /// Reads an RRULE value, moving error positions into the whole text.
    static func rule(_ text: String, offset: Int) throws(ScheduleSyntaxError) -> RecurrenceRule {
        do {
            return try RecurrenceRule(parsing: text)
        } catch {
            throw ScheduleSyntaxError(error.message, offset: error.offset + offset, length: error.length,
                                      suggestion: error.suggestion)
        }
    }

    /// Reads `YYYYMMDD` or `YYYYMMDDTHHMMSS` (a local time; a trailing `Z` is refused).
    static func dateTime(_ text: String, offset: Int) throws(ScheduleSyntaxError) -> (value: LocalDateTime, dateOnly: Bool) {
        let chars = Array(text.uppercased())
        let fail = ScheduleSyntaxError("'\(text)' is not a date or date-time; write YYYYMMDD or YYYYMMDDTHHMMSS",
                                       offset: offset, length: max(1, text.count))
        guard chars.count == 8 || chars.count == 15 || chars.count == 16 else { throw fail }
        if chars.count == 16 {
            guard chars[15] == "Z" else { throw fail }
            throw ScheduleSyntaxError("UTC times (ending in Z) are not supported here; write the local time without Z",
                                      offset: offset + 15, length: 1)
        }
        func number(_ range: Range<Int>) -> Int? {
            let digits = chars[range]
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(digits))
        }
        guard let y = number(0..<4), let m = number(4..<6), let d = number(6..<8) else { throw fail }
        guard let date = CivilDate(year: y, month: m, day: d) else {
            throw ScheduleSyntaxError("'\(text)' is not a real day (years 1 to 9999)", offset: offset, length: 8)
        }
        if chars.count == 8 { return (LocalDateTime(date: date), true) }
        guard chars[8] == "T", let h = number(9..<11), let mi = number(11..<13), let s = number(13..<15),
              let time = TimeOfDay(hour: h, minute: mi, second: s)
        else { throw fail }
        return (LocalDateTime(date: date, time: time), false)
    }

    /// Whitespace-separated words with their offsets.
    static func words(_ text: String) -> [(text: String, offset: Int)] {
        var result: [(text: String, offset: Int)] = []
        var current = ""
        var start = 0
        for (i, c) in text.enumerated() {
            if c.isWhitespace {
                if !current.isEmpty { result.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = i }
                current.append(c)
            }
        }
        if !current.isEmpty { result.append((current, start)) }
        return result
    }
}
