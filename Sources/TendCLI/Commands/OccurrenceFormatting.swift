import TendCore

/// How occurrences are shown by the schedule commands.
enum OccurrenceFormatting {
    /// `#3  Tue 2026-12-01 08:00 +01:00  Morning` (all-day: the date and `all day`). The number is
    /// the occurrence's place in the schedule counted from 1, as people count (the first dose of
    /// a course is #1, its last #total); the 0-based index is for programs (JSON, `expand`).
    static func line(_ occurrence: Occurrence, schedule: Schedule, zone: ZoneRules) -> String {
        let offset = zone.offset(at: occurrence.start)
        let local = LocalDateTime(localSeconds: occurrence.start.seconds + Int64(offset))
        var text = DisplayWidth.padded("#\(occurrence.index + 1)", to: 6) + local.date.weekday.shortName + " " + local.date.description
        if occurrence.allDay {
            text += " all day"
        } else {
            text += " " + local.time.description + " " + DateTimeArgument.offsetText(offset)
        }
        if let end = occurrence.end, !occurrence.allDay {
            text += " to " + zone.localDateTime(at: end).time.description
        }
        if let label = schedule.elements[occurrence.element].label {
            text += "  " + TextSanitizer.sanitize(label)
        }
        return text
    }

    /// The tab-separated line of `schedule expand`: index, start, then end and label where
    /// they exist.
    static func tabbed(_ occurrence: Occurrence, schedule: Schedule, zone: ZoneRules) -> String {
        var fields = [String(occurrence.index), DateTimeArgument.iso8601(occurrence.start, zone: zone)]
        if let end = occurrence.end { fields.append(DateTimeArgument.iso8601(end, zone: zone)) }
        if let label = schedule.elements[occurrence.element].label {
            if occurrence.end == nil { fields.append("") }
            fields.append(TextSanitizer.sanitize(label))
        }
        return fields.joined(separator: "\t")
    }

    /// A schedule occurrence in JSON: `{index, start, end, allDay, label}`.
    static func json(_ occurrence: Occurrence, schedule: Schedule, zone: ZoneRules) -> JSON.Value {
        .object(OccurrenceJSON.occurrence(occurrence, label: schedule.elements[occurrence.element].label, zone: zone))
    }
}
