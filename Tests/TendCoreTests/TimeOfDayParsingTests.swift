import Testing
import TendCore

/// Times of day as people type them, read the same way by the schedule language and the
/// command-line options.
@Suite struct TimeOfDayParsingTests {
    @Test(arguments: [
        ("08:00", "08:00"), ("8:00", "08:00"), ("23:59:30", "23:59:30"), ("8am", "08:00"), ("8:30PM", "20:30"),
        (" 12 am ", "00:00"), ("12pm", "12:00"), ("12:05 pm", "12:05"),
    ])
    func readsTypedTimes(text: String, expected: String) throws {
        #expect(try #require(TimeOfDay(parsing: text)).description == expected)
    }

    @Test(arguments: ["8", "24:00", "8:5", "13pm", "0am", "08:60", "", "ab:cd", "08:00:00:00", "٨:٠٠"])
    func refusesWhatIsNotATime(text: String) {
        #expect(TimeOfDay(parsing: text) == nil)
    }
}
