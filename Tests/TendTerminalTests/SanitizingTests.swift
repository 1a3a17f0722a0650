import TendCore
import TendTerminal
import Testing

/// Text from users reaches the terminal with its control characters shown, never obeyed.
@Suite struct SanitizingTests {
    static let hostile = "Evil\u{1B}[2J\u{1B}]0;owned\u{07}\u{202E}txt.exe"
    static let date = CivilDate(year: 2026, month: 12, day: 1)!
    static let noon = TimeOfDay(hour: 12, minute: 0)!

    static let outputs: [String: @Sendable (TerminalStyle) -> String] = [
        "today": { style in
            TodayRenderer.render(TodayView(date: date, groups: [
                TaskGroupSection(name: hostile, cards: [
                    TaskCard(
                        id: hostile, title: hostile, subtitle: hostile, instructions: hostile,
                        body: .checklist([OccurrenceRow(number: 1, time: noon, label: hostile, status: .next)])),
                    TaskCard(
                        id: "grid", title: "Grid", subtitle: "daily",
                        body: .grid([OccurrenceRow(number: 1, time: noon, label: hostile, status: .overdue)])),
                    TaskCard(
                        id: "log", title: "Log", subtitle: "whenever", body: .log([
                            LogEntryRow(time: noon, value: ValueText(hostile, unit: hostile), note: hostile),
                        ])),
                ]),
            ]), style: style)
        },
        "list": { style in
            TaskListRenderer.render(TaskListView(rows: [
                TaskListRow(id: hostile, title: hostile, group: hostile, style: .simple, schedule: hostile),
            ]), style: style)
        },
        "show": { style in
            TaskDetailRenderer.render(TaskDetailView(
                id: hostile, title: hostile, style: .simple, group: hostile, schedule: hostile, zone: hostile,
                instructions: hostile, target: ValueText(hostile, unit: hostile),
                created: LocalDateTime(date: date),
                nextOccurrences: [UpcomingOccurrence(date: date, time: noon, label: hostile)],
                versions: [ScheduleVersionRow(number: 1, effectiveFrom: LocalDateTime(date: date), schedule: hostile)],
                recentRecords: [RecordRow(at: LocalDateTime(date: date), kind: .logged, values: [ValueText(hostile)], note: hostile)]
            ), style: style)
        },
        "summary": { style in
            SummaryTextRenderer.render(SummaryView(
                firstDay: date, lastDay: date,
                tasks: [TaskAdherenceRow(id: hostile, title: hostile, adherence: Adherence(expected: 1, done: 0))],
                days: [],
                missed: [MissedOccurrenceRow(taskID: hostile, title: hostile, date: date, time: noon, label: hostile)]
            ), style: style)
        },
    ]

    @Test(arguments: outputs.keys.sorted())
    func escapeSequencesInUserTextAreNeutralised(name: String) throws {
        let render = try #require(Self.outputs[name])
        let plain = render(TerminalStyle(width: 80, usesColor: false))
        #expect(!plain.contains("\u{1B}"))
        #expect(!plain.contains("\u{07}"))
        #expect(!plain.contains("\u{202E}"))
        #expect(plain.contains("Evil^[[2J"))

        let colored = render(TerminalStyle(width: 80, usesColor: true))
        #expect(!RenderedOutput.withoutSGR(colored).contains("\u{1B}"))
    }

    @Test func markdownNeutralisesAndEscapesUserText() {
        let markdown = SummaryMarkdownRenderer.render(SummaryView(
            firstDay: Self.date, lastDay: Self.date,
            tasks: [TaskAdherenceRow(id: "a|b", title: "*Vitamin*\u{1B}[31m | D", adherence: Adherence(expected: 2, done: 1))],
            days: [],
            missed: []))
        #expect(!markdown.contains("\u{1B}"))
        #expect(markdown.contains("| \\*Vitamin\\*^\\[\\[31m \\| D (a\\|b) |  | 1 of 2 | 50 % |"))
    }
}
