import TendCore

/// Why an iCalendar file cannot be imported at all: data, with the line; the command line
/// words it. Nothing is imported when one of these is thrown.
public enum ICalendarImportError: Error, Hashable, Sendable {
    /// The content lines themselves are broken (too large, binary, not UTF-8, BEGIN/END).
    case contentLines(ContentLineError)
    /// The file holds no VCALENDAR (the name of its first component, if any).
    case notACalendar(firstComponent: String?)
    /// A VTIMEZONE whose offsets are not those of the IANA zone its TZID names.
    case zoneContradiction(tzid: String, zone: String, writtenOffsets: [Int], zoneOffsets: [Int], line: Int)
    /// An RRULE tend refuses, with the parser's reason.
    case rule(ScheduleSyntaxError, value: String, line: Int)
    /// A date or date-time property whose value cannot be read.
    case dateTime(property: String, value: String, line: Int)
}
