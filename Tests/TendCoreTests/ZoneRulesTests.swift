import Testing
import TendCore
import TendSystem

/// Zone rules read from the system's tz database, checked against known transitions.
@Suite struct ZoneRulesTests {
    static let loader = ZoneLoader(environment: [:])

    static func zone(_ name: String) throws -> ZoneRules { try loader.zone(named: name) }

    static func local(_ text: String) -> LocalDateTime {
        let parts = text.split(separator: " ")
        let d = parts[0].split(separator: "-").map { Int($0)! }
        let t = parts[1].split(separator: ":").map { Int($0)! }
        return LocalDateTime(date: CivilDate(year: d[0], month: d[1], day: d[2])!,
                             time: TimeOfDay(hour: t[0], minute: t[1])!)
    }

    /// (zone, local wall-clock time, expected UTC instant, expected offset at that instant)
    static let cases: [(String, String, String, Int)] = [
        ("Europe/Berlin", "2026-01-15 08:00", "2026-01-15T07:00:00Z", 3600),
        ("Europe/Berlin", "2026-07-15 08:00", "2026-07-15T06:00:00Z", 7200),
        // Spring forward: 02:30 does not exist; it happens at 03:30 CEST.
        ("Europe/Berlin", "2026-03-29 02:30", "2026-03-29T01:30:00Z", 7200),
        ("Europe/Berlin", "2026-03-29 03:00", "2026-03-29T01:00:00Z", 7200),
        // Fall back: 02:30 happens twice; the first is taken.
        ("Europe/Berlin", "2026-10-25 02:30", "2026-10-25T00:30:00Z", 7200),
        ("Europe/Berlin", "2026-10-25 03:00", "2026-10-25T02:00:00Z", 3600),
        // Far dates follow the footer rule: last Sunday of March 2100 is the 28th.
        ("Europe/Berlin", "2100-03-28 02:30", "2100-03-28T01:30:00Z", 7200),
        ("Europe/Berlin", "2400-07-01 12:00", "2400-07-01T10:00:00Z", 7200),
        ("America/New_York", "2026-03-08 02:30", "2026-03-08T07:30:00Z", -4 * 3600),
        ("America/New_York", "2026-11-01 01:30", "2026-11-01T05:30:00Z", -4 * 3600),
        ("America/New_York", "2026-12-01 08:00", "2026-12-01T13:00:00Z", -5 * 3600),
        // Lord Howe moves by 30 minutes: 02:00 → 02:30 on the first Sunday of October.
        ("Australia/Lord_Howe", "2026-10-04 02:15", "2026-10-03T15:45:00Z", 11 * 3600),
        ("Australia/Lord_Howe", "2026-10-04 02:30", "2026-10-03T15:30:00Z", 11 * 3600),
        ("Australia/Lord_Howe", "2026-04-05 01:45", "2026-04-04T14:45:00Z", 11 * 3600),
        ("Asia/Tokyo", "2026-12-01 08:00", "2026-11-30T23:00:00Z", 9 * 3600),
        ("UTC", "2026-12-01 08:00", "2026-12-01T08:00:00Z", 0),
    ]

    @Test(arguments: cases)
    func wallClockTimeMapsToInstant(zoneName: String, local: String, expected: String, offset: Int) throws {
        let zone = try Self.zone(zoneName)
        let instant = zone.instant(for: Self.local(local))
        #expect(instant.description == expected)
        #expect(zone.offset(at: instant) == offset)
    }

    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Tokyo", "Pacific/Apia"])
    func fastConverterAgreesWithSlowPath(zoneName: String) throws {
        let zone = try Self.zone(zoneName)
        var converter = LocalTimeConverter(zone: zone)
        let start = LocalDateTime(date: CivilDate(year: 2011, month: 1, day: 1)!).localSeconds
        var local = start
        while local < start + 86_400 * 366 * 3 {
            #expect(converter.instant(forLocal: local) == zone.instant(forLocal: local))
            local += 900
        }
    }

    @Test func posixRuleWithHalfHourSaving() throws {
        let rule = try #require(PosixZoneRule("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"))
        #expect(rule.standardOffset == 37_800)
        #expect(rule.daylightOffset == 39_600)
        let t = try #require(rule.transitions(inYear: 2030))
        #expect(Instant(seconds: t.start).description == "2030-10-05T15:30:00Z")
        #expect(Instant(seconds: t.end).description == "2030-04-06T15:00:00Z")
    }

    @Test(arguments: ["", "X", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0", "<+1", "EST5EDT,J0,J100"])
    func malformedPosixRulesAreRejected(text: String) {
        #expect(PosixZoneRule(text) == nil)
    }

    @Test(arguments: ["XXX-99", "XXX+25", "XXX-25:00", "EST5EDT-25,M3.2.0,M11.1.0"])
    func posixOffsetsBeyondADayAreRejected(text: String) {
        #expect(PosixZoneRule(text) == nil)
    }

    @Test func posixOffsetsUpToADayAreRead() throws {
        #expect(try #require(PosixZoneRule("XXX-24:59")).standardOffset == 24 * 3600 + 59 * 60)
        #expect(try #require(PosixZoneRule("XXX+24")).standardOffset == -24 * 3600)
    }

    @Test func aTZWithAnOffsetBeyondADayIsNotATimeZone() {
        let failure = #expect(throws: ZoneLoader.Failure.self) { try Self.loader.userZone(environment: ["TZ": "XXX-99"]) }
        #expect(failure?.description == "TZ is 'XXX-99', which is not a time zone; set it to a name such as 'Europe/Berlin'")
    }

    @Test func userZoneComesFromTZ() throws {
        #expect(try Self.loader.userZone(environment: ["TZ": "Asia/Tokyo"]).identifier == "Asia/Tokyo")
        #expect(try Self.loader.userZone(environment: ["TZ": ":Europe/Berlin"]).identifier == "Europe/Berlin")
        #expect(try Self.loader.userZone(environment: ["TZ": "EST5EDT"]).offset(at: Instant(seconds: 0)) == -5 * 3600)
        #expect(try Self.loader.userZone(environment: ["TZ": ""]).identifier == "UTC")
    }

    @Test(arguments: ["../etc/passwd", "/etc/passwd", "Mars/Olympus", "Europe/../../x"])
    func badZoneNamesAreRefused(name: String) {
        #expect(throws: ZoneLoader.Failure.self) { try Self.loader.zone(named: name) }
    }
}
