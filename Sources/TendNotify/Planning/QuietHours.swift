import TendCore

/// A daily stretch of wall-clock time without reminders, such as 22:00 to 07:00; it may span
/// midnight. The start is inside, the end is not.
public struct QuietHours: Hashable, Sendable, CustomStringConvertible {
    public var start: TimeOfDay
    public var end: TimeOfDay

    /// Quiet hours from `start` to `end`; nil when they are equal (an empty or a whole day).
    public init?(start: TimeOfDay, end: TimeOfDay) {
        guard start != end else { return nil }
        self.start = start
        self.end = end
    }

    /// `22:00-07:00`.
    public var description: String { "\(start)-\(end)" }

    /// Whether `instant` falls in quiet hours, read on the wall clock of `zone`.
    public func contains(_ instant: Instant, zone: ZoneRules) -> Bool {
        contains(zone.localDateTime(at: instant).time)
    }

    /// When the quiet hours that contain `instant` end; `instant` itself when it is not quiet.
    public func end(after instant: Instant, zone: ZoneRules) -> Instant {
        let local = zone.localDateTime(at: instant)
        guard contains(local.time) else { return instant }
        let day = local.time < end ? local.date : local.date.adding(days: 1)
        return max(instant, zone.instant(for: LocalDateTime(date: day, time: end)))
    }

    private func contains(_ time: TimeOfDay) -> Bool {
        start < end ? (start <= time && time < end) : (time >= start || time < end)
    }
}
