/// One day of a zone: its first instant and the first instant of the next day, and the
/// wall-clock time of instants, read with the day's offset when the day keeps one offset
/// throughout (every day but those of a change of offset), so that a day's occurrences and
/// completions are placed without a look-up in the zone's transitions each.
public struct LocalDay: Sendable {
    public let date: CivilDate
    public let zone: ZoneRules
    /// The day's midnight.
    public let start: Instant
    /// The next day's midnight.
    public let end: Instant
    /// The offset of every instant of the day; nil on a day whose offset changes.
    private let steadyOffset: Int64?
    /// The day's midnight on the wall clock, in seconds after 1970-01-01 00:00 as if every day
    /// had 86,400 (`LocalDateTime.localSeconds`).
    private let localMidnight: Int64

    /// The day `date` of `zone`.
    public init(_ date: CivilDate, zone: ZoneRules) {
        self.date = date
        self.zone = zone
        let (first, last) = (zone.instant(for: LocalDateTime(date: date)), zone.instant(for: LocalDateTime(date: date.adding(days: 1))))
        start = first
        end = last
        let steady = zone.transitions(around: first.seconds).next.map { $0 >= last.seconds } ?? true
        steadyOffset = steady ? Int64(zone.offset(at: first)) : nil
        localMidnight = Int64(date.dayNumber) * 86_400
    }

    /// The wall-clock date-time at `instant`, on this day or any other.
    public func localDateTime(at instant: Instant) -> LocalDateTime {
        if let steadyOffset, start <= instant, instant < end {
            // Most times of the day fall on its own date: only the time of day is worked out.
            let sinceMidnight = instant.seconds + steadyOffset - localMidnight
            guard (0..<86_400).contains(sinceMidnight) else { return LocalDateTime(localSeconds: instant.seconds + steadyOffset) }
            return LocalDateTime(date: date, time: TimeOfDay(secondsSinceMidnight: Int(sinceMidnight)))
        }
        return zone.localDateTime(at: instant)
    }
}
