/// The local day (`CivilDate.dayNumber`) of instants read mostly in ascending order, as
/// `ZoneRules.localDateTime(at:)` gives it, converting only when an instant leaves the day of
/// the one before: a chart reads a year of occurrences or entries, a few hundred a day.
///
/// It keeps the span between two of the zone's transitions that the last instant lies in,
/// where the offset is one, so a new day is a division, not a look-up of the offset; the
/// zone's transitions are looked up again only when an instant leaves that span (twice a
/// year where summer time is kept).
struct LocalDayCursor {
    private let zone: ZoneRules
    /// The instants between two transitions of the zone, all at `steadyOffset`.
    private var steady: Range<Int64> = 0..<0
    private var steadyOffset: Int64 = 0
    /// The instants of the day last converted that lie in `steady`.
    private var kept: Range<Int64> = 0..<0
    private var keptDay = 0

    init(zone: ZoneRules) {
        self.zone = zone
    }

    /// The local day of `instant`.
    mutating func dayNumber(at instant: Instant) -> Int {
        let seconds = instant.seconds
        if kept.contains(seconds) { return keptDay }
        if !steady.contains(seconds) {
            let (previous, next) = zone.transitions(around: seconds)
            steady = (previous ?? Int64.min / 4)..<(next ?? Int64.max / 4)
            steadyOffset = Int64(zone.offset(at: seconds))
        }
        let day = Int((seconds + steadyOffset).floorDivided(by: 86_400))
        let lower = Int64(day) * 86_400 - steadyOffset
        kept = max(lower, steady.lowerBound)..<min(lower + 86_400, steady.upperBound)
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
