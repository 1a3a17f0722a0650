import TendCore

/// The VTIMEZONE of a pinned zone, from the rule the zone follows now (the footer of its TZif
/// file): a STANDARD and a DAYLIGHT observance with yearly RRULEs, or one STANDARD for a zone
/// without daylight-saving time. Offsets before the rule took effect are not written: a tend
/// export describes a plan from now on and its recent past.
enum VTimeZoneWriter {
    /// The VTIMEZONE for `zone`, its offset at `instant` used when the zone has no rule.
    static func component(for zone: ZoneRules, at instant: Instant) -> ContentComponent {
        var observances: [ContentComponent] = []
        if let rule = zone.currentRule, let daylight = rule.daylightOffset, let start = rule.start, let end = rule.end,
           let daylightRule = yearly(start), let standardRule = yearly(end) {
            observances.append(observance("DAYLIGHT", from: rule.standardOffset, to: daylight, on: firstDay(start),
                                          at: start.time, rule: daylightRule))
            observances.append(observance("STANDARD", from: daylight, to: rule.standardOffset, on: firstDay(end),
                                          at: end.time, rule: standardRule))
        } else {
            let offset = zone.currentRule?.standardOffset ?? zone.offset(at: instant)
            observances.append(observance("STANDARD", from: offset, to: offset, on: epoch, at: 0, rule: nil))
        }
        return ContentComponent(name: "VTIMEZONE", properties: [ContentLine(name: "TZID", value: zone.identifier)],
                                components: observances)
    }

    private static let epoch = CivilDate(dayNumber: 0)

    private static func observance(_ name: String, from: Int, to: Int, on day: CivilDate, at seconds: Int, rule: String?) -> ContentComponent {
        let time = TimeOfDay(secondsSinceMidnight: seconds)
        var properties = [
            ContentLine(name: "DTSTART", value: ICalendarTime.text(LocalDateTime(date: day, time: time))),
            ContentLine(name: "TZOFFSETFROM", value: ICalendarTime.offsetText(from)),
            ContentLine(name: "TZOFFSETTO", value: ICalendarTime.offsetText(to)),
        ]
        if let rule { properties.append(ContentLine(name: "RRULE", value: rule)) }
        return ContentComponent(name: name, properties: properties)
    }

    /// The day of the change in 1970, so that each observance's DTSTART is one of its own
    /// occurrences.
    private static func firstDay(_ change: PosixZoneRule.Change) -> CivilDate {
        guard case .monthWeekDay(let month, let week, let weekday) = change.date else { return epoch }
        let first = CivilDate(year: 1970, month: month, day: 1)!
        var day = 1 + (weekday - first.weekday.rawValue + 7) % 7 + 7 * (week - 1)
        while day > CivilDate.daysInMonth(year: 1970, month: month) { day -= 7 }
        return CivilDate(year: 1970, month: month, day: day)!
    }

    /// `FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU` for a change on a weekday of a month, at a time of day
    /// RFC 5545 can write (0:00 to 23:59); nil for the rare rules it cannot.
    private static func yearly(_ change: PosixZoneRule.Change) -> String? {
        guard case .monthWeekDay(let month, let week, let weekday) = change.date, (0..<86_400).contains(change.time) else {
            return nil
        }
        let day = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][weekday]
        return "FREQ=YEARLY;BYMONTH=\(month);BYDAY=\(week == 5 ? -1 : week)\(day)"
    }
}
