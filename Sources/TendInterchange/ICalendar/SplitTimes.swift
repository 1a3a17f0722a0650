import TendCore

/// Joins the series tend wrote for one element whose times of day RFC 5545 could not say in one
/// rule (`daily at 08:00 and 20:30` became one series per time) back into that element.
enum SplitTimes {
    /// One element with every part's times, or nil when the parts differ in anything but their
    /// times, start and end, or when the joined element would not have exactly their occurrences
    /// (checked on the first 1000 from `from`).
    static func merged(_ parts: [ScheduleElement], zone: ZoneRules, from: Instant) -> ScheduleElement? {
        guard var joined = parts.first, case .rule(var rule) = joined.repetition, !rule.times.isEmpty else { return nil }
        var times: [TimeOfDay] = []
        for part in parts {
            guard case .rule(var other) = part.repetition, part.allDay == joined.allDay, part.duration == joined.duration,
                  part.label == joined.label, part.targets == joined.targets else { return nil }
            times += other.times
            other.times = rule.times
            guard other == rule else { return nil }
            joined.start = min(joined.start, part.start)
            joined.end = joined.end.flatMap { end in part.end.map { max(end, $0) } }
            joined.exceptionDates += part.exceptionDates
            joined.extraDates += part.extraDates
        }
        rule.times = Array(Set(times)).sorted()
        joined.repetition = .rule(rule)
        joined.exceptionDates.sort()
        joined.extraDates.sort()
        let separate = ScheduleEngine(schedule: Schedule(elements: parts), zone: zone).occurrences(startingAtOrAfter: from, limit: 1000)
        let together = ScheduleEngine(schedule: Schedule(elements: [joined]), zone: zone).occurrences(startingAtOrAfter: from, limit: 1000)
        return separate.map(\.start) == together.map(\.start) ? joined : nil
    }
}
