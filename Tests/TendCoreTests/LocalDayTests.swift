import TendCore
import TendSystem
import Testing

/// A local day reads the wall-clock time of an instant as its zone does, on days that keep
/// one offset (where it works out only the time of day) and on days that change it.
@Suite struct LocalDayTests {
    /// Days of 2026: ordinary ones, the two changes of Berlin, Havana's changes at midnight (on
    /// 8 March the day starts at 01:00) and Lord Howe's half-hour change.
    @Test(arguments: [
        ("UTC", 12, 3), ("Europe/Berlin", 12, 3), ("Europe/Berlin", 3, 29), ("Europe/Berlin", 10, 25),
        ("America/Havana", 3, 8), ("America/Havana", 11, 1), ("Australia/Lord_Howe", 4, 5), ("Asia/Kolkata", 7, 1),
    ])
    func theWallClockTimeIsTheZones(zoneName: String, month: Int, day dayOfMonth: Int) throws {
        let zone = try ZoneLoader(environment: [:]).zone(named: zoneName)
        let date = try #require(CivilDate(year: 2026, month: month, day: dayOfMonth))
        let day = LocalDay(date, zone: zone)
        // Every ten minutes from a day before the day to a day after it, and the instants
        // next to its bounds.
        var instants = stride(from: day.start.seconds - 86_400, to: day.end.seconds + 86_400, by: 600).map(Instant.init(seconds:))
        instants += [day.start.seconds - 1, day.start.seconds, day.end.seconds - 1, day.end.seconds].map(Instant.init(seconds:))
        for instant in instants {
            #expect(day.localDateTime(at: instant) == zone.localDateTime(at: instant), "\(zoneName) \(date) at \(instant)")
        }
        #expect(day.localDateTime(at: day.start).date == date)
        #expect(day.localDateTime(at: Instant(seconds: day.end.seconds - 1)).date == date)
    }
}
