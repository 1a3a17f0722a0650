/// The local day (`CivilDate.dayNumber`) of instants read mostly in ascending order, as
/// `ZoneRules.localDateTime(at:)` gives it, converting only when an instant leaves the day of
/// the one before: a chart reads a year of occurrences or entries, a few hundred a day.
///
/// A day is kept only when its first and last second have the same offset from UTC: then no
/// transition lies inside it (transitions are months apart), its local time runs straight
/// and every instant in it is on it. The two days a year that change offset convert each
/// instant.
struct LocalDayCursor {
    private let zone: ZoneRules
    /// The instants of the day last converted, when it has one offset throughout.
    private var kept: Range<Int64> = 0..<0
    private var keptDay = 0

    init(zone: ZoneRules) {
        self.zone = zone
    }

    /// The local day of `instant`.
    mutating func dayNumber(at instant: Instant) -> Int {
        let seconds = instant.seconds
        if kept.contains(seconds) { return keptDay }
        let offset = Int64(zone.offset(at: seconds))
        let day = Int((seconds + offset).floorDivided(by: 86_400))
        let lower = Int64(day) * 86_400 - offset
        let upper = lower + 86_400
        let steady = Int64(zone.offset(at: lower)) == offset && Int64(zone.offset(at: upper - 1)) == offset
        kept = steady ? lower..<upper : 0..<0
        keptDay = day
        return day
    }
}

extension Int64 {
    /// The quotient rounded toward minus infinity, so that an instant before 1970 is on the day before.
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
