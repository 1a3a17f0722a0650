/// Converts many nearby wall-clock times to instants quickly, remembering the span of local
/// time in which the zone's offset is constant and unambiguous.
public struct LocalTimeConverter: Sendable {
    public let zone: ZoneRules
    private var lower: Int64 = 1
    private var upper: Int64 = 0
    private var offset: Int64 = 0

    public init(zone: ZoneRules) { self.zone = zone }

    /// The instant (seconds) of a local time, with `ZoneRules.instant(forLocal:)`'s policy.
    @inline(__always)
    public mutating func instant(forLocal local: Int64) -> Int64 {
        if local >= lower && local < upper { return local - offset }
        let span = zone.unambiguousSpan(aroundLocal: local)
        lower = span.lower
        upper = span.upper
        offset = span.offset
        return local - offset
    }
}
