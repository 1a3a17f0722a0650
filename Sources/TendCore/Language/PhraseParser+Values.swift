/// Weekday lists, times of day and dates inside a phrase.
extension PhraseParser {
    mutating func weekdayList() throws(ScheduleSyntaxError) -> [Weekday] {
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

    /// A time of day: `08:00`, `8am`, `8 am`, `noon`, `midnight`; with `bareHour`, also an hour
    /// alone, 0 to 23 (`at 8` is 08:00), which only the times after `at` allow.
    mutating func time(required: String, bareHour: Bool = false) throws(ScheduleSyntaxError) -> TimeOfDay {
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
            if bareHour, let hour = TimeOfDay(hour: n, minute: 0) {
                return hour
            }
            throw error("'\(n)' is not a time of day; write times as HH:MM, such as \(n < 24 ? pad(n, 2) : "08"):00", at: token)
        default:
            throw error("expected \(required)", at: token)
        }
    }

    /// `2026-12-01`, `2026-12-01 09:00`, `today`, `tomorrow 8am`.
    mutating func dateAndOptionalTime(required: String) throws(ScheduleSyntaxError) -> (CivilDate, TimeOfDay?) {
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
    func atTime() -> Bool {
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
}
