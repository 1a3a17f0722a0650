/// Reads one English schedule phrase (one part of a composition) into elements.
struct PhraseParser {
    /// What the head of a phrase says about repetition.
    enum Pattern {
        case daily(interval: Int)
        case weekly(interval: Int, days: [Weekday])
        case monthly(interval: Int, days: [Int], weekdays: [RecurrenceRule.WeekdayNumber])
        case yearly(interval: Int, month: Int?, day: Int?)
        case once(LocalDateTime, allDay: Bool)
        case elapsed(seconds: Int64)
        case timesADay(Int)
        case intervalWithinDay(seconds: Int)
    }

    private let tokens: [ScheduleToken]
    private var position = 0
    private let options: ScheduleParsingOptions
    private let baseOffset: Int
    private let textLength: Int

    // What the modifiers say.
    private var times: [(time: TimeOfDay, label: String?, token: ScheduleToken)] = []
    private var from: (date: CivilDate?, time: TimeOfDay?)?
    private var fromToken: ScheduleToken?
    private var until: LocalDateTime?
    private var lengthInDays: (count: Int, unit: String)?
    private var repeatCount: Int?
    private var duration: Int64?
    private var label: String?
    private var target: TargetValue?
    private var window: (start: TimeOfDay, end: TimeOfDay)?
    private var allDayRequested = false
    private var zone: (name: String, offset: Int, length: Int)?

    init(text: String, offset: Int, options: ScheduleParsingOptions) throws(ScheduleSyntaxError) {
        do {
            tokens = try ScheduleLexer.tokens(text)
        } catch {
            throw ScheduleSyntaxError(error.message, offset: error.offset + offset, length: error.length,
                                      suggestion: error.suggestion)
        }
        self.options = options
        baseOffset = offset
        textLength = text.count
    }

    // MARK: - Phrase

    mutating func parseElement() throws(ScheduleSyntaxError) -> (elements: [ScheduleElement], zone: (name: String, offset: Int, length: Int)?) {
        let pattern = try parseHead()
        try parseModifiers(pattern)
        return (try build(pattern), zone)
    }

    private mutating func parseHead() throws(ScheduleSyntaxError) -> Pattern {
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
            let time = atTime() ? nil : nil as TimeOfDay?
            if case .time(let t)? = peek()?.kind {
                advance()
                return .once(LocalDateTime(date: date, time: t), allDay: false)
            }
            return .once(LocalDateTime(date: date, time: time ?? .midnight), allDay: true)
        default:
            throw error("a schedule starts with a word such as 'daily', 'every', 'weekly' or 'once'", at: token)
        }
    }

    private mutating func everyTail() throws(ScheduleSyntaxError) -> Pattern {
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
            case "day", "days": return try dailyTail(interval: try checkedInterval(n, token: token))
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
        case "day": return try dailyTail(interval: interval)
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

    private func checkedInterval(_ n: Int, token: ScheduleToken) throws(ScheduleSyntaxError) -> Int {
        guard n <= 1000 else { throw error("the interval can be at most 1000", at: token) }
        return n
    }

    /// `every N minutes|hours` followed by `between A and B` (times each day) or elapsed time.
    private mutating func minutesOrHours(seconds: Int) throws(ScheduleSyntaxError) -> Pattern {
        if peek()?.word == "between" { return .intervalWithinDay(seconds: seconds) }
        return .elapsed(seconds: Int64(seconds))
    }

    private mutating func dailyTail(interval: Int) throws(ScheduleSyntaxError) -> Pattern {
        .daily(interval: interval)
    }

    private mutating func weeklyTail(interval: Int) throws(ScheduleSyntaxError) -> Pattern {
        if matchWord("on") { return .weekly(interval: interval, days: try weekdayList()) }
        return .weekly(interval: interval, days: [])
    }

    private mutating func monthlyTail(interval: Int) throws(ScheduleSyntaxError) -> Pattern {
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

    private mutating func yearlyTail(interval: Int) throws(ScheduleSyntaxError) -> Pattern {
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

    private func dayNumber(_ token: ScheduleToken) -> Int? {
        switch token.kind {
        case .number(let n), .ordinal(let n): return (1...31).contains(n) ? n : nil
        default: return nil
        }
    }

    private mutating func timesADayTail(_ n: Int, head: ScheduleToken) throws(ScheduleSyntaxError) -> Pattern {
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

    private func checkedTimesADay(_ n: Int, head: ScheduleToken) throws(ScheduleSyntaxError) -> Pattern {
        guard n >= 1 else { throw error("a task must happen at least once a day", at: head) }
        guard n <= 1440 else { throw error("\(n) times a day is more than one a minute; the limit is 1440", at: head) }
        return .timesADay(n)
    }

    // MARK: - Modifiers

    private mutating func parseModifiers(_ pattern: Pattern) throws(ScheduleSyntaxError) {
        while let token = peek() {
            switch token.kind {
            case .quoted(let text):
                advance()
                guard label == nil else { throw error("this part already has a label", at: token) }
                label = text
                continue
            case .word(let word):
                advance()
                switch word {
                case "at": try parseTimes(token)
                case "from", "starting", "since":
                    guard fromToken == nil else { throw error("'from' is given twice", at: token) }
                    fromToken = token
                    from = try parseFrom()
                case "until", "till", "through", "to":
                    guard until == nil, lengthInDays == nil else { throw error("the end is given twice", at: token) }
                    let (date, time) = try dateAndOptionalTime(required: "a date, such as 2026-12-14")
                    until = time.map { LocalDateTime(localSeconds: LocalDateTime(date: date, time: $0).localSeconds + 1) }
                        ?? LocalDateTime(date: date.adding(days: 1))
                case "for": try parseFor(token)
                case "lasting": try parseDuration(token)
                case "between":
                    let start = try time(required: "a time after 'between', such as 09:00")
                    guard matchWord("and") || matchWord("to") else { throw expected("'and' (as in 'between 09:00 and 17:00')", suggestions: ["and"]) }
                    let end = try time(required: "a time after 'and', such as 17:00")
                    guard start < end else { throw error("the window must end after it starts", at: token) }
                    window = (start, end)
                case "target":
                    guard let amountToken = peek(), case .number(let n) = amountToken.kind else {
                        throw expected("a number after 'target', such as 'target 8 glasses'", suggestions: [])
                    }
                    advance()
                    var unit: String?
                    if let u = peek()?.word, !isModifierWord(u) { advance(); unit = u }
                    target = TargetValue(amount: Double(n), unit: unit)
                case "all":
                    guard matchWord("day") else { throw expected("'day' after 'all'", suggestions: ["day"]) }
                    allDayRequested = true
                case "in":
                    guard let zoneToken = peek(), case .word = zoneToken.kind else {
                        throw expected("a time zone name after 'in', such as 'Europe/Berlin'", suggestions: [])
                    }
                    advance()
                    zone = (zoneToken.text, zoneToken.offset + baseOffset, zoneToken.length)
                default:
                    throw unknownWord(token, expected: ["at", "from", "until", "for", "between", "lasting", "target", "in"])
                }
            default:
                throw error("expected 'at', 'from', 'until', 'for' or '+' here", at: token)
            }
        }
    }

    private func isModifierWord(_ word: String) -> Bool {
        ["at", "from", "until", "for", "between", "lasting", "target", "in", "all", "starting"].contains(word)
    }

    private mutating func parseTimes(_ atToken: ScheduleToken) throws(ScheduleSyntaxError) {
        guard times.isEmpty else { throw error("the times are given twice", at: atToken) }
        repeat {
            guard let token = peek() else { throw expected("a time, such as 08:00 or 8am", suggestions: []) }
            let t = try time(required: "a time, such as 08:00 or 8am")
            var timeLabel: String?
            if case .quoted(let text)? = peek()?.kind {
                advance()
                timeLabel = text
            }
            if times.contains(where: { $0.time == t }) { throw error("\(t) is given twice", at: token) }
            times.append((t, timeLabel, token))
            guard times.count <= 1440 else { throw error("a day can have at most 1440 times", at: token) }
        } while matchListSeparator()
    }

    private mutating func parseFrom() throws(ScheduleSyntaxError) -> (date: CivilDate?, time: TimeOfDay?) {
        if let token = peek() {
            switch token.kind {
            case .time(let t): advance(); return (nil, t)
            case .word(let w) where w == "noon" || w == "midnight": return (nil, try time(required: ""))
            default: break
            }
        }
        let (date, time) = try dateAndOptionalTime(required: "a date or time after 'from', such as 2026-12-01 or 06:00")
        return (date, time)
    }

    private mutating func parseFor(_ forToken: ScheduleToken) throws(ScheduleSyntaxError) {
        guard let countToken = peek(), let n = count(countToken) else {
            throw expected("a number after 'for', such as 'for 10 days' or 'for 20 times'", suggestions: [])
        }
        advance()
        guard let unitToken = peek(), let unit = unitToken.word else {
            throw expected("a unit after '\(countToken.text)': days, weeks, months, times, minutes or hours", suggestions: [])
        }
        advance()
        guard n >= 1 else { throw error("the number after 'for' must be at least 1", at: countToken) }
        switch unit {
        case "day", "days", "week", "weeks", "month", "months":
            guard until == nil, lengthInDays == nil else { throw error("the end is given twice", at: forToken) }
            guard n <= 100_000 else { throw error("at most 100000 \(unit)", at: countToken) }
            lengthInDays = (n, unit.hasSuffix("s") ? String(unit.dropLast()) : unit)
        case "time", "times", "doses", "dose", "occurrences":
            guard repeatCount == nil else { throw error("the number of times is given twice", at: forToken) }
            guard n <= 1_000_000 else { throw error("at most 1000000 times", at: countToken) }
            repeatCount = n
        case "minute", "minutes", "hour", "hours":
            guard duration == nil else { throw error("the duration is given twice", at: forToken) }
            guard n <= 100_000 else { throw error("that duration is too long", at: countToken) }
            duration = Int64(n) * (unit.hasPrefix("minute") ? 60 : 3600)
        default:
            throw unknownWord(unitToken, expected: ["days", "weeks", "months", "times", "minutes", "hours"])
        }
    }

    private mutating func parseDuration(_ token: ScheduleToken) throws(ScheduleSyntaxError) {
        guard let countToken = peek(), let n = count(countToken) else {
            throw expected("a length after 'lasting', such as 'lasting 30 minutes'", suggestions: [])
        }
        advance()
        guard let unitToken = peek(), let unit = unitToken.word, ["minute", "minutes", "hour", "hours"].contains(unit) else {
            throw expected("'minutes' or 'hours' after '\(countToken.text)'", suggestions: ["minutes", "hours"])
        }
        advance()
        guard duration == nil else { throw error("the duration is given twice", at: token) }
        guard n >= 1, n <= 100_000 else { throw error("the duration must be from 1 to 100000 \(unit)", at: countToken) }
        duration = Int64(n) * (unit.hasPrefix("minute") ? 60 : 3600)
    }

    private func count(_ token: ScheduleToken) -> Int? {
        switch token.kind {
        case .number(let n): return n
        case .word(let w): return ScheduleVocabulary.cardinal(w)
        default: return nil
        }
    }

    // MARK: - Values

    private mutating func weekdayList() throws(ScheduleSyntaxError) -> [Weekday] {
        var days: [Weekday] = []
        repeat {
            guard let token = peek() else { throw expected("a weekday, such as 'monday'", suggestions: []) }
            guard let w = token.word else { throw error("expected a weekday, such as 'monday'", at: token) }
            if w == "weekdays" || w == "weekday" {
                advance()
                days += [.monday, .tuesday, .wednesday, .thursday, .friday]
                continue
            }
            if w == "weekends" || w == "weekend" {
                advance()
                days += [.saturday, .sunday]
                continue
            }
            guard let day = ScheduleVocabulary.weekday(w) else { throw unknownWord(token, expected: weekdayNames) }
            advance()
            days.append(day)
        } while matchListSeparator()
        return Array(Set(days)).sorted()
    }

    /// A time of day: `08:00`, `8am`, `8 am`, `noon`, `midnight`.
    private mutating func time(required: String) throws(ScheduleSyntaxError) -> TimeOfDay {
        guard let token = peek() else { throw expected(required, suggestions: []) }
        switch token.kind {
        case .time(let t):
            advance()
            return t
        case .word("noon"):
            advance()
            return TimeOfDay(hour: 12, minute: 0)!
        case .word("midnight"):
            advance()
            return .midnight
        case .number(let n):
            advance()
            if let m = peek()?.word, m == "am" || m == "pm" {
                advance()
                guard (1...12).contains(n) else { throw error("'\(n) \(m)' is not a time; the hour runs from 1 to 12", at: token) }
                return TimeOfDay(hour: n % 12 + (m == "pm" ? 12 : 0), minute: 0)!
            }
            throw error("'\(n)' is not a time of day; write times as HH:MM, such as \(n < 24 ? pad(n, 2) : "08"):00", at: token)
        default:
            throw error("expected \(required)", at: token)
        }
    }

    /// `2026-12-01`, `2026-12-01 09:00`, `today`, `tomorrow 8am`.
    private mutating func dateAndOptionalTime(required: String) throws(ScheduleSyntaxError) -> (CivilDate, TimeOfDay?) {
        guard let token = peek() else { throw expected(required, suggestions: []) }
        let date: CivilDate
        switch token.kind {
        case .date(let d): date = d
        case .word("today"): date = options.startDate
        case .word("tomorrow"): date = options.startDate.adding(days: 1)
        case .word(let w):
            throw unknownWord(token, expected: ["today", "tomorrow"], message: "expected \(required), not '\(w)'")
        default: throw error("expected \(required)", at: token)
        }
        advance()
        guard atTime() else { return (date, nil) }
        _ = matchWord("at")
        return (date, try time(required: "a time, such as 09:00"))
    }

    /// Whether a time (or `at` and a time) comes next.
    private func atTime() -> Bool {
        guard let token = peek() else { return false }
        switch token.kind {
        case .time: return true
        case .word("noon"), .word("midnight"): return true
        case .word("at"):
            guard position + 1 < tokens.count else { return false }
            if case .time = tokens[position + 1].kind { return true }
            return false
        default: return false
        }
    }

    // MARK: - Tokens

    private func peek() -> ScheduleToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func advance() { position += 1 }

    private mutating func matchWord(_ word: String) -> Bool {
        guard peek()?.word == word else { return false }
        advance()
        return true
    }

    /// `,`, `and` or `, and` between list items.
    private mutating func matchListSeparator() -> Bool {
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

    private var weekdayNames: [String] { Weekday.allCases.map(\.name) }
    private var monthNames: [String] { (1...12).map { ScheduleLexer.monthName($0).lowercased() } }

    private func error(_ message: String, at token: ScheduleToken?) -> ScheduleSyntaxError {
        guard let token else { return ScheduleSyntaxError(message, offset: baseOffset + textLength) }
        return ScheduleSyntaxError(message, offset: baseOffset + token.offset, length: token.length)
    }

    /// An error for something missing at the current position (or the end of the text).
    private func expected(_ what: String, suggestions: [String]) -> ScheduleSyntaxError {
        if let token = peek() {
            return ScheduleSyntaxError("expected \(what), not '\(token.text)'", offset: baseOffset + token.offset,
                                       length: token.length, suggestion: token.word.flatMap { nearestWord($0, among: suggestions) })
        }
        return ScheduleSyntaxError("expected \(what) at the end", offset: baseOffset + textLength)
    }

    private func unknownWord(_ token: ScheduleToken, expected: [String], message: String? = nil) -> ScheduleSyntaxError {
        let word = token.word ?? token.text
        return ScheduleSyntaxError(message ?? "unexpected word '\(token.text)'", offset: baseOffset + token.offset,
                                   length: token.length, suggestion: nearestWord(word, among: expected))
    }

    // MARK: - Building elements

    private func build(_ pattern: Pattern) throws(ScheduleSyntaxError) -> [ScheduleElement] {
        let startDate = from?.date ?? options.startDate
        var rule: RecurrenceRule?
        var dayTimes = times.map(\.time).sorted()
        var startTime = from?.time ?? .midnight
        var repetition: ScheduleElement.Repetition
        var allDay = false

        switch pattern {
        case .once(let at, let isAllDay):
            guard from == nil else { throw error("a single occurrence has no 'from'; give its date instead", at: fromToken) }
            guard times.count <= 1 else {
                throw error("a single occurrence has one time; use 'on DATE at T1 and T2' as 'daily ... for 1 day'", at: times[1].token)
            }
            guard repeatCount == nil, until == nil, lengthInDays == nil else {
                throw error("a single occurrence cannot have an end or a count", at: nil)
            }
            var start = at
            allDay = isAllDay && times.isEmpty
            if let t = times.first?.time { start = LocalDateTime(date: at.date, time: t) }
            return [element(start: start, end: nil, repetition: .once, allDay: allDay,
                            label: label ?? times.first?.label)]
        case .elapsed(let seconds):
            guard times.isEmpty else {
                throw error("'every N hours' counts from one start; write 'from 06:00' instead of 'at'", at: times[0].token)
            }
            if from?.time == nil { startTime = options.wakingStart }
            repetition = .elapsed(seconds: seconds, count: repeatCount)
        case .intervalWithinDay(let seconds):
            guard let window else { throw error("expected 'between' and two times", at: nil) }
            guard times.isEmpty else { throw error("give either 'at' times or 'between', not both", at: times[0].token) }
            var list: [TimeOfDay] = []
            var t = window.start.secondsSinceMidnight
            while t <= window.end.secondsSinceMidnight {
                list.append(TimeOfDay(secondsSinceMidnight: t))
                t += seconds
            }
            dayTimes = list
            var r = RecurrenceRule(frequency: .daily)
            r.times = dayTimes
            rule = r
            repetition = .rule(r)
        case .timesADay(let n):
            guard times.isEmpty else { throw error("give either 'N times a day' or 'at' times, not both", at: times[0].token) }
            let w = window ?? (options.wakingStart, options.wakingEnd)
            let span = w.end.secondsSinceMidnight - w.start.secondsSinceMidnight
            guard n == 1 || span / 60 >= n - 1 else {
                throw error("\(n) times a day do not fit between \(w.start) and \(w.end) a minute apart", at: tokens.first)
            }
            dayTimes = (0..<n).map { i in
                let seconds = n == 1 ? 0 : span * i / (n - 1)
                return TimeOfDay(secondsSinceMidnight: w.start.secondsSinceMidnight + seconds / 60 * 60)
            }
            var r = RecurrenceRule(frequency: .daily)
            r.times = dayTimes
            rule = r
            repetition = .rule(r)
        case .daily(let interval):
            var r = RecurrenceRule(frequency: .daily)
            r.interval = interval
            rule = r
            repetition = .rule(r)
        case .weekly(let interval, let days):
            var r = RecurrenceRule(frequency: .weekly)
            r.interval = interval
            r.byDay = Array(Set(days.isEmpty ? [startDate.weekday] : days)).sorted().map { .init($0) }
            rule = r
            repetition = .rule(r)
        case .monthly(let interval, let days, let weekdays):
            var r = RecurrenceRule(frequency: .monthly)
            r.interval = interval
            r.byMonthDay = days.isEmpty && weekdays.isEmpty ? [startDate.day] : Array(Set(days)).sorted()
            r.byDay = weekdays
            rule = r
            repetition = .rule(r)
        case .yearly(let interval, let month, let day):
            var r = RecurrenceRule(frequency: .yearly)
            r.interval = interval
            r.byMonth = [month ?? startDate.month]
            r.byMonthDay = [day ?? startDate.day]
            rule = r
            repetition = .rule(r)
        }
        if window != nil, case .timesADay = pattern {} else if window != nil, case .intervalWithinDay = pattern {} else if window != nil {
            throw error("'between' goes with 'N times a day' or 'every N minutes'", at: nil)
        }

        if case .elapsed = pattern {} else if var r = rule {
            if dayTimes.isEmpty {
                allDay = true
            } else {
                r.times = dayTimes
            }
            if allDayRequested { allDay = true; r.times = [] }
            r.count = repeatCount
            rule = r
            repetition = .rule(r)
        }
        if allDay, duration != nil { throw error("an all-day task has no duration", at: nil) }
        if allDay, from?.time != nil { startTime = .midnight }

        let start = LocalDateTime(date: startDate, time: startTime)
        var end = until
        if let length = lengthInDays {
            let endDate: CivilDate
            switch length.unit {
            case "week": endDate = startDate.adding(days: 7 * length.count)
            case "month": endDate = PhraseParser.addingMonths(length.count, to: startDate)
            default: endDate = startDate.adding(days: length.count)
            }
            guard endDate.year <= CivilDate.maximumYear else { throw error("that end is after the year 9999", at: nil) }
            end = LocalDateTime(date: endDate)
        }
        if let end, end <= start {
            throw error("the schedule ends (\(end)) before it starts (\(start))", at: nil)
        }

        // Times with their own labels become one element each, in the order given.
        let labelled = times.contains { $0.label != nil }
        guard labelled, case .rule(let baseRule) = repetition else {
            return [element(start: start, end: end, repetition: repetition, allDay: allDay, label: label)]
        }
        return times.map { slot in
            var r = baseRule
            r.times = [slot.time]
            return element(start: start, end: end, repetition: .rule(r), allDay: false, label: slot.label ?? label)
        }
    }

    private func element(start: LocalDateTime, end: LocalDateTime?, repetition: ScheduleElement.Repetition,
                         allDay: Bool, label: String?) -> ScheduleElement {
        ScheduleElement(start: start, end: end, repetition: repetition, duration: duration, allDay: allDay,
                        label: label, targets: target.map { [$0] } ?? [])
    }

    /// The date `months` months later, on the same day or the month's last day.
    static func addingMonths(_ months: Int, to date: CivilDate) -> CivilDate {
        let total = date.year * 12 + (date.month - 1) + months
        let year = min(total / 12, CivilDate.maximumYear + 1)
        let month = total % 12 + 1
        if year > CivilDate.maximumYear { return CivilDate(year: CivilDate.maximumYear, month: 12, day: 31)!.adding(days: 1) }
        return CivilDate(year: year, month: month, day: min(date.day, CivilDate.daysInMonth(year: year, month: month)))!
    }
}
