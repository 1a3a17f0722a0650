import Testing
import TendCore
@testable import TendInterchange

/// A VTIMEZONE from a zone's current rule: the DAYLIGHT and STANDARD changes as yearly rules
/// starting on their first day in 1970, or one STANDARD for a zone without daylight-saving time.
@Suite struct VTimeZoneWriterTests {
    private func text(_ zone: ZoneRules) -> String {
        ContentLineWriter.write(VTimeZoneWriter.component(for: zone, at: Instant(seconds: 1_795_000_000)))
    }

    @Test func berlin() throws {
        let zone = ZoneRules(identifier: "Europe/Berlin", rule: try #require(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")))
        #expect(text(zone) == """
            BEGIN:VTIMEZONE\r
            TZID:Europe/Berlin\r
            BEGIN:DAYLIGHT\r
            DTSTART:19700329T020000\r
            TZOFFSETFROM:+0100\r
            TZOFFSETTO:+0200\r
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
            END:DAYLIGHT\r
            BEGIN:STANDARD\r
            DTSTART:19701025T030000\r
            TZOFFSETFROM:+0200\r
            TZOFFSETTO:+0100\r
            RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
            END:STANDARD\r
            END:VTIMEZONE\r

            """)
    }

    @Test func newYorkChangesOnTheSecondAndFirstSunday() throws {
        let zone = ZoneRules(identifier: "America/New_York", rule: try #require(PosixZoneRule("EST5EDT,M3.2.0,M11.1.0")))
        let written = text(zone)
        #expect(written.contains("DTSTART:19700308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n"))
        #expect(written.contains("DTSTART:19701101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\n"))
    }

    @Test func aZoneWithoutDaylightSavingHasOneObservance() {
        let zone = ZoneRules(identifier: "Asia/Kolkata", fixedOffset: 19_800)
        #expect(text(zone) == "BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n")
    }
}
