import TendCore
import Testing
@testable import TendNotify

/// Quiet hours on the wall clock, across midnight and daylight-saving changes.
@Suite struct QuietHoursTests {
    typealias F = PlanningFixtures

    let night = QuietHours(start: TimeOfDay(hour: 22, minute: 0)!, end: TimeOfDay(hour: 7, minute: 0)!)!

    @Test(arguments: [("21:59", false), ("22:00", true), ("23:30", true), ("00:00", true), ("06:59", true), ("07:00", false)])
    func containsAcrossMidnight(time: String, quiet: Bool) {
        #expect(night.contains(F.at(time), zone: .utc) == quiet)
    }

    @Test func endsAtTheNextEnd() {
        #expect(night.end(after: F.at("23:00"), zone: .utc) == F.at("07:00", day: 2))
        #expect(night.end(after: F.at("03:00"), zone: .utc) == F.at("07:00"))
        #expect(night.end(after: F.at("12:00"), zone: .utc) == F.at("12:00"))
    }

    @Test func equalEndsAreRefused() {
        #expect(QuietHours(start: TimeOfDay(hour: 7, minute: 0)!, end: TimeOfDay(hour: 7, minute: 0)!) == nil)
    }

    @Test func theEndFollowsTheWallClockAcrossTheSpringForward() throws {
        let berlin = ZoneRules(identifier: "Europe/Berlin", rule: try #require(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")))
        // 23:00 on 2026-03-28 at +01:00; the clocks go forward at 02:00, so 07:00 is at +02:00.
        let evening = Instant(seconds: 1_774_735_200)
        #expect(berlin.localDateTime(at: evening).description == "2026-03-28T23:00:00")
        let end = night.end(after: evening, zone: berlin)
        #expect(berlin.localDateTime(at: end).description == "2026-03-29T07:00:00")
        #expect(end.description == "2026-03-29T05:00:00Z")
    }
}
