import Testing
import TendCore

/// The window a record's time must lie in, `--force` or not, in a zone an hour east of UTC so
/// that "the day before" is the user's local day, not UTC's.
@Suite struct RecordingWindowTests {
    static let zone = DoseSafetyTests.zone

    static func at(_ hour: Int, _ minute: Int = 0, day: Int = 1) -> Instant { DoseSafetyTests.at(hour, minute, day: day) }

    @Test func aCompletionMayBeFromTheMidnightBeforeItsDayToADayFromNow() {
        let window = RecordingWindow.completion(scheduled: Self.at(12, day: 3), now: Self.at(13, day: 5), zone: Self.zone)
        #expect(window.earliest == Self.at(0, day: 2))
        #expect(window.latest == Self.at(13, day: 6))
        #expect(window.contains(Self.at(0, day: 2)) && window.contains(Self.at(13, day: 6)))
        #expect(!window.contains(Self.at(23, 59, day: 1)))
        #expect(!window.contains(Self.at(13, 1, day: 6)))
        #expect(!window.contains(Instant(seconds: 253_402_300_740)))  // 9999-12-31T23:59Z
        #expect(!window.contains(Instant(seconds: -62_135_596_800)))  // 0001-01-01T00:00Z
    }

    /// An occurrence days ahead (`done --date +3d --force`): the window opens at now, so a dose
    /// taken ahead of its day can still be recorded as taken now.
    @Test func aWindowWhoseMidnightIsAfterNowOpensAtNow() {
        let window = RecordingWindow.completion(scheduled: Self.at(9, day: 5), now: Self.at(13, day: 1), zone: Self.zone)
        #expect(window.earliest == Self.at(13, day: 1))
        #expect(window.contains(Self.at(13, day: 1)))
        #expect(!window.contains(Self.at(12, 59, day: 1)))
    }

    @Test func aLogEntryMayBeFromTheMidnightBeforeTheTasksFirstDay() {
        let window = RecordingWindow.logEntry(taskStart: Self.at(18, 46, day: 1), now: Self.at(9, day: 3), zone: Self.zone)
        #expect(window.earliest == Self.at(0, day: 1).adding(seconds: -86_400))  // Mon 30 Nov 00:00
        #expect(window.latest == Self.at(9, day: 4))
    }
}
