/// Turning a validated phrase into schedule elements.
extension ParsedPhrase {
    /// The phrase's elements: one, or one per time of day when the times have labels of their
    /// own. Call `validate(options:)` first. The end is checked here, where it is computed:
    /// it must lie in the calendar and after the start.
    func elements(options: ScheduleParsingOptions) throws(ScheduleSyntaxError) -> [ScheduleElement] {
        let startDate = modifiers.from?.date ?? options.startDate
        let repetition = repetition(startDate: startDate, options: options)
        if case .once(let at, _) = pattern {
            var start = at
            if let t = modifiers.times.first?.time { start = LocalDateTime(date: at.date, time: t) }
            return [element(start: start, end: nil, repetition: repetition, allDay: isAllDay,
                            label: modifiers.label ?? modifiers.times.first?.label)]
        }
        let start = courseStart(LocalDateTime(date: startDate, time: startTime(options: options)), options: options)
        let end = try end(after: start)

        // Times with their own labels become one element each, in the order given.
        let labelled = modifiers.times.contains { $0.label != nil }
        guard labelled, case .rule(let baseRule) = repetition else {
            return [element(start: start, end: end, repetition: repetition, allDay: isAllDay, label: modifiers.label)]
        }
        return modifiers.times.map { slot in
            var r = baseRule
            r.times = [slot.time]
            return element(start: start, end: end, repetition: .rule(r), allDay: false, label: slot.label ?? modifiers.label)
        }
    }

    /// How the elements repeat: once, by elapsed time, or by a rule with its times of day and
    /// its count.
    func repetition(startDate: CivilDate, options: ScheduleParsingOptions) -> ScheduleElement.Repetition {
        var r: RecurrenceRule
        switch pattern {
        case .once:
            return .once
        case .elapsed(let seconds):
            return .elapsed(seconds: seconds, count: elapsedCount(step: seconds, startDate: startDate))
        case .daily(let interval):
            r = RecurrenceRule(frequency: .daily)
            r.interval = interval
        case .weekly(let interval, let days):
            r = RecurrenceRule(frequency: .weekly)
            r.interval = interval
            r.byDay = Array(Set(days.isEmpty ? [startDate.weekday] : days)).sorted().map { .init($0) }
        case .monthly(let interval, let days, let weekdays):
            r = RecurrenceRule(frequency: .monthly)
            r.interval = interval
            r.byMonthDay = days.isEmpty && weekdays.isEmpty ? [startDate.day] : Array(Set(days)).sorted()
            r.byDay = weekdays
        case .yearly(let interval, let month, let day):
            r = RecurrenceRule(frequency: .yearly)
            r.interval = interval
            r.byMonth = [month ?? startDate.month]
            r.byMonthDay = [day ?? startDate.day]
        case .timesADay, .intervalWithinDay:
            r = RecurrenceRule(frequency: .daily)
        }
        r.times = isAllDay ? [] : dayTimes(options: options)
        r.count = modifiers.repeatCount
        return .rule(r)
    }

    /// The times of day a rule repeats at: the steps through `between A and B`, `N times a day`
    /// spread evenly over the day's window (whole minutes), or the `at` times in order.
    func dayTimes(options: ScheduleParsingOptions) -> [TimeOfDay] {
        switch pattern {
        case .intervalWithinDay(let seconds):
            let window = dayWindow(options: options)
            return Array(stride(from: window.start.secondsSinceMidnight, through: window.end.secondsSinceMidnight, by: seconds))
                .map { TimeOfDay(secondsSinceMidnight: $0) }
        case .timesADay(let n):
            let w = dayWindow(options: options)
            let span = w.end.secondsSinceMidnight - w.start.secondsSinceMidnight
            return (0..<n).map { i in
                let seconds = n == 1 ? 0 : span * i / (n - 1)
                return TimeOfDay(secondsSinceMidnight: w.start.secondsSinceMidnight + seconds / 60 * 60)
            }
        default:
            var times = modifiers.times.map(\.time)
            times.sort()
            return times
        }
    }

    /// The time of day of the first occurrence: midnight for all-day elements, else the time
    /// after `from`, else midnight (or for elapsed time the start of the waking day).
    func startTime(options: ScheduleParsingOptions) -> TimeOfDay {
        if isAllDay { return .midnight }
        if let time = modifiers.from?.time { return time }
        if case .elapsed = pattern { return options.wakingStart }
        return .midnight
    }

    /// How many times elapsed time repeats: `for N times`, or as many steps as fit in `for N
    /// days|weeks|months` counted as whole 24-hour days from the first occurrence (real time,
    /// whatever the clocks do), whichever is fewer. A 10-day course every 8 hours is 30 doses.
    func elapsedCount(step: Int64, startDate: CivilDate) -> Int? {
        guard let length = modifiers.lengthInDays,
              let lastDay = try? courseEnd(length, after: startDate) else { return modifiers.repeatCount }
        let seconds = Int64(lastDay.dayNumber - startDate.dayNumber) * 86_400
        let fitting = Int((seconds + step - 1) / step)
        return min(fitting, modifiers.repeatCount ?? fitting)
    }

    /// Where a course given at `options.givenAt` without `from` starts, so that none of its
    /// doses lies before it: elapsed time at its first step from then (`every 8 hours for 10
    /// days` given at 18:46 starts at 00:00), a day-based course the next day when all of
    /// today's times have passed. Anything else starts at `start`.
    func courseStart(_ start: LocalDateTime, options: ScheduleParsingOptions) -> LocalDateTime {
        guard modifiers.from == nil, let given = options.givenAt,
              modifiers.lengthInDays != nil || modifiers.repeatCount != nil else { return start }
        switch pattern {
        case .once:
            return start
        case .elapsed(let step):
            let late = LocalDateTime(date: start.date, time: given).localSeconds - start.localSeconds
            guard late > 0 else { return start }
            return LocalDateTime(localSeconds: start.localSeconds + (late + step - 1) / step * step)
        default:
            let times = isAllDay ? [] : dayTimes(options: options)
            guard !times.isEmpty, times.allSatisfy({ $0 < given }) else { return start }
            return LocalDateTime(date: start.date.adding(days: 1), time: start.time)
        }
    }

    /// The exclusive end: after `until`, or `for N days|weeks|months` from the start date. An
    /// elapsed-time course has no end date: its length is its count (`elapsedCount`).
    func end(after start: LocalDateTime) throws(ScheduleSyntaxError) -> LocalDateTime? {
        var end = modifiers.until
        if let length = modifiers.lengthInDays {
            let endDate = try courseEnd(length, after: start.date)
            if case .elapsed = pattern { return nil }
            end = LocalDateTime(date: endDate)
        }
        if let end, end <= start {
            let starts = start.time == .midnight ? start.date.description : "\(start.date) \(start.time)"
            let written = modifiers.untilWritten
            let ends = written.map { "the schedule ends \($0.text)" } ?? "the schedule ends"
            throw error("\(ends), before it starts (\(starts)); give a later end or an earlier 'from'", at: written?.token)
        }
        return end
    }

    /// The day after a course of `length` that starts on `date`: N days, N weeks or N months
    /// later (a month's last day when the month is shorter).
    func courseEnd(_ length: (count: Int, unit: String), after date: CivilDate) throws(ScheduleSyntaxError) -> CivilDate {
        let endDate: CivilDate
        switch length.unit {
        case "week": endDate = date.adding(days: 7 * length.count)
        case "month": endDate = ParsedPhrase.addingMonths(length.count, to: date)
        default: endDate = date.adding(days: length.count)
        }
        guard endDate.year <= CivilDate.maximumYear else { throw error("that end is after the year 9999", at: nil) }
        return endDate
    }

    func element(start: LocalDateTime, end: LocalDateTime?, repetition: ScheduleElement.Repetition,
                 allDay: Bool, label: String?) -> ScheduleElement {
        ScheduleElement(start: start, end: end, repetition: repetition, duration: modifiers.duration, allDay: allDay,
                        label: label, targets: modifiers.target.map { [$0] } ?? [])
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
