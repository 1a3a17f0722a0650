import TendCore

/// How the times of one series are written: floating (the viewer's wall clock, for schedules
/// that follow the user's zone), with a TZID (a pinned zone), or in UTC (elapsed repetition,
/// which counts real time).
enum ICalendarTimeForm: Hashable {
    case floating
    case zoned(String)
    case utc

    /// The parameters of a DTSTART, RECURRENCE-ID, EXDATE or RDATE line in this form.
    func parameters(allDay: Bool) -> [ContentLineParameter] {
        if allDay { return [ContentLineParameter(name: "VALUE", values: ["DATE"])] }
        if case .zoned(let name) = self { return [ContentLineParameter(name: "TZID", values: [name])] }
        return []
    }

    /// An instant as written in this form, read in `zone` (the series' zone).
    func text(_ instant: Instant, zone: ZoneRules, allDay: Bool) -> String {
        if allDay { return ICalendarTime.text(zone.localDateTime(at: instant).date) }
        if self == .utc { return ICalendarTime.utcText(instant) }
        return ICalendarTime.text(zone.localDateTime(at: instant))
    }

    /// An RRULE's UNTIL for the last occurrence: UTC unless the series is floating or all-day
    /// (RFC 5545 §3.3.10 asks UNTIL to match DTSTART's form).
    func until(_ instant: Instant, zone: ZoneRules, allDay: Bool) -> String {
        if allDay { return ICalendarTime.text(zone.localDateTime(at: instant).date) }
        if self == .floating { return ICalendarTime.text(zone.localDateTime(at: instant)) }
        return ICalendarTime.utcText(instant)
    }
}
