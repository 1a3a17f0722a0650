/// Turns the parts of an RRULE value, each read once by `RecurrenceRuleParser`, into a rule: reads
/// and range-checks each value, and checks how the parts combine (RFC 5545 §3.3.10).
struct RecurrenceRuleBuilder {
    typealias Token = RecurrenceRuleParser.Token

    let parser: RecurrenceRuleParser
    let parts: [RecurrenceRulePart: (name: Token, value: Token)]
    let ruleRange: Range<Int>

    func build() throws(ScheduleSyntaxError) -> RecurrenceRule {
        guard let frequencyPart = parts[.frequency] else {
            throw ScheduleSyntaxError("FREQ is missing; add FREQ=DAILY, FREQ=WEEKLY, FREQ=MONTHLY or another frequency",
                                      offset: ruleRange.lowerBound, length: ruleRange.count)
        }
        let frequencies = RecurrenceRule.Frequency.allCases
        guard let frequency = frequencies.first(where: { $0.keyword == frequencyPart.value.upper }) else {
            let value = frequencyPart.value
            throw ScheduleSyntaxError("unknown frequency '\(value.text)'", offset: value.offset, length: value.length,
                                      suggestion: nearest(to: value.text, among: frequencies.map(\.keyword)))
        }
        var rule = RecurrenceRule(frequency: frequency)
        if let countPart = parts[.count], let untilPart = parts[.until] {
            let later = countPart.name.offset > untilPart.name.offset ? countPart.name : untilPart.name
            throw ScheduleSyntaxError("COUNT and UNTIL cannot be used together; keep one",
                                      offset: later.offset, length: later.length)
        }
        if let value = parts[.interval]?.value {
            rule.interval = try number(value, part: .interval, in: 1...RecurrenceRulePart.maximumInterval)
        }
        if let value = parts[.count]?.value {
            rule.count = try number(value, part: .count, in: 1...RecurrenceRulePart.maximumCount)
        }
        if let value = parts[.until]?.value { rule.until = try until(value) }
        rule.bySecond = try numbers(.bySecond)
        rule.byMinute = try numbers(.byMinute)
        rule.byHour = try numbers(.byHour)
        rule.byMonthDay = try numbers(.byMonthDay)
        rule.byYearDay = try numbers(.byYearDay)
        rule.byWeekNumber = try numbers(.byWeekNumber)
        rule.byMonth = try numbers(.byMonth)
        rule.bySetPosition = try numbers(.bySetPosition)
        if let value = parts[.weekStart]?.value { rule.weekStart = try weekday(value) }
        rule.byDay = try weekdays(frequency: frequency)
        try checkCombinations(rule)
        return rule
    }

    /// RFC 5545's table of which BY parts go with which frequency, and BYSETPOS's companion.
    private func checkCombinations(_ rule: RecurrenceRule) throws(ScheduleSyntaxError) {
        func refuse(_ part: RecurrenceRulePart, _ message: String) throws(ScheduleSyntaxError) {
            guard let name = parts[part]?.name else { return }
            throw ScheduleSyntaxError(message, offset: name.offset, length: name.length)
        }
        let frequency = "FREQ=\(rule.frequency.keyword)"
        if rule.frequency != .yearly {
            try refuse(.byWeekNumber, "BYWEEKNO needs FREQ=YEARLY")
        }
        if [.daily, .weekly, .monthly].contains(rule.frequency) {
            try refuse(.byYearDay, "BYYEARDAY cannot be used with \(frequency)")
        }
        if rule.frequency == .weekly {
            try refuse(.byMonthDay, "BYMONTHDAY cannot be used with \(frequency); use BYDAY for days of the week")
        }
        let otherByParts: [RecurrenceRulePart] = [
            .bySecond, .byMinute, .byHour, .byDay, .byMonthDay, .byYearDay, .byWeekNumber, .byMonth,
        ]
        if !otherByParts.contains(where: { parts[$0] != nil }) {
            try refuse(.bySetPosition, "BYSETPOS needs another BY rule part to choose from")
        }
    }

    private func numbers(_ part: RecurrenceRulePart) throws(ScheduleSyntaxError) -> [Int] {
        guard let value = parts[part]?.value, let range = part.numericRange else { return [] }
        var result: [Int] = []
        for item in try parser.items(of: value, part: part) {
            let number = try integer(item, part: part)
            let magnitude = number.magnitude
            let fits = range.signed
                ? number != 0 && magnitude <= range.magnitude
                : number >= range.lowest && number <= range.magnitude
            guard fits else {
                let expected = range.signed
                    ? "; use 1...\(range.magnitude) or -\(range.magnitude)...-1"
                    : " \(range.lowest)...\(range.magnitude)"
                throw ScheduleSyntaxError("\(part.rawValue) value \(item.text) is out of range\(expected)",
                                          offset: item.offset, length: item.length)
            }
            result.append(number)
        }
        return sortedWithoutRepeats(result)
    }

    private func number(_ item: Token, part: RecurrenceRulePart, in range: ClosedRange<Int>) throws(ScheduleSyntaxError) -> Int {
        let value = try integer(item, part: part)
        guard range.contains(value) else {
            throw ScheduleSyntaxError("\(part.rawValue) value \(item.text) is out of range \(range.lowerBound)...\(range.upperBound)",
                                      offset: item.offset, length: item.length)
        }
        return value
    }

    /// An optionally signed whole number; very long ones read as out of range, never overflow.
    private func integer(_ item: Token, part: RecurrenceRulePart) throws(ScheduleSyntaxError) -> Int {
        var digits = Substring(item.text)
        var sign = 1
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw ScheduleSyntaxError("\(part.rawValue) value '\(item.text)' is not a whole number",
                                      offset: item.offset, length: item.length)
        }
        let significant = digits.drop { $0 == "0" }
        guard significant.count <= 12, let magnitude = Int(significant.isEmpty ? "0" : String(significant)) else {
            return sign * 1_000_000_000_000
        }
        return sign * magnitude
    }

    private func until(_ value: Token) throws(ScheduleSyntaxError) -> RecurrenceRule.Until {
        let text = Array(value.upper)
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= text.count, text[range].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(text[range]))
        }
        let shapeIsKnown = (text.count == 8 || ((text.count == 15 || text.count == 16) && text[8] == "T"))
            && (text.count != 16 || text[15] == "Z")
        guard shapeIsKnown, let year = digits(0..<4), let month = digits(4..<6), let day = digits(6..<8) else {
            throw ScheduleSyntaxError(
                "UNTIL value '\(value.text)' is not a date; write YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ",
                offset: value.offset, length: value.length)
        }
        guard let date = CivilDate(year: year, month: month, day: day) else {
            throw ScheduleSyntaxError("UNTIL date \(String(text[0..<8])) does not exist",
                                      offset: value.offset, length: 8)
        }
        guard text.count > 8 else { return .local(LocalDateTime(date: date), dateOnly: true) }
        guard let hour = digits(9..<11), let minute = digits(11..<13), let second = digits(13..<15) else {
            throw ScheduleSyntaxError("UNTIL time '\(String(text[9..<15]))' is not a time; write HHMMSS",
                                      offset: value.offset + 9, length: 6)
        }
        guard let time = TimeOfDay(hour: hour, minute: minute, second: second) else {
            throw ScheduleSyntaxError("UNTIL time \(String(text[9..<15])) is out of range 000000...235959",
                                      offset: value.offset + 9, length: 6)
        }
        let bound = LocalDateTime(date: date, time: time)
        return text.count == 16 ? .utc(bound) : .local(bound, dateOnly: false)
    }

    private func weekdays(frequency: RecurrenceRule.Frequency) throws(ScheduleSyntaxError) -> [RecurrenceRule.WeekdayNumber] {
        guard let value = parts[.byDay]?.value else { return [] }
        var result: [RecurrenceRule.WeekdayNumber] = []
        for item in try parser.items(of: value, part: .byDay) {
            let letters = item.text.drop { $0 == "+" || $0 == "-" || ($0.isASCII && $0.isNumber) }
            let ordinalText = String(item.text.dropLast(letters.count))
            let weekdayToken = Token(offset: item.offset + ordinalText.count, text: String(letters))
            let weekday = try weekday(weekdayToken)
            guard !ordinalText.isEmpty else {
                result.append(RecurrenceRule.WeekdayNumber(weekday))
                continue
            }
            let ordinalToken = Token(offset: item.offset, text: ordinalText)
            let ordinal = try integer(ordinalToken, part: .byDay)
            guard ordinal != 0 && ordinal.magnitude <= 53 else {
                throw ScheduleSyntaxError("BYDAY ordinal \(ordinalText) is out of range; use 1...53 or -53...-1",
                                          offset: item.offset, length: ordinalText.count)
            }
            guard frequency == .monthly || frequency == .yearly else {
                throw ScheduleSyntaxError(
                    "BYDAY value \(item.text) has an ordinal, which needs FREQ=MONTHLY or FREQ=YEARLY",
                    offset: item.offset, length: item.length, suggestion: weekdayToken.upper)
            }
            if parts[.byWeekNumber] != nil {
                throw ScheduleSyntaxError("BYDAY value \(item.text) has an ordinal, which cannot be used with BYWEEKNO",
                                          offset: item.offset, length: item.length, suggestion: weekdayToken.upper)
            }
            result.append(RecurrenceRule.WeekdayNumber(weekday, ordinal: ordinal))
        }
        return RecurrenceRule.canonicalOrder(result)
    }

    /// A two-letter weekday code; English names and abbreviations get the code as a suggestion.
    private func weekday(_ item: Token) throws(ScheduleSyntaxError) -> Weekday {
        if let weekday = Weekday.allCases.first(where: { $0.rfcCode == item.upper }) { return weekday }
        let word = item.text.lowercased()
        let named = word.count >= 3 ? Weekday.allCases.first { $0.name.hasPrefix(word) } : nil
        throw ScheduleSyntaxError("unknown weekday '\(item.text)'; use SU, MO, TU, WE, TH, FR or SA",
                                  offset: item.offset, length: item.length,
                                  suggestion: named?.rfcCode ?? nearest(to: item.text, among: Weekday.allCases.map(\.rfcCode)))
    }
}
