/// Whether what a phrase's modifiers say fits its head; checked before anything is built, in
/// the order the problems are reported.
extension ParsedPhrase {
    func validate(options: ScheduleParsingOptions) throws(ScheduleSyntaxError) {
        let times = modifiers.times
        switch pattern {
        case .once:
            try validateSingleOccurrence()
            return
        case .elapsed:
            guard times.isEmpty else {
                throw error("'every N hours' counts from one start; write 'from 06:00' instead of 'at'", at: times[0].token)
            }
        case .intervalWithinDay:
            guard modifiers.window != nil else { throw error("expected 'between' and two times", at: nil) }
            guard times.isEmpty else { throw error("give either 'at' times or 'between', not both", at: times[0].token) }
        case .timesADay(let n):
            guard times.isEmpty else { throw error("give either 'N times a day' or 'at' times, not both", at: times[0].token) }
            let w = dayWindow(options: options)
            let span = w.end.secondsSinceMidnight - w.start.secondsSinceMidnight
            guard n == 1 || span / 60 >= n - 1 else {
                throw error("\(n) times a day do not fit between \(w.start) and \(w.end) a minute apart", at: head)
            }
        case .daily, .weekly, .monthly, .yearly:
            break
        }
        if modifiers.window != nil {
            switch pattern {
            case .timesADay, .intervalWithinDay: break
            default: throw error("'between' goes with 'N times a day' or 'every N minutes'", at: nil)
            }
        }
        if isAllDay, modifiers.duration != nil { throw error("an all-day task has no duration", at: nil) }
    }

    /// A single occurrence has its date in its head: no `from`, one time at most, no end.
    func validateSingleOccurrence() throws(ScheduleSyntaxError) {
        guard modifiers.from == nil else {
            throw error("a single occurrence has no 'from'; give its date instead", at: modifiers.fromToken)
        }
        guard modifiers.times.count <= 1 else {
            throw error("a single occurrence has one time; use 'on DATE at T1 and T2' as 'daily ... for 1 day'",
                        at: modifiers.times[1].token)
        }
        guard modifiers.repeatCount == nil, modifiers.until == nil, modifiers.lengthInDays == nil else {
            throw error("a single occurrence cannot have an end or a count", at: nil)
        }
    }
}
