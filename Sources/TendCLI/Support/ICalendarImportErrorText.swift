import TendCore
import TendInterchange

/// The sentences of `tend import` for a calendar file that cannot be read, and for each part of
/// one that was skipped.
enum ICalendarImportErrorText {
    /// The sentence after `Error: ` for a file that is refused whole.
    static func sentence(_ error: ICalendarImportError, file: String) -> String {
        let nothing = "; nothing was imported"
        switch error {
        case .contentLines(let problem):
            let place = problem.line.map { "'\(file)' line \($0): " } ?? "'\(file)': "
            return place + ContentLineErrorText.reason(problem.reason) + nothing
        case .notACalendar(let first):
            return "'\(file)' is not an iCalendar file: " + (first.map { "it holds a \($0), not a VCALENDAR" } ?? "it has no BEGIN:VCALENDAR")
                + "; export a calendar (.ics) from your calendar program" + nothing
        case .zoneContradiction(let tzid, let zone, let written, let actual, let line):
            return "'\(file)' line \(line): the VTIMEZONE '\(TextSanitizer.sanitize(tzid))' gives UTC offsets \(offsets(written)), "
                + "but \(zone) has \(offsets(actual)); fix the VTIMEZONE or the TZID" + nothing
        case .rule(let problem, let value, let line):
            return "'\(file)' line \(line): the RRULE '\(TextSanitizer.sanitize(value))' cannot be read: \(problem.message)" + nothing
        case .dateTime(let property, let value, let line):
            return "'\(file)' line \(line): \(property) '\(TextSanitizer.sanitize(value))' is not a date, date-time or duration "
                + "(write 20261201, 20261201T080000, 20261201T070000Z or PT30M)" + nothing
        }
    }

    /// One line of the report for a part of the file left out.
    static func skip(_ skip: ICalendarImportResult.Skip) -> String {
        guard let component = skip.component else { return "Skipped line \(skip.line): " + reason(skip.reason) + "." }
        let what = component + (skip.summary.map { " '\(TextSanitizer.sanitize($0))'" } ?? "")
        return "Skipped \(what) at line \(skip.line): " + reason(skip.reason) + "."
    }

    private static func reason(_ reason: ICalendarImportResult.Skip.Reason) -> String {
        switch reason {
        case .malformedLine(let problem): "it cannot be read: " + ContentLineErrorText.reason(problem)
        case .unsupportedComponent: "tend keeps tasks and events only"
        case .noStart: "it has neither DTSTART nor DUE, so it is never due"
        case .repeatedProperty(let name, let line):
            "it gives \(name) again at line \(line), and a component has one \(name), so which is meant is unknown; keep one and import it again"
        case .cancelled: "it is cancelled"
        case .unknownZone(let tzid): "its time zone '\(TextSanitizer.sanitize(tzid))' is neither an IANA nor a Windows zone name tend knows"
        case .noSuchOccurrence(let id): "its RECURRENCE-ID \(TextSanitizer.sanitize(id)) is not an occurrence of its series"
        case .rangeOverride: "it changes this and all later occurrences (RANGE), which tend cannot hold"
        case .orphanOverride: "it overrides an occurrence of a series that is not in the file"
        case .duplicateUID: "an earlier component has the same UID"
        case .mixedZones: "the parts of this task are written in different time zones"
        case .unrepresentable(let message): "tend cannot hold its schedule: " + message
        }
    }

    /// `+1 and +2`, `-5`, `+5:30`.
    private static func offsets(_ list: [Int]) -> String {
        list.map { seconds in
            let magnitude = abs(seconds)
            let minutes = magnitude / 60 % 60
            return (seconds < 0 ? "-" : "+") + String(magnitude / 3600) + (minutes == 0 ? "" : ":" + (minutes < 10 ? "0" : "") + String(minutes))
        }.joined(separator: " and ")
    }
}
