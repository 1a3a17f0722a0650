/// Writes schedules back in the schedule language, so that reading the words gives the same
/// schedule again.
public enum ScheduleDescriber {
    /// The schedule in words: its parts joined by ` + `, with the start date of each part
    /// unless `includingStart` is false (a shorter text for display that does not read back
    /// to the same schedule on another day), its days and moments written in `dates` (the
    /// words read back only in the language's own).
    public static func describe(_ schedule: Schedule, includingStart: Bool = true, dates: ScheduleDateStyle = .language) -> String {
        // Most schedules are one element in the user's zone: its words are the whole text.
        if schedule.elements.count == 1, schedule.zoneName == nil {
            return describe(schedule.elements[0], includingStart: includingStart, dates: dates)
        }
        var parts = schedule.elements.map { describe($0, includingStart: includingStart, dates: dates) }
        if let zone = schedule.zoneName, !parts.isEmpty {
            if let i = parts.lastIndex(where: { !RFC5545Reader.looksLikeRFC5545($0) }) {
                parts[i] += " in " + zone
            } else {
                parts[0] = "DTSTART;TZID=" + zone + parts[0].dropFirst("DTSTART".count)
            }
        }
        return parts.joined(separator: " + ")
    }

    /// One element in words, or in RFC 5545 form when words cannot say it.
    public static func describe(_ element: ScheduleElement, includingStart: Bool = true, dates: ScheduleDateStyle = .language) -> String {
        guard element.exceptionDates.isEmpty, element.extraDates.isEmpty,
              let phrase = phrase(element, includingStart: includingStart, dates: dates) else {
            return rfc5545(element)
        }
        var text = phrase
        if let end = element.end {
            if end.time == .midnight {
                text += " until " + dates.day(end.date.adding(days: -1))
            } else {
                text += " until " + dates.moment(LocalDateTime(localSeconds: end.localSeconds - 1))
            }
        }
        if let duration = element.duration {
            text += duration % 3600 == 0 ? " lasting \(duration / 3600) hours" : " lasting \(duration / 60) minutes"
        }
        if let target = element.targets.first {
            text += " target " + number(target.amount) + (target.unit.map { " " + $0 } ?? "")
        }
        return text
    }

    /// The phrase for elements the words can express, without end, duration or target.
    private static func phrase(_ element: ScheduleElement, includingStart: Bool, dates: ScheduleDateStyle) -> String? {
        let start = element.start
        let label = element.label.map { " \"\($0)\"" } ?? ""
        switch element.repetition {
        case .once:
            if element.allDay { return "on " + dates.day(start.date) + label }
            return "once at " + dates.moment(start) + label
        case .elapsed(let seconds, let count):
            let unit = seconds % 3600 == 0 ? "\(seconds / 3600) hours" : "\(seconds / 60) minutes"
            guard seconds % 60 == 0 else { return nil }
            let from = includingStart ? dates.moment(start) : "\(start.time)"
            return "every \(unit) from \(from)" + label + (count.map { " for \($0) times" } ?? "")
        case .rule(let rule):
            guard let head = head(rule, allDay: element.allDay) else { return nil }
            var text = head.text
            if !head.timesIncluded && !element.allDay {
                guard !rule.times.isEmpty else { return nil }
                text += " at "
                appendList(of: rule.times, to: &text)
            }
            if element.allDay && !rule.times.isEmpty { return nil }
            text += label
            if includingStart {
                text += " from " + (start.time == .midnight ? dates.day(start.date) : dates.moment(start))
            }
            if let count = rule.count { text += " for \(count) times" }
            return text
        }
    }

    /// The repetition words of a rule, and whether they already name the times of day.
    private static func head(_ rule: RecurrenceRule, allDay: Bool) -> (text: String, timesIncluded: Bool)? {
        guard rule.until == nil, rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty,
              rule.byYearDay.isEmpty, rule.byWeekNumber.isEmpty, rule.bySetPosition.isEmpty,
              rule.weekStart == .monday, allDay || !rule.times.isEmpty
        else { return nil }
        let every = { (unit: String, plural: String) -> String in
            rule.interval == 1 ? "" : rule.interval == 2 ? "every other \(unit)" : "every \(rule.interval) \(plural)"
        }
        switch rule.frequency {
        case .daily:
            guard rule.byDay.isEmpty, rule.byMonthDay.isEmpty, rule.byMonth.isEmpty else { return nil }
            if rule.interval == 1, let progression = progression(rule.times) { return (progression, true) }
            if rule.interval == 1 { return (allDay ? "every day" : "daily", false) }
            return (every("day", "days"), false)
        case .weekly:
            guard !rule.byDay.isEmpty, rule.byDay.allSatisfy({ $0.ordinal == nil }), rule.byMonthDay.isEmpty,
                  rule.byMonth.isEmpty else { return nil }
            let days = rule.byDay.map(\.weekday).sorted()
            if rule.interval == 1 {
                if days == [.monday, .tuesday, .wednesday, .thursday, .friday] { return ("weekdays", false) }
                if days == [.sunday, .saturday] { return ("weekends", false) }
                return ("weekly on " + list(days.map(\.name)), false)
            }
            return (every("week", "weeks") + " on " + list(days.map(\.name)), false)
        case .monthly:
            guard rule.byMonth.isEmpty, rule.byMonthDay.allSatisfy({ $0 == -1 || (1...31).contains($0) }),
                  rule.byDay.allSatisfy({ $0.ordinal.map { $0 == -1 || (1...5).contains($0) } ?? false }),
                  !(rule.byMonthDay.isEmpty && rule.byDay.isEmpty)
            else { return nil }
            let days = rule.byMonthDay.sorted { ($0 < 0 ? 100 : $0) < ($1 < 0 ? 100 : $1) }.map { "the " + ordinal($0) + ($0 < 0 ? " day" : "") }
            let weekdays = rule.byDay.map { "the " + ordinal($0.ordinal!) + " " + $0.weekday.name }
            let head = rule.interval == 1 ? "monthly" : every("month", "months")
            return (head + " on " + list(days + weekdays), false)
        case .yearly:
            guard rule.byMonth.count == 1, rule.byMonthDay.count == 1, rule.byMonthDay[0] > 0, rule.byDay.isEmpty,
                  rule.byMonthDay[0] <= CivilDate.daysInMonth(year: 2000, month: rule.byMonth[0])
            else { return nil }
            let head = rule.interval == 1 ? "yearly" : every("year", "years")
            return (head + " on " + pad(rule.byMonth[0], 2) + "-" + pad(rule.byMonthDay[0], 2), false)
        default:
            return nil
        }
    }

    /// `every 30 minutes between 09:00 and 17:00` for five or more evenly spaced times.
    private static func progression(_ times: [TimeOfDay]) -> String? {
        guard times.count >= 5 else { return nil }
        let step = times[1].secondsSinceMidnight - times[0].secondsSinceMidnight
        guard step % 60 == 0, step > 0 else { return nil }
        for i in 1..<times.count where times[i].secondsSinceMidnight - times[i - 1].secondsSinceMidnight != step {
            return nil
        }
        let unit = step % 3600 == 0 ? "\(step / 3600) hours" : "\(step / 60) minutes"
        return "every \(unit) between \(times[0]) and \(times[times.count - 1])"
    }

    /// The RFC 5545 form: DTSTART, RRULE, EXDATE and RDATE, separated by spaces.
    static func rfc5545(_ element: ScheduleElement) -> String {
        let start = element.allDay ? "DTSTART;VALUE=DATE:" + compact(element.start.date)
            : "DTSTART:" + compact(element.start)
        var parts = [start]
        switch element.repetition {
        case .rule(let rule): parts.append("RRULE:" + rule.rfcText)
        case .elapsed(let seconds, let count):
            var rule = RecurrenceRule(frequency: seconds % 3600 == 0 ? .hourly : seconds % 60 == 0 ? .minutely : .secondly)
            rule.interval = Int(seconds % 3600 == 0 ? seconds / 3600 : seconds % 60 == 0 ? seconds / 60 : seconds)
            rule.count = count
            parts.append("RRULE:" + rule.rfcText)
        case .once: break
        }
        if !element.exceptionDates.isEmpty {
            parts.append("EXDATE:" + element.exceptionDates.map(compact).joined(separator: ","))
        }
        if !element.extraDates.isEmpty {
            parts.append("RDATE:" + element.extraDates.map(compact).joined(separator: ","))
        }
        return parts.joined(separator: " ")
    }

    private static func compact(_ date: CivilDate) -> String { pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2) }

    private static func compact(_ value: LocalDateTime) -> String {
        compact(value.date) + "T" + pad(value.time.hour, 2) + pad(value.time.minute, 2) + pad(value.time.second, 2)
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        // Piece by piece, as `appendList` writes times: `joined` of the slice before the last
        // went through the standard library's unspecialized generic code, whose first call
        // looks its types up by name.
        var text = ""
        for (i, item) in items.enumerated() {
            if i > 0 { text += i == items.count - 1 ? " and " : ", " }
            text += item
        }
        return text
    }

    /// Appends the times as `list` writes them, without an array of their texts.
    private static func appendList(of times: [TimeOfDay], to text: inout String) {
        for (i, time) in times.enumerated() {
            if i > 0 { text += i == times.count - 1 ? " and " : ", " }
            text += time.description
        }
    }

    /// `1st`, `2nd`, `last`.
    static func ordinal(_ n: Int) -> String {
        if n == -1 { return "last" }
        let suffix: String
        switch (n % 10, n % 100) {
        case (1, let h) where h != 11: suffix = "st"
        case (2, let h) where h != 12: suffix = "nd"
        case (3, let h) where h != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
