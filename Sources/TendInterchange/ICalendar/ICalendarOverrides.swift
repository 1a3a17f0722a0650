import TendCore

/// The components of one UID that carry a RECURRENCE-ID: completed occurrences, cancelled ones
/// and moved ones.
struct ICalendarOverrides {
    /// Overrides that mark their occurrence done.
    var completed: [ContentComponent] = []
    /// RECURRENCE-IDs of cancelled occurrences.
    var cancelled: [ContentLine] = []
    /// Moved occurrences: the RECURRENCE-ID and the new DTSTART.
    var moved: [(from: ContentLine, to: ContentLine)] = []

    /// Sorts `override` into its kind; a RANGE override is refused (the reason).
    mutating func add(_ override: ContentComponent) -> ICalendarImportResult.Skip.Reason? {
        guard let id = override.property("RECURRENCE-ID") else { return nil }
        if id.parameter("RANGE") != nil { return .rangeOverride }
        let status = override.property("STATUS")?.value.uppercased()
        if status == "CANCELLED" {
            cancelled.append(id)
        } else if Self.isCompleted(override) {
            completed.append(override)
        } else if let start = override.property("DTSTART"), start.value != id.value || start.parameter("TZID") != id.parameter("TZID") {
            moved.append((id, start))
        }
        return nil
    }

    /// STATUS:COMPLETED, a COMPLETED time or PERCENT-COMPLETE:100 (writers set one, two or all).
    static func isCompleted(_ component: ContentComponent) -> Bool {
        component.property("STATUS")?.value.uppercased() == "COMPLETED" || component.property("COMPLETED") != nil
            || component.property("PERCENT-COMPLETE")?.value == "100"
    }
}
