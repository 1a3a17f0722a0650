import TendCore

/// The zones a file's TZIDs name: IANA names (`Europe/Berlin`), Windows names as Outlook writes
/// them (`W. Europe Standard Time`), old Thunderbird paths (`/mozilla.org/20050126_1/Europe/Berlin`)
/// and a VTIMEZONE's `X-LIC-LOCATION`. A VTIMEZONE whose offsets are none of its zone's is refused.
struct ICalendarZones {
    /// The rules of an IANA zone, or nil when the system has none by that name.
    let load: (String) -> ZoneRules?
    private var resolved: [String: ZoneRules] = [:]

    init(calendars: [ContentComponent], load: @escaping (String) -> ZoneRules?, now: Instant) throws(ICalendarImportError) {
        self.load = load
        for timezone in calendars.flatMap({ $0.components("VTIMEZONE") }) {
            guard let tzid = timezone.property("TZID")?.value else { continue }
            let location = timezone.property("X-LIC-LOCATION")?.value
            guard let zone = Self.lookUp(tzid, load: load) ?? location.flatMap({ Self.lookUp($0, load: load) }) else { continue }
            try Self.check(timezone, tzid: tzid, against: zone, now: now)
            resolved[tzid] = zone
        }
    }

    /// The zone a TZID names, or nil.
    mutating func zone(_ tzid: String) -> ZoneRules? {
        if let known = resolved[tzid] { return known }
        guard let zone = Self.lookUp(tzid, load: load) else { return nil }
        resolved[tzid] = zone
        return zone
    }

    private static func lookUp(_ tzid: String, load: (String) -> ZoneRules?) -> ZoneRules? {
        let name = tzid.trimmingBlanks
        if let zone = load(name) { return zone }
        if let iana = WindowsZoneNames.ianaName(name), let zone = load(iana) { return zone }
        let parts = name.split(separator: "/")
        for count in [3, 2] where parts.count > count {
            if let zone = load(parts.suffix(count).joined(separator: "/")) { return zone }
        }
        return nil
    }

    /// Refuses a VTIMEZONE none of whose offsets the zone has in the current year.
    private static func check(_ timezone: ContentComponent, tzid: String, against zone: ZoneRules, now: Instant) throws(ICalendarImportError) {
        let written = timezone.components.compactMap { $0.property("TZOFFSETTO").flatMap { ICalendarTime.offset($0.value) } }
        guard !written.isEmpty else { return }
        let year = zone.localDateTime(at: now).date.year
        let actual = Set([1, 4, 7, 10].map { month in
            zone.offset(at: zone.instant(for: LocalDateTime(date: CivilDate(year: year, month: month, day: 15)!)))
        })
        guard actual.isDisjoint(with: written) else { return }
        throw .zoneContradiction(tzid: tzid, zone: zone.identifier, writtenOffsets: Array(Set(written)).sorted(),
                                 zoneOffsets: actual.sorted(), line: timezone.line)
    }
}
