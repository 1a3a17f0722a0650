import Testing
import TendCore

/// The dose safety rules, in a zone an hour east of UTC so that the user's local day is not
/// UTC's: each refusal, the order they are asked in, and the doses they let through.
@Suite struct DoseSafetyTests {
    static let zone = ZoneRules(identifier: "Test+1", fixedOffset: 3_600)

    /// 2026-12-01 at `hour`:`minute` in the test zone.
    static func at(_ hour: Int, _ minute: Int = 0, day: Int = 1) -> Instant {
        zone.instant(for: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day)!,
                                        time: TimeOfDay(hour: hour, minute: minute)!))
    }

    static func safety(maxPerDay: Int? = nil, minInterval: Int64? = nil) -> DoseSafety {
        DoseSafety(task: CareTask(id: "ibuprofen", title: "Ibuprofen", style: .checklist, maxPerDay: maxPerDay,
                                  minIntervalSeconds: minInterval, created: at(0)), zone: zone)
    }

    @Test func aDoseOnTimeWithNothingNearIsRecorded() {
        let refusal = Self.safety(maxPerDay: 4, minInterval: 4 * 3_600)
            .refusal(recordingAt: Self.at(12, 5), scheduled: Self.at(12), now: Self.at(13), recorded: [Self.at(8, 5)])
        #expect(refusal == nil)
    }

    @Test func aDoseInTheFutureIsRefused() {
        let refusal = Self.safety().refusal(recordingAt: Self.at(23, 30), scheduled: Self.at(20), now: Self.at(21), recorded: [])
        #expect(refusal == .inTheFuture(at: Self.at(23, 30), now: Self.at(21)))
    }

    /// `tend done ibuprofen` typed twice: the second would record the next dose.
    @Test(arguments: [0, 14 * 60 + 59]) func aSecondDoseWithinTheRepeatMarginIsRefused(gap: Int64) {
        let first = Self.at(8, 5)
        let refusal = Self.safety().refusal(recordingAt: first.adding(seconds: gap), scheduled: Self.at(8, 30),
                                            now: Self.at(9), recorded: [first])
        #expect(refusal == .repeated(previous: first))
    }

    @Test func aDoseFifteenMinutesAfterAnotherIsNotARepeat() {
        let refusal = Self.safety().refusal(recordingAt: Self.at(8, 20), scheduled: Self.at(8, 30), now: Self.at(9),
                                            recorded: [Self.at(8, 5)])
        #expect(refusal == nil)
    }

    /// The interval holds on both sides: a dose recorded late, in the past, may not crowd the next.
    @Test(arguments: [(Self.at(8, 5), Self.at(11)), (Self.at(14), Self.at(11))])
    func aDoseCloserThanTheMinimumIntervalIsRefused(other: Instant, dose: Instant) {
        let refusal = Self.safety(minInterval: 4 * 3_600)
            .refusal(recordingAt: dose, scheduled: Self.at(12), now: Self.at(15), recorded: [other])
        #expect(refusal == .tooSoon(previous: other, minimum: 4 * 3_600))
    }

    @Test func theDailyLimitCountsTheUsersLocalDay() {
        let safety = Self.safety(maxPerDay: 2)
        // 00:30 local is still the day before in UTC; both count toward the local day.
        let recorded = [Self.at(0, 30), Self.at(8)]
        #expect(safety.refusal(recordingAt: Self.at(20), scheduled: Self.at(20), now: Self.at(21), recorded: recorded)
            == .dailyLimitReached(limit: 2, day: CivilDate(year: 2026, month: 12, day: 1)!))
        // The evening before does not count toward this day.
        let yesterday = [Self.at(22).adding(seconds: -86_400), Self.at(8)]
        #expect(safety.refusal(recordingAt: Self.at(20), scheduled: Self.at(20), now: Self.at(21), recorded: yesterday) == nil)
    }

    @Test func aDoseMoreThanAnHourEarlyIsRefusedAndAnHourEarlyIsNot() {
        let safety = Self.safety()
        #expect(safety.refusal(recordingAt: Self.at(10, 59), scheduled: Self.at(12), now: Self.at(11), recorded: [])
            == .tooEarly(scheduled: Self.at(12)))
        #expect(safety.refusal(recordingAt: Self.at(11), scheduled: Self.at(12), now: Self.at(11), recorded: []) == nil)
    }

    @Test func theWindowCoversTheDayAndTheIntervalEitherSide() {
        let window = Self.safety(minInterval: 6 * 3_600).window(around: Self.at(2))
        #expect(window.lowerBound == Self.at(20, day: 1).adding(seconds: -86_400))
        #expect(window.upperBound == Self.at(0, day: 2))
    }
}
