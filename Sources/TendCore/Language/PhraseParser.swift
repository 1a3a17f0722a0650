/// Reads one English schedule phrase (one part of a composition): its head into a
/// `PhrasePattern`, then its modifiers into `PhraseModifiers`; `ParsedPhrase` checks the two
/// together and builds the elements.
struct PhraseParser {
    let tokens: [ScheduleToken]
    var position = 0
    let options: ScheduleParsingOptions
    let location: PhraseLocation

    init(text: String, offset: Int, options: ScheduleParsingOptions) throws(ScheduleSyntaxError) {
        let length: Int
        do {
            (tokens, length) = try ScheduleLexer.tokens(text)
        } catch {
            throw ScheduleSyntaxError(error.message, offset: error.offset + offset, length: error.length,
                                      suggestion: error.suggestion)
        }
        self.options = options
        location = PhraseLocation(offset: offset, length: length)
    }

    // MARK: - Phrase

    /// Reads the phrase (its head, then its modifiers), checks that they fit together and
    /// builds its elements; the zone is the one it names with `in`, if any.
    mutating func parseElement() throws(ScheduleSyntaxError) -> (elements: [ScheduleElement], zone: (name: String, offset: Int, length: Int)?) {
        let pattern = try parseHead()
        let phrase = ParsedPhrase(pattern: pattern, modifiers: try parseModifiers(), head: tokens.first, location: location)
        try phrase.validate(options: options)
        return (try phrase.elements(options: options), phrase.modifiers.zone)
    }

    mutating func parseHead() throws(ScheduleSyntaxError) -> PhrasePattern {
        guard let token = peek() else { throw error("the schedule is empty; write one such as 'daily at 08:00'", at: nil) }
        switch token.kind {
        case .word(let word):
            advance()
            switch word {
            case "daily", "everyday": return .daily(interval: 1)
            case "hourly": return .elapsed(seconds: 3600)
            case "weekly": return try weeklyTail(interval: 1)
            case "monthly": return try monthlyTail(interval: 1)
            case "yearly", "annually": return try yearlyTail(interval: 1)
            case "weekdays": return .weekly(interval: 1, days: [.monday, .tuesday, .wednesday, .thursday, .friday])
            case "weekends": return .weekly(interval: 1, days: [.saturday, .sunday])
            case "every", "each": return try everyTail()
            case "on":
                if case .date(let date)? = peek()?.kind {
                    advance()
                    return .once(LocalDateTime(date: date), allDay: !atTime())
                }
                return .weekly(interval: 1, days: try weekdayList())
            case "once":
                if matchWord("at") || matchWord("on") {
                    let (date, time) = try dateAndOptionalTime(required: "a date, such as 2026-12-01 09:00")
                    return .once(LocalDateTime(date: date, time: time ?? .midnight), allDay: time == nil)
                }
                return try timesADayTail(1, head: token)
            case "twice": return try timesADayTail(2, head: token)
            case "thrice": return try timesADayTail(3, head: token)
            case "at":
                let (date, time) = try dateAndOptionalTime(required: "a date and time, such as 2026-12-01 09:00")
                return .once(LocalDateTime(date: date, time: time ?? .midnight), allDay: time == nil)
            default:
                if ScheduleVocabulary.weekday(word) != nil {
                    position -= 1
                    return .weekly(interval: 1, days: try weekdayList())
                }
                if let n = ScheduleVocabulary.cardinal(word) {
                    return try timesADayTail(n, head: token)
                }
                throw unknownWord(token, expected: ["daily", "every", "weekly", "monthly", "yearly", "weekdays",
                                                   "weekends", "once", "twice", "on", "at", "hourly"] + weekdayNames)
            }
        case .number(let n):
            advance()
            return try timesADayTail(n, head: token)
        case .multiplier(let n):
            advance()
            guard matchWord("daily") || (matchWord("a") || matchWord("per")) && matchWord("day") else {
                throw expected("'daily' after '\(token.text)' (as in '4x daily')", suggestions: ["daily"])
            }
            return try checkedTimesADay(n, head: token)
        case .date(let date):
            advance()
            if case .time(let t)? = peek()?.kind {
                advance()
                return .once(LocalDateTime(date: date, time: t), allDay: false)
            }
            return .once(LocalDateTime(date: date), allDay: true)
        default:
            throw error("a schedule starts with a word such as 'daily', 'every', 'weekly' or 'once'", at: token)
        }
    }

    mutating func everyTail() throws(ScheduleSyntaxError) -> PhrasePattern {
        var interval = 1
        if matchWord("other") {
            interval = 2
        } else if let token = peek(), case .number(let n) = token.kind {
            advance()
            interval = n
            guard n >= 1 else { throw error("the interval must be at least 1", at: token) }
            guard let unit = peek(), let word = unit.word else {
                throw expected("a unit after '\(n)', such as 'days' or 'hours'", suggestions: [])
            }
            advance()
            switch word {
            case "minute", "minutes", "min", "mins":
                guard n <= 1_000_000 else { throw error("at most every 1000000 minutes", at: token) }
                return try minutesOrHours(seconds: n * 60)
            case "hour", "hours", "h", "hrs":
                guard n <= 100_000 else { throw error("at most every 100000 hours", at: token) }
                return try minutesOrHours(seconds: n * 3600)
            case "day", "days": return .daily(interval: try checkedInterval(n, token: token))
            case "week", "weeks": return try weeklyTail(interval: try checkedInterval(n, token: token))
            case "month", "months": return try monthlyTail(interval: try checkedInterval(n, token: token))
            case "year", "years": return try yearlyTail(interval: try checkedInterval(n, token: token))
            default:
                throw unknownWord(unit, expected: ["minutes", "hours", "days", "weeks", "months", "years"])
            }
        }
        guard let token = peek(), let word = token.word else {
            throw expected("what repeats after 'every', such as 'day', 'week' or 'monday'", suggestions: [])
        }
        advance()
        switch word {
        case "day": return .daily(interval: interval)
        case "week": return try weeklyTail(interval: interval)
        case "month": return try monthlyTail(interval: interval)
        case "year": return try yearlyTail(interval: interval)
        case "hour" where interval == 1: return try minutesOrHours(seconds: 3600)
        case "minute" where interval == 1: return try minutesOrHours(seconds: 60)
        case "weekday" where interval == 1:
            return .weekly(interval: 1, days: [.monday, .tuesday, .wednesday, .thursday, .friday])
        case "weekend" where interval == 1: return .weekly(interval: 1, days: [.saturday, .sunday])
        default:
            if ScheduleVocabulary.weekday(word) != nil {
                position -= 1
                return .weekly(interval: interval, days: try weekdayList())
            }
            throw unknownWord(token, expected: ["day", "other", "week", "month", "year", "hour", "minute", "weekday"] + weekdayNames)
        }
    }

    func checkedInterval(_ n: Int, token: ScheduleToken) throws(ScheduleSyntaxError) -> Int {
        guard n <= 1000 else { throw error("the interval can be at most 1000", at: token) }
        return n
    }

    /// `every N minutes|hours` followed by `between A and B` (times each day) or elapsed time.
    mutating func minutesOrHours(seconds: Int) throws(ScheduleSyntaxError) -> PhrasePattern {
        if peek()?.word == "between" { return .intervalWithinDay(seconds: seconds) }
        return .elapsed(seconds: Int64(seconds))
    }

    mutating func weeklyTail(interval: Int) throws(ScheduleSyntaxError) -> PhrasePattern {
        if matchWord("on") { return .weekly(interval: interval, days: try weekdayList()) }
        return .weekly(interval: interval, days: [])
    }

    mutating func monthlyTail(interval: Int) throws(ScheduleSyntaxError) -> PhrasePattern {
        guard matchWord("on") else { return .monthly(interval: interval, days: [], weekdays: []) }
        var days: [Int] = []
        var weekdays: [RecurrenceRule.WeekdayNumber] = []
        repeat {
            _ = matchWord("the")
            guard let token = peek() else { throw expected("a day of the month, such as 'the 1st' or 'the last friday'", suggestions: []) }
            var ordinal: Int?
            switch token.kind {
            case .ordinal(let n), .number(let n):
                guard (1...31).contains(n) else { throw error("a month has days 1st to 31st", at: token) }
                ordinal = n
            case .word(let w): ordinal = ScheduleVocabulary.ordinal(w)
            default: break
            }
            guard let ordinal else {
                throw unknownWord(token, expected: ["the", "first", "second", "third", "fourth", "fifth", "last"])
            }
            advance()
            if let next = peek(), let w = next.word, let weekday = ScheduleVocabulary.weekday(w) {
                advance()
                guard (1...5).contains(abs(ordinal)) else {
                    throw error("a month has at most 5 of each weekday", at: token)
                }
                weekdays.append(.init(weekday, ordinal: ordinal))
            } else {
                if ordinal == -1 {
                    guard matchWord("day") else {
                        throw expected("'day' or a weekday after 'last'", suggestions: ["day"])
                    }
                } else {
                    _ = matchWord("day")
                }
                days.append(ordinal)
            }
        } while matchListSeparator()
        return .monthly(interval: interval, days: days, weekdays: weekdays)
    }

    mutating func yearlyTail(interval: Int) throws(ScheduleSyntaxError) -> PhrasePattern {
        guard matchWord("on") else { return .yearly(interval: interval, month: nil, day: nil) }
        guard let token = peek() else { throw expected("a day of the year, such as 03-15 or march 15", suggestions: []) }
        advance()
        switch token.kind {
        case .monthDay(let m, let d): return .yearly(interval: interval, month: m, day: d)
        case .word(let w):
            guard let m = ScheduleVocabulary.month(w) else {
                throw unknownWord(token, expected: monthNames)
            }
            guard let dayToken = peek(), let d = dayNumber(dayToken), d <= CivilDate.daysInMonth(year: 2000, month: m) else {
                throw expected("a day of \(ScheduleLexer.monthName(m)), such as \(w) 15", suggestions: [])
            }
            advance()
            return .yearly(interval: interval, month: m, day: d)
        case .number(let d), .ordinal(let d):
            guard let monthToken = peek(), let w = monthToken.word, let m = ScheduleVocabulary.month(w),
                  (1...CivilDate.daysInMonth(year: 2000, month: m)).contains(d)
            else { throw expected("a month after '\(token.text)', such as '\(token.text) march'", suggestions: []) }
            advance()
            return .yearly(interval: interval, month: m, day: d)
        default:
            throw error("expected a day of the year, such as 03-15 or march 15", at: token)
        }
    }

    func dayNumber(_ token: ScheduleToken) -> Int? {
        switch token.kind {
        case .number(let n), .ordinal(let n): return (1...31).contains(n) ? n : nil
        default: return nil
        }
    }

    mutating func timesADayTail(_ n: Int, head: ScheduleToken) throws(ScheduleSyntaxError) -> PhrasePattern {
        if !["once", "twice", "thrice"].contains(head.word ?? "") {
            guard matchWord("times") || matchWord("time") else {
                throw expected("'times a day' after '\(head.text)'", suggestions: ["times"])
            }
        }
        guard matchWord("daily") || ((matchWord("a") || matchWord("per")) && matchWord("day")) else {
            throw expected("'a day' or 'daily' (as in '4 times a day')", suggestions: ["daily"])
        }
        return try checkedTimesADay(n, head: head)
    }

    func checkedTimesADay(_ n: Int, head: ScheduleToken) throws(ScheduleSyntaxError) -> PhrasePattern {
        guard n >= 1 else { throw error("a task must happen at least once a day", at: head) }
        guard n <= 1440 else { throw error("\(n) times a day is more than one a minute; the limit is 1440", at: head) }
        return .timesADay(n)
    }

    // MARK: - Tokens

    func peek() -> ScheduleToken? { position < tokens.count ? tokens[position] : nil }

    mutating func advance() { position += 1 }

    mutating func matchWord(_ word: String) -> Bool {
        guard peek()?.word == word else { return false }
        advance()
        return true
    }

    /// `,`, `and` or `, and` between list items.
    mutating func matchListSeparator() -> Bool {
        guard let token = peek() else { return false }
        if case .comma = token.kind {
            advance()
            _ = matchWord("and")
            return true
        }
        if token.word == "and" {
            advance()
            return true
        }
        return false
    }

    var weekdayNames: [String] { Weekday.allCases.map(\.name) }
    var monthNames: [String] { (1...12).map { ScheduleLexer.monthName($0).lowercased() } }

    func error(_ message: String, at token: ScheduleToken?) -> ScheduleSyntaxError {
        location.error(message, at: token)
    }

    /// An error for something missing at the current position (or the end of the text).
    func expected(_ what: String, suggestions: [String]) -> ScheduleSyntaxError {
        if let token = peek() {
            return ScheduleSyntaxError("expected \(what), not '\(token.text)'", offset: location.offset + token.offset,
                                       length: token.length, suggestion: token.word.flatMap { nearestWord($0, among: suggestions) })
        }
        return ScheduleSyntaxError("expected \(what) at the end", offset: location.offset + location.length)
    }

    func unknownWord(_ token: ScheduleToken, expected: [String], message: String? = nil) -> ScheduleSyntaxError {
        let word = token.word ?? token.text
        return ScheduleSyntaxError(message ?? "unexpected word '\(token.text)'", offset: location.offset + token.offset,
                                   length: token.length, suggestion: nearestWord(word, among: expected))
    }
}
