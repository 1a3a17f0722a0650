import Testing
import TendCore

/// Random phrases from the language's own words: every one is read or refused with a
/// position inside the text, and every one that is read describes itself back.
@Suite struct ScheduleLanguageFuzzTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let pieces = [
        "daily", "every", "other", "day", "days", "week", "weeks", "weekly", "monthly", "yearly", "weekdays", "weekends",
        "at", "08:00", "8am", "12:30", "23:59", "noon", "on", "the", "1st", "31st", "last", "friday", "mon", "and", ",",
        "from", "until", "for", "3", "10", "0", "times", "a", "hours", "minutes", "between", "09:00", "17:00", "+",
        "2026-12-01", "2026-02-29", "03-15", "\"Morning\"", "once", "twice", "lasting", "target", "8", "glasses",
        "in", "Europe/Berlin", "RRULE:FREQ=DAILY", "x", "4x", "99999-01-01", "9999-12-31",
    ]

    @Test(arguments: 0..<16)
    func randomPhrasesNeverTrap(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 2_654_435_761 &+ 1)
        let options = ScheduleParsingOptions(startDate: CivilDate(year: 2026, month: 12, day: 1)!)
        var read = 0
        for _ in 0..<400 {
            let words = (0..<(1 + generator.next(9))).map { _ in Self.pieces[generator.next(Self.pieces.count)] }
            let text = words.joined(separator: " ")
            do {
                let schedule = try ScheduleLanguage.parse(text, options: options)
                read += 1
                let words = ScheduleDescriber.describe(schedule)
                #expect(try ScheduleLanguage.parse(words, options: options) == schedule, "\(text) → \(words)")
                let engine = ScheduleEngine(schedule: schedule, zone: .utc)
                _ = engine.occurrences(startingAtOrAfter: Instant(seconds: 1_790_000_000), limit: 3)
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.count, "\(text): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
        #expect(read > 0)
    }
}
