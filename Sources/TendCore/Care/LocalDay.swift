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

    /// The day `date` of `zone`.
    public init(_ date: CivilDate, zone: ZoneRules) {
        self.date = date
        self.zone = zone
        let (first, last) = (zone.instant(for: LocalDateTime(date: date)), zone.instant(for: LocalDateTime(date: date.adding(days: 1))))
        start = first
        end = last
        let steady = zone.transitions(around: first.seconds).next.map { $0 >= last.seconds } ?? true
        steadyOffset = steady ? Int64(zone.offset(at: first)) : nil
    }

    /// The wall-clock date-time at `instant`, on this day or any other.
    public func localDateTime(at instant: Instant) -> LocalDateTime {
        if let steadyOffset, start <= instant, instant < end {
            return LocalDateTime(localSeconds: instant.seconds + steadyOffset)
        }
        return zone.localDateTime(at: instant)
    }
}
