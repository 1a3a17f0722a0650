import TendInterchange
import TendCore

/// The JSON shapes that several documents share (`docs/json.md`, "Shapes"): occurrences,
/// completions, log entries, values and adherence, each written in one place.
enum OccurrenceJSON {
    /// A schedule occurrence: `{index, start, end, allDay, label}`.
    static func occurrence(_ occurrence: Occurrence, label: String?, zone: ZoneRules) -> [(String, JSON.Value)] {
        var members = JSONMemberList()
        self.occurrence(occurrence, label: label, zone: zone, into: &members)
        return members.fields
    }

    /// A schedule occurrence's members, written one by one (into a streamed document too).
    static func occurrence(_ occurrence: Occurrence, label: String?, zone: ZoneRules, into members: inout some JSONMembers) {
        members.member("index", .int(occurrence.index))
        members.member("start", .string(DateTimeArgument.iso8601(occurrence.start, zone: zone)))
        members.member("end", occurrence.end.map { .string(DateTimeArgument.iso8601($0, zone: zone)) } ?? .null)
        members.member("allDay", .bool(occurrence.allDay))
        members.member("label", label.map { .string($0) } ?? .null)
    }

    /// A task occurrence: `{task, scheduleVersion}` and a schedule occurrence.
    static func occurrence(_ item: TaskOccurrence, zone: ZoneRules) -> JSON.Value {
        .object(fields(item, zone: zone))
    }

    /// The fields of a task occurrence, for documents that add their own.
    static func fields(_ item: TaskOccurrence, zone: ZoneRules) -> [(String, JSON.Value)] {
        [("task", .string(item.taskID)), ("scheduleVersion", .int(item.version))]
            + occurrence(item.occurrence, label: item.label, zone: zone)
    }

    /// A completion: `{task, scheduleVersion, index, start, doneAt, note, values}`.
    static func completion(_ outcome: Outcome, zone: ZoneRules) -> JSON.Value {
        .object([
            ("task", .string(outcome.occurrence.taskID)),
            ("scheduleVersion", .int(outcome.occurrence.version)),
            ("index", .int(outcome.occurrence.index)),
            ("start", .string(DateTimeArgument.iso8601(outcome.occurrenceStart, zone: zone))),
            ("doneAt", .string(DateTimeArgument.iso8601(outcome.recordedAt, zone: zone))),
            ("note", outcome.note.map { .string($0) } ?? .null),
            ("values", .array(outcome.values.map { value($0.value, unit: $0.unit) })),
        ])
    }

    /// A log entry: `{id, task, at, value, note}`.
    static func log(_ entry: LogEntry, zone: ZoneRules) -> JSON.Value {
        .object([
            ("id", .int(Int(entry.id))),
            ("task", .string(entry.taskID)),
            ("at", .string(DateTimeArgument.iso8601(entry.at, zone: zone))),
            ("value", entry.value.map { value($0, unit: entry.unit) } ?? .null),
            ("note", entry.note.map { .string($0) } ?? .null),
        ])
    }

    /// A value: `{value, unit}`, the value a number, a boolean or a string.
    static func value(_ value: RecordedValue, unit: String?) -> JSON.Value {
        let json: JSON.Value
        switch value {
        case .number(let n): json = .double(n)
        case .boolean(let b): json = .bool(b)
        case .text(let t): json = .string(t)
        }
        return .object([("value", json), ("unit", unit.map { .string($0) } ?? .null)])
    }

    /// Adherence: `{done, expected, percent}`, percent rounded down and null when nothing was expected.
    static func adherence(_ adherence: Adherence) -> JSON.Value {
        .object([("done", .int(adherence.done)), ("expected", .int(adherence.expected)),
                 ("percent", adherence.percent.map { .int($0) } ?? .null)])
    }
}
