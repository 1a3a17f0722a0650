/// Turning what a phrase said into schedule elements.
extension PhraseParser {
    func build(_ pattern: Pattern) throws(ScheduleSyntaxError) -> [ScheduleElement] {
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
            let starts = start.time == .midnight ? start.date.description : "\(start.date) \(start.time)"
            let ends = untilWritten.map { "the schedule ends \($0.text)" } ?? "the schedule ends"
            throw error("\(ends), before it starts (\(starts)); give a later end or an earlier 'from'", at: untilWritten?.token)
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

    func element(start: LocalDateTime, end: LocalDateTime?, repetition: ScheduleElement.Repetition,
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
