import Testing
import TendCore
import TendSystem

/// `for N days|weeks|months` means what the manual says in every zone, across a change of the
/// clocks: for elapsed time (minutes, hours) N × 24 hours of real time from the first dose, for
/// day-based schedules N calendar days from the start date.
@Suite struct CourseLengthTests {
    /// Each zone with a start date a few days before one of its clock changes in 2026.
    static let zones: [(name: String, start: CivilDate)] = [
        ("UTC", CivilDate(year: 2026, month: 10, day: 22)!),
        ("Europe/Berlin", CivilDate(year: 2026, month: 10, day: 22)!),       // back an hour on 25 October
        ("America/New_York", CivilDate(year: 2026, month: 10, day: 29)!),    // back an hour on 1 November
        ("Australia/Lord_Howe", CivilDate(year: 2026, month: 10, day: 1)!),  // forward half an hour on 4 October
    ]

    static func engine(_ text: String, zone: String) throws -> (ScheduleEngine, ZoneRules, CivilDate) {
        let entry = zones.first { $0.name == zone }!
        let rules = try ZoneLoader(environment: [:]).zone(named: zone)
        let schedule = try ScheduleLanguage.parse(text, options: ScheduleParsingOptions(startDate: entry.start))
        return (ScheduleEngine(schedule: schedule, zone: rules), rules, entry.start)
    }

    static func starts(_ engine: ScheduleEngine) -> [Int64] {
        (0..<(engine.totalCount ?? 0)).compactMap { engine.occurrence(at: $0)?.start.seconds }
    }

    /// Elapsed-time courses: the doses are one step apart in real time and all fall within
    /// N × 24 hours of the first.
    @Test(arguments: [
        ("every 8 hours from 22:00 for 10 days", 28_800, 30),
        ("every 8 hours for 10 days", 28_800, 30),
        ("every 6 hours from 06:00 for 10 days", 21_600, 40),
        ("every 90 minutes from 07:00 for 2 days", 5_400, 32),
        ("every 8 hours from 22:00 for 1 week", 28_800, 21),
        ("every 8 hours from 22:00 for 5 times", 28_800, 5),
        ("every 8 hours from 22:00 for 10 days for 12 times", 28_800, 12),
    ] as [(String, Int64, Int)], zones.map(\.name))
    func elapsedCourses(course: (text: String, step: Int64, doses: Int), zone: String) throws {
        let (text, step, doses) = course
        let (engine, _, _) = try Self.engine(text, zone: zone)
        let starts = Self.starts(engine)
        #expect(starts.count == doses, "\(text) in \(zone)")
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $1 - $0 == step })
    }

    /// `for N months` of elapsed time is as many 24-hour days as the calendar months hold.
    @Test(arguments: zones.map(\.name))
    func elapsedCourseOfMonths(zone: String) throws {
        let (engine, _, start) = try Self.engine("every 12 hours from 20:00 for 1 month", zone: zone)
        let days = CalendarMonth.days(after: start)
        #expect(engine.totalCount == 2 * days)
    }

    /// Day-based courses: N calendar days, each dose at its wall-clock time, whatever the clocks do.
    @Test(arguments: [
        ("daily at 09:00 for 10 days", 10, 10, ["09:00"]),
        ("daily at 08:00 and 20:00 for 1 week", 14, 7, ["08:00", "20:00"]),
        ("4 times a day for 3 days", 12, 3, ["08:00", "12:00", "16:00", "20:00"]),
        ("every 2 hours between 08:00 and 12:00 for 2 days", 6, 2, ["08:00", "10:00", "12:00"]),
        ("daily at 09:00 until 2026-11-03", nil, nil, ["09:00"]),
    ] as [(String, Int?, Int?, [String])], zones.map(\.name))
    func dayBasedCourses(course: (text: String, doses: Int?, days: Int?, times: [String]), zone: String) throws {
        let (text, doses, days, times) = course
        let (engine, rules, start) = try Self.engine(text, zone: zone)
        let local = Self.starts(engine).map { rules.localDateTime(at: Instant(seconds: $0)) }
        if let doses { #expect(local.count == doses, "\(text) in \(zone)") }
        let lastDay = days.map { start.adding(days: $0 - 1) } ?? CivilDate(year: 2026, month: 11, day: 3)!
        #expect(local.first?.date == start)
        #expect(local.last?.date == lastDay)
        #expect(Set(local.map(\.time.description)) == Set(times))
    }
}

/// The length of one calendar month from a date, in days.
private enum CalendarMonth {
    static func days(after date: CivilDate) -> Int {
        let month = date.month == 12 ? 1 : date.month + 1
        let year = date.month == 12 ? date.year + 1 : date.year
        return CivilDate(year: year, month: month, day: date.day)!.dayNumber - date.dayNumber
    }
}
