extension RecurrenceRule {
    /// Reads an RFC 5545 RRULE value such as `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE`, with or
    /// without the `RRULE:` prefix, in any case.
    ///
    /// Errors point at the offending characters and suggest a correction where one is likely
    /// (`FREQ=WEEKYL` suggests `WEEKLY`). INTERVAL is limited to 1...100000 and COUNT to
    /// 1...1000000; lists come out sorted without repeats. See `RecurrenceRuleParser` for the
    /// combinations of parts that are refused.
    public init(parsing text: String) throws(ScheduleSyntaxError) {
        self = try RecurrenceRuleParser(text: text).parse()
    }

    /// The rule as canonical RRULE text without the `RRULE:` prefix: parts in RFC 5545's order,
    /// INTERVAL only when not 1, WKST only when not Monday, lists sorted.
    ///
    /// Parsing the text gives back an equal rule when the rule's lists are sorted without repeats
    /// (as parsed rules are) and it has no `times`. `times` have no RRULE spelling: when they form
    /// a full cross product of hours, minutes and seconds they are written as BYHOUR, BYMINUTE and
    /// BYSECOND (same occurrences, but the parsed rule holds them in those parts); otherwise they
    /// are left out and the text describes a different rule; check `isExpressibleInRFC5545`.
    public var rfcText: String {
        var parts = ["FREQ=" + frequency.keyword]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if let count { parts.append("COUNT=\(count)") }
        if let until { parts.append("UNTIL=" + until.rfcText) }
        let clock = timesAsClockParts ?? (bySecond, byMinute, byHour)
        appendList("BYSECOND", clock.seconds, to: &parts)
        appendList("BYMINUTE", clock.minutes, to: &parts)
        appendList("BYHOUR", clock.hours, to: &parts)
        if !byDay.isEmpty {
            parts.append("BYDAY=" + RecurrenceRule.canonicalOrder(byDay).map(\.rfcText).joined(separator: ","))
        }
        appendList("BYMONTHDAY", byMonthDay, to: &parts)
        appendList("BYYEARDAY", byYearDay, to: &parts)
        appendList("BYWEEKNO", byWeekNumber, to: &parts)
        appendList("BYMONTH", byMonth, to: &parts)
        appendList("BYSETPOS", bySetPosition, to: &parts)
        if weekStart != .monday { parts.append("WKST=" + weekStart.rfcCode) }
        return parts.joined(separator: ";")
    }

    /// Whether `rfcText` describes exactly this rule's occurrences: true unless the rule has
    /// `times` that are not a full cross product of hours, minutes and seconds (such as 08:00 and
    /// 20:30), or has `times` with a frequency shorter than DAILY.
    public var isExpressibleInRFC5545: Bool {
        times.isEmpty || timesAsClockParts != nil
    }

    /// `times` as BYSECOND, BYMINUTE and BYHOUR, when they are exactly every combination of them.
    private var timesAsClockParts: (seconds: [Int], minutes: [Int], hours: [Int])? {
        guard !times.isEmpty, frequency >= .daily, byHour.isEmpty, byMinute.isEmpty, bySecond.isEmpty else { return nil }
        let distinct = sortedWithoutRepeats(times)
        let hours = sortedWithoutRepeats(distinct.map(\.hour))
        let minutes = sortedWithoutRepeats(distinct.map(\.minute))
        let seconds = sortedWithoutRepeats(distinct.map(\.second))
        guard distinct.count == hours.count * minutes.count * seconds.count else { return nil }
        return (seconds, minutes, hours)
    }

    private func appendList(_ name: String, _ values: [Int], to parts: inout [String]) {
        guard !values.isEmpty else { return }
        parts.append(name + "=" + sortedWithoutRepeats(values).map(String.init).joined(separator: ","))
    }

    /// BYDAY entries in the order tend writes them: by weekday from Monday, plain before numbered,
    /// then by ordinal; each once.
    static func canonicalOrder(_ entries: [WeekdayNumber]) -> [WeekdayNumber] {
        func key(_ entry: WeekdayNumber) -> (Int, Int, Int) {
            ((entry.weekday.rawValue + 6) % 7, entry.ordinal == nil ? 0 : 1, entry.ordinal ?? 0)
        }
        var result: [WeekdayNumber] = []
        for entry in entries.sorted(by: { key($0) < key($1) }) where result.last != entry { result.append(entry) }
        return result
    }
}

extension RecurrenceRule.WeekdayNumber {
    /// `MO`, `2MO` or `-1FR`.
    var rfcText: String {
        (ordinal.map(String.init) ?? "") + weekday.rfcCode
    }
}

extension RecurrenceRule.Until {
    /// `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ`, as it was written.
    var rfcText: String {
        switch self {
        case .local(let bound, let dateOnly):
            dateOnly ? Self.dateText(bound.date) : Self.dateText(bound.date) + "T" + Self.timeText(bound.time)
        case .utc(let bound):
            Self.dateText(bound.date) + "T" + Self.timeText(bound.time) + "Z"
        }
    }

    private static func dateText(_ date: CivilDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    private static func timeText(_ time: TimeOfDay) -> String {
        pad(time.hour, 2) + pad(time.minute, 2) + pad(time.second, 2)
    }
}
