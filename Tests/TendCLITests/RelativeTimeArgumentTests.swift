import Testing
import TendCore
@testable import TendCLI

/// `--date` and `--at` as people say them, on Tuesday 2026-12-01.
@Suite struct RelativeTimeArgumentTests {
    static let tuesday = CivilDate(year: 2026, month: 12, day: 1)!

    @Test(arguments: [
        ("fri", "2026-11-27"), ("Friday", "2026-11-27"), ("tue", "2026-12-01"), ("wed", "2026-11-25"),
        ("last tue", "2026-11-24"), ("last fri", "2026-11-27"), ("next tue", "2026-12-08"), ("next friday", "2026-12-04"),
        ("next wed", "2026-12-02"), ("+3d", "2026-12-04"), ("-2d", "2026-11-29"), ("+1w", "2026-12-08"),
        ("yesterday", "2026-11-30"), ("2026-12-24", "2026-12-24"),
    ])
    func days(text: String, day: String) {
        #expect(ValueArgument.date(text, today: Self.tuesday)?.description == day)
    }

    @Test(arguments: ["frid", "next", "next 3d", "+d", "3d", "+3x", "last yesterday", "+99999d"])
    func notDays(text: String) {
        #expect(ValueArgument.date(text, today: Self.tuesday) == nil)
    }

    @Test(arguments: [
        ("-2h", "2026-12-01T11:00"), ("-1h30m", "2026-12-01T11:30"), ("+15m", "2026-12-01T13:15"),
        ("08:10", "2026-12-01T08:10"), ("fri 08:10", "2026-11-27T08:10"), ("yesterday 20:00", "2026-11-30T20:00"),
        ("next fri 9am", "2026-12-04T09:00"),
    ])
    func moments(text: String, moment: String) throws {
        let now = ZoneRules.utc.instant(for: LocalDateTime(date: Self.tuesday, time: TimeOfDay(hour: 13, minute: 0)!))
        let instant = try #require(ValueArgument.moment(text, day: Self.tuesday, zone: .utc, now: now))
        #expect(LocalDateTime(localSeconds: instant.seconds).description.hasPrefix(moment))
    }
}
