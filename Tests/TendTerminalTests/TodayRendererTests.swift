import TendCore
import TendTerminal
import Testing

@Suite struct TodayRendererTests {
    let date = CivilDate(year: 2026, month: 12, day: 1)!
    let style = TerminalStyle(width: 60)

    func time(_ hour: Int, _ minute: Int = 0) -> TimeOfDay { TimeOfDay(hour: hour, minute: minute)! }

    @Test func anEmptyDaySaysSo() {
        #expect(TodayRenderer.render(TodayView(date: date, groups: []), style: style)
            == "Nothing is due on Tuesday 1 December 2026.\n")
        let emptyGroup = TaskGroupSection(name: "medication", cards: [])
        #expect(TodayRenderer.render(TodayView(date: date, groups: [emptyGroup]), style: style)
            == "Nothing is due on Tuesday 1 December 2026.\n")
    }

    @Test func aDayWithOnlyLogTasksHasNothingDueAndNoProgressBar() {
        let card = TaskCard(id: "nausea", title: "Nausea", subtitle: "whenever it happens", countsTowardAdherence: false, body: .log([]))
        let output = TodayRenderer.render(TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [card])]), style: style)
        #expect(output == """
            Tuesday 1 December 2026                          nothing due

              Nausea                                              nausea
              whenever it happens
              log with: tend log nausea
              nothing logged yet

            """)
    }

    @Test func progressCountsOnlyTasksThatCountTowardAdherence() {
        let counted = TaskCard(id: "a", title: "A", subtitle: "daily", body: .checklist([
            OccurrenceRow(number: 1, time: time(8), status: .done(at: LocalDateTime(date: date, time: time(8)))),
            OccurrenceRow(number: 2, time: time(20), status: .upcoming),
        ]))
        let notCounted = TaskCard(id: "b", title: "B", subtitle: "daily", countsTowardAdherence: false, body: .simple([
            OccurrenceRow(number: 1, time: time(9), status: .overdue),
        ]))
        let view = TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [counted, notCounted])])
        #expect(view.progress == Adherence(expected: 2, done: 1))
    }

    @Test func aCompletionOnAnotherDayShowsItsDay() {
        let lateNight = LocalDateTime(date: date.adding(days: 1), time: time(0, 30))
        let card = TaskCard(id: "late", title: "Late dose", subtitle: "every day at 23:00", body: .simple([
            OccurrenceRow(number: 1, time: time(23), status: .done(at: lateNight)),
        ]))
        let output = TodayRenderer.render(TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [card])]), style: style)
        #expect(output.contains("☑ Late dose"))
        #expect(output.contains("every day at 23:00 · done Wed 2 Dec 00:30"))
    }

    @Test(arguments: [
        ([OccurrenceStatus.overdue], "☐", "overdue"),
        ([.next], "☐", "next"),
        ([.missed], "☐", "missed"),
        ([.upcoming], "☐", nil),
    ])
    func aOneStepTaskShowsItsMostPressingState(statuses: [OccurrenceStatus], box: String, word: String?) {
        let rows = statuses.enumerated().map { OccurrenceRow(number: $0.offset + 1, time: time(9 + $0.offset), status: $0.element) }
        let card = TaskCard(id: "t", title: "Task", subtitle: "daily", body: .simple(rows))
        let output = TodayRenderer.render(TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [card])]), style: style)
        #expect(output.contains(box + " Task"))
        #expect(output.contains("  daily" + (word.map { " · " + $0 } ?? "") + "\n"))
    }

    /// A one-step style with several doses a day shows a box per dose and the count, never one
    /// box for all three; the instructions stay under the subtitle.
    @Test func aOneStepTaskWithSeveralDosesShowsEachAndTheCount() {
        let card = TaskCard(id: "eye-drops", title: "Eye drops", subtitle: "3 times a day", instructions: "One drop in each eye.",
                            body: .instructions([
                                OccurrenceRow(number: 1, time: time(8), status: .done(at: LocalDateTime(date: date, time: time(8, 5)))),
                                OccurrenceRow(number: 2, time: time(14), status: .next),
                                OccurrenceRow(number: 3, time: time(20), status: .upcoming),
                            ]))
        let output = TodayRenderer.render(TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [card])]), style: style)
        #expect(output.contains("""
              Eye drops                                        eye-drops
              3 times a day · 1 of 3 done
              One drop in each eye.
              1  08:00  ☑ done 08:05
            ▶ 2  14:00  ☐ next
              3  20:00  ☐
            """))
    }

    @Test func theNextChecklistRowIsPointedAtAndLateRowsAreNamed() {
        let card = TaskCard(id: "ibuprofen", title: "Ibuprofen", subtitle: "3 times a day", body: .checklist([
            OccurrenceRow(number: 1, time: time(8), status: .missed),
            OccurrenceRow(number: 2, time: time(14), status: .overdue),
            OccurrenceRow(number: 3, time: time(20), status: .next),
        ]))
        let output = TodayRenderer.render(TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [card])]), style: style)
        #expect(output.contains("""
              1  08:00  ☐ missed
              2  14:00  ☐ overdue
            ▶ 3  20:00  ☐ next
            """))
    }

    @Test(arguments: [(Glyphs.unicode, "  "), (.ascii, "    ")])
    func checklistRowsKeepTheirIndentWithoutTheNextMarker(glyphs: Glyphs, indent: String) {
        let card = TaskCard(id: "ibuprofen", title: "Ibuprofen", subtitle: "twice on a past day", body: .checklist([
            OccurrenceRow(number: 1, time: time(8), status: .done(at: LocalDateTime(date: date, time: time(8)))),
            OccurrenceRow(number: 2, time: time(20), status: .missed),
        ]))
        let output = TodayRenderer.render(
            TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [card])]),
            style: TerminalStyle(width: 60, glyphs: glyphs))
        #expect(output.contains("\n" + indent + "Ibuprofen"))
        #expect(output.contains("\n" + indent + "1  08:00  " + glyphs.doneBox + " done 08:00\n"))
        #expect(output.contains("\n" + indent + "2  20:00  " + glyphs.openBox + " missed\n"))
    }

    /// Checklist rows are written straight with their columns' widths when they fit; a row too
    /// wide for the line goes to the table, which narrows the status column and wraps it.
    @Test func aChecklistTooWideForTheLineWrapsItsStatus() {
        let nextDay = CivilDate(year: 2026, month: 12, day: 2)!
        let card = TaskCard(id: "insulin", title: "Insulin", subtitle: "with meals", body: .checklist([
            OccurrenceRow(number: 1, time: time(8), label: "breakfast", status: .done(at: LocalDateTime(date: nextDay, time: time(0, 30)))),
            OccurrenceRow(number: 2, time: time(19), label: "dinner", status: .next),
        ]))
        let view = TodayView(date: date, groups: [TaskGroupSection(name: nil, cards: [card])])
        #expect(TodayRenderer.render(view, style: TerminalStyle(width: 40)).contains("""
            \n  1  08:00  breakfast  ☑ done Wed 2 Dec
                                   00:30
            ▶ 2  19:00  dinner     ☐ next
            """))
        #expect(TodayRenderer.render(view, style: TerminalStyle(width: 60)).contains("""
            \n  1  08:00  breakfast  ☑ done Wed 2 Dec 00:30
            ▶ 2  19:00  dinner     ☐ next
            """))
    }
}
