import TendCore
import Testing
@testable import TendTerminal

@Suite struct TextFormattingTests {
    @Test(arguments: [
        (CivilDate(year: 2026, month: 12, day: 1)!, CivilDate(year: 2026, month: 12, day: 1)!, "Tuesday 1 December 2026"),
        (CivilDate(year: 2026, month: 11, day: 24)!, CivilDate(year: 2026, month: 11, day: 30)!, "24–30 November 2026"),
        (CivilDate(year: 2026, month: 11, day: 30)!, CivilDate(year: 2026, month: 12, day: 6)!, "30 November – 6 December 2026"),
        (CivilDate(year: 2026, month: 12, day: 28)!, CivilDate(year: 2027, month: 1, day: 3)!, "28 December 2026 – 3 January 2027"),
    ])
    func namesPeriods(first: CivilDate, last: CivilDate, expected: String) {
        #expect(DateText.period(from: first, to: last, dash: Glyphs.unicode.rangeDash) == expected)
    }

    @Test func namesDaysAndMoments() {
        let date = CivilDate(year: 2027, month: 2, day: 28)!
        #expect(DateText.long(date) == "Sunday 28 February 2027")
        #expect(DateText.short(date) == "Sun 28 Feb 2027")
        #expect(DateText.dayAndTime(LocalDateTime(date: date, time: TimeOfDay(hour: 0, minute: 30)!)) == "Sun 28 Feb 00:30")
    }

    @Test func namesEveryDayOfTheWeekInFull() {
        let monday = CivilDate(year: 2026, month: 11, day: 30)!
        #expect((0..<7).map { DateText.long(monday.adding(days: $0)) } == [
            "Monday 30 November 2026", "Tuesday 1 December 2026", "Wednesday 2 December 2026", "Thursday 3 December 2026",
            "Friday 4 December 2026", "Saturday 5 December 2026", "Sunday 6 December 2026",
        ])
    }

    @Test(arguments: [
        (Adherence(expected: 0, done: 0), "nothing due"),
        (Adherence(expected: 28, done: 20), "20 of 28 (71 %)"),
        (Adherence(expected: 200, done: 199), "199 of 200 (99 %)"),
        (Adherence(expected: 3, done: 3), "3 of 3 (100 %)"),
    ])
    func writesAdherenceNeverCallingAnEmptyDayComplete(adherence: Adherence, expected: String) {
        #expect(adherence.text == expected)
    }

    @Test func writesValuesWithTheirUnits() {
        #expect(ValueText("400", unit: "mg").text(.unicode) == "400\u{00A0}mg")
        #expect(ValueText("yes").text(.unicode) == "yes")
        #expect(ValueText("3", unit: "").text(.unicode) == "3")
    }

    /// A title that fits is written as it is, without wrapping; one with spaces to collapse
    /// (leading, trailing, doubled) or too wide is wrapped, as it always was.
    @Test(arguments: [
        ("Vitamin D", ["  Vitamin D                    vitamin-d"]),
        ("Vitamin  D", ["  Vitamin D                    vitamin-d"]),
        (" Vitamin D ", ["  Vitamin D                    vitamin-d"]),
        ("Vitamin D with a longer name", ["  Vitamin D with a longer      vitamin-d", "  name"]),
        ("イブプロフェン", ["  イブプロフェン               vitamin-d"]),
    ])
    func writesTitlesThatFitAsTheyAre(title: String, expected: [String]) {
        let lines = TitleWithID.lines(title: title, attributes: .bold, id: "vitamin-d", width: 40, indent: 2)
        #expect(lines.map(\.text) == expected)
        #expect(lines.allSatisfy { $0.width == DisplayWidth.of($0.text) })
    }

    /// A grid cell writes its time as digits, which must read as the time's own text does.
    @Test(arguments: [(0, 0, 0), (8, 5, 0), (12, 0, 7), (23, 59, 59)])
    func writesTimesAsTimeOfDayDoes(hour: Int, minute: Int, second: Int) {
        let time = TimeOfDay(hour: hour, minute: minute, second: second)!
        var bytes: [UInt8] = []
        TimeText.append(time, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == time.description)
        #expect(TimeText.width(time) == DisplayWidth.of(time.description))
    }
}
