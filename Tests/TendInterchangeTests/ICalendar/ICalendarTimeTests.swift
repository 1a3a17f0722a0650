import Testing
import TendCore
@testable import TendInterchange

/// DATE, DATE-TIME, UTC offsets and DURATION as RFC 5545 writes them, both ways.
@Suite struct ICalendarTimeTests {
    @Test func valuesAreReadInTheirThreeForms() throws {
        let date = try #require(CivilDate(year: 2026, month: 12, day: 1))
        #expect(ICalendarTime.value("20261201") == .date(date))
        #expect(ICalendarTime.value("20261201T083000") == .local(LocalDateTime(date: date, time: try #require(TimeOfDay(hour: 8, minute: 30)))))
        #expect(ICalendarTime.value("20261201T073000Z") == .utc(Instant(seconds: 1_796_110_200)))
        for bad in ["2026-12-01", "20261301", "20261201T250000", "20261201T0830", "20261201X083000", ""] {
            #expect(ICalendarTime.value(bad) == nil, "\(bad)")
        }
    }

    @Test(arguments: [("PT30M", 1800), ("P1D", 86_400), ("P1W", 604_800), ("-PT15M", -900), ("P1DT2H3M4S", 93_784),
                      ("-P0DT0H10M0S", -600), ("PT0S", 0), ("+PT1H", 3600)] as [(String, Int64)])
    func durations(text: String, seconds: Int64) {
        #expect(ICalendarTime.duration(text) == seconds)
    }

    @Test(arguments: ["", "P", "PT", "30M", "PT30", "P1H", "PTM", "P1DT", "PT99999999999999999H"])
    func notDurations(text: String) {
        #expect(ICalendarTime.duration(text) == nil)
    }

    @Test(arguments: [1800, 86_400, 93_784, -900, 0, 90_000] as [Int64])
    func writtenDurationsReadBack(seconds: Int64) {
        #expect(ICalendarTime.duration(ICalendarTime.durationText(seconds)) == seconds)
    }

    @Test func offsets() {
        #expect(ICalendarTime.offsetText(3600) == "+0100")
        #expect(ICalendarTime.offsetText(-18_000) == "-0500")
        #expect(ICalendarTime.offsetText(19_800) == "+0530")
        #expect(ICalendarTime.offset("+020000") == 7200)
        #expect(ICalendarTime.offset("-0430") == -16_200)
        #expect(ICalendarTime.offset("0100") == nil)
    }
}
