/// What may follow a phrase's head: times, bounds, labels, durations, targets, a zone.
extension PhraseParser {
    /// Reads the modifiers up to the end of the phrase; a modifier given twice is an error here,
    /// whether they fit the head is checked later (`ParsedPhrase.validate`).
    mutating func parseModifiers() throws(ScheduleSyntaxError) -> PhraseModifiers {
        var modifiers = PhraseModifiers()
        while let token = peek() {
            switch token.kind {
            case .quoted(let text):
                advance()
                guard modifiers.label == nil else { throw error("this part already has a label", at: token) }
                modifiers.label = text
                continue
            case .word(let word):
                advance()
                switch word {
                case "at": try parseTimes(token, into: &modifiers)
                case "from", "starting", "since":
                    guard modifiers.fromToken == nil else { throw error("'from' is given twice", at: token) }
                    modifiers.fromToken = token
                    modifiers.from = try parseFrom()
                case "until", "till", "through", "to":
                    guard modifiers.until == nil, modifiers.lengthInDays == nil else { throw error("the end is given twice", at: token) }
                    let (date, time) = try dateAndOptionalTime(required: "a date, such as 2026-12-14")
                    modifiers.untilWritten = (token, date.description + (time.map { " \($0)" } ?? ""))
                    modifiers.until = time.map { LocalDateTime(localSeconds: LocalDateTime(date: date, time: $0).localSeconds + 1) }
                        ?? LocalDateTime(date: date.adding(days: 1))
                case "for": try parseFor(token, into: &modifiers)
                case "lasting": try parseDuration(token, into: &modifiers)
                case "between":
                    let start = try time(required: "a time after 'between', such as 09:00")
                    guard matchWord("and") || matchWord("to") else { throw expected("'and' (as in 'between 09:00 and 17:00')", suggestions: ["and"]) }
                    let end = try time(required: "a time after 'and', such as 17:00")
                    guard start < end else { throw error("the window must end after it starts", at: token) }
                    modifiers.window = (start, end)
                case "target":
                    guard let amountToken = peek(), case .number(let n) = amountToken.kind else {
                        throw expected("a number after 'target', such as 'target 8 glasses'", suggestions: [])
                    }
                    advance()
                    var unit: String?
                    if let u = peek()?.word, !isModifierWord(u) { advance(); unit = u }
                    modifiers.target = TargetValue(amount: Double(n), unit: unit)
                case "all":
                    guard matchWord("day") else { throw expected("'day' after 'all'", suggestions: ["day"]) }
                    modifiers.allDayRequested = true
                case "in":
                    guard let zoneToken = peek(), case .word = zoneToken.kind else {
                        throw expected("a time zone name after 'in', such as 'Europe/Berlin'", suggestions: [])
                    }
                    advance()
                    modifiers.zone = (written(zoneToken), zoneToken.offset + location.offset, zoneToken.length)
                default:
                    throw unknownWord(token, expected: ["at", "from", "until", "for", "between", "lasting", "target", "in"])
                }
            default:
                throw error("expected 'at', 'from', 'until', 'for' or '+' here", at: token)
            }
        }
        return modifiers
    }

    func isModifierWord(_ word: String) -> Bool {
        ["at", "from", "until", "for", "between", "lasting", "target", "in", "all", "starting"].contains(word)
    }

    mutating func parseTimes(_ atToken: ScheduleToken, into modifiers: inout PhraseModifiers) throws(ScheduleSyntaxError) {
        guard modifiers.times.isEmpty else { throw error("the times are given twice", at: atToken) }
        repeat {
            guard let token = peek() else { throw expected("a time, such as 08:00 or 8am", suggestions: []) }
            let t = try time(required: "a time, such as 08:00 or 8am", bareHour: true)
            var timeLabel: String?
            if case .quoted(let text)? = peek()?.kind {
                advance()
                timeLabel = text
            }
            if modifiers.times.contains(where: { $0.time == t }) { throw error("\(t) is given twice", at: token) }
            modifiers.times.append(PhraseModifiers.TimeSlot(time: t, label: timeLabel, token: token))
            guard modifiers.times.count <= 1440 else { throw error("a day can have at most 1440 times", at: token) }
        } while matchListSeparator()
    }

    mutating func parseFrom() throws(ScheduleSyntaxError) -> (date: CivilDate?, time: TimeOfDay?) {
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

    mutating func parseFor(_ forToken: ScheduleToken, into modifiers: inout PhraseModifiers) throws(ScheduleSyntaxError) {
        guard let countToken = peek(), let n = count(countToken) else {
            throw expected("a number after 'for', such as 'for 10 days' or 'for 20 times'", suggestions: [])
        }
        advance()
        guard let unitToken = peek(), let unit = unitToken.word else {
            throw expected("a unit after '\(written(countToken))': days, weeks, months, times, minutes or hours", suggestions: [])
        }
        advance()
        guard n >= 1 else { throw error("the number after 'for' must be at least 1", at: countToken) }
        switch unit {
        case "day", "days", "week", "weeks", "month", "months":
            guard modifiers.until == nil, modifiers.lengthInDays == nil else { throw error("the end is given twice", at: forToken) }
            guard n <= 100_000 else { throw error("at most 100000 \(unit)", at: countToken) }
            modifiers.lengthInDays = (n, unit.hasSuffix("s") ? String(unit.dropLast()) : unit)
        case "time", "times", "doses", "dose", "occurrences":
            guard modifiers.repeatCount == nil else { throw error("the number of times is given twice", at: forToken) }
            guard n <= 1_000_000 else { throw error("at most 1000000 times", at: countToken) }
            modifiers.repeatCount = n
        case "minute", "minutes", "hour", "hours":
            try setDuration(n, unit, word: forToken, count: countToken, into: &modifiers)
        default:
            throw unknownWord(unitToken, expected: ["days", "weeks", "months", "times", "minutes", "hours"])
        }
    }

    mutating func parseDuration(_ token: ScheduleToken, into modifiers: inout PhraseModifiers) throws(ScheduleSyntaxError) {
        guard let countToken = peek(), let n = count(countToken) else {
            throw expected("a length after 'lasting', such as 'lasting 30 minutes'", suggestions: [])
        }
        advance()
        guard let unitToken = peek(), let unit = unitToken.word, ["minute", "minutes", "hour", "hours"].contains(unit) else {
            throw expected("'minutes' or 'hours' after '\(written(countToken))'", suggestions: ["minutes", "hours"])
        }
        advance()
        try setDuration(n, unit, word: token, count: countToken, into: &modifiers)
    }

    /// How long each occurrence lasts, from `for N minutes` or `lasting N hours` (`word` is
    /// `for` or `lasting`, `count` the number's token).
    func setDuration(_ n: Int, _ unit: String, word: ScheduleToken, count: ScheduleToken,
                     into modifiers: inout PhraseModifiers) throws(ScheduleSyntaxError) {
        guard modifiers.duration == nil else { throw error("the duration is given twice", at: word) }
        guard n >= 1, n <= 100_000 else { throw error("the duration must be from 1 to 100000 \(unit)", at: count) }
        modifiers.duration = Int64(n) * (unit.hasPrefix("minute") ? 60 : 3600)
    }

    func count(_ token: ScheduleToken) -> Int? {
        switch token.kind {
        case .number(let n): return n
        case .word(let w): return ScheduleVocabulary.cardinal(w)
        default: return nil
        }
    }
}
