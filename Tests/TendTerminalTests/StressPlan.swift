import TendCore
import TendTerminal

/// Views with text chosen to strain the layout: long Japanese titles without spaces, long ids,
/// labels and notes, many occurrences, and things done on another day.
enum StressPlan {
    static let date = CivilDate(year: 2026, month: 3, day: 29)!
    static let longTitle = "毎日の服薬と運動の記録をつけるための非常に長いタスク名でスペースがない"
    static let longID = "a-very-long-task-identifier-that-people-still-type"
    static let longLabel = "before breakfast, after the morning walk"

    static var todayView: TodayView {
        let hours = (0..<24).map { hour in
            OccurrenceRow(
                number: hour + 1, time: TimeOfDay(hour: hour, minute: 0),
                label: hour % 5 == 0 ? longLabel : nil,
                status: hour < 3 ? .done(at: LocalDateTime(date: date.adding(days: 1), time: .midnight))
                    : hour < 10 ? .overdue : hour == 10 ? .next : .upcoming)
        }
        return TodayView(date: date, groups: [
            TaskGroupSection(name: "服薬 " + longTitle, color: .pink, cards: [
                TaskCard(id: longID, title: longTitle, subtitle: longTitle, instructions: longTitle, body: .simple(Array(hours.prefix(1)))),
                TaskCard(id: longID, title: longTitle, subtitle: longTitle, instructions: longTitle, body: .instructions(Array(hours.prefix(1)))),
                TaskCard(id: longID, title: longTitle, subtitle: longTitle, instructions: longTitle, body: .checklist(hours)),
                TaskCard(id: longID, title: longTitle, subtitle: longTitle, instructions: longTitle, body: .grid(hours)),
                TaskCard(id: longID, title: longTitle, subtitle: longTitle, instructions: longTitle, body: .log([
                    LogEntryRow(time: .midnight, value: ValueText(longTitle, unit: longLabel), note: longTitle),
                ])),
            ]),
        ])
    }

    static var listView: TaskListView {
        TaskListView(rows: [
            TaskListRow(id: longID, title: longTitle, group: longTitle, style: .instructions, schedule: longTitle + " " + longLabel),
            TaskListRow(id: "x", title: "x", style: .log, schedule: "x"),
        ])
    }

    static var detailView: TaskDetailView {
        TaskDetailView(
            id: longID, title: longTitle, style: .grid, group: longTitle, color: .purple, schedule: longTitle,
            zone: "America/Argentina/ComodRivadavia", instructions: longTitle + "\n\n" + longLabel,
            target: ValueText(longTitle, unit: longLabel), countsTowardAdherence: false,
            created: LocalDateTime(date: date), removed: LocalDateTime(date: date.adding(days: 2)),
            nextOccurrences: [UpcomingOccurrence(date: date, time: nil, label: longLabel)],
            versions: [ScheduleVersionRow(number: 12, effectiveFrom: LocalDateTime(date: date), schedule: longTitle)],
            recentRecords: [
                RecordRow(
                    at: LocalDateTime(date: date), kind: .done(due: LocalDateTime(date: date.adding(days: -1))),
                    values: [ValueText(longTitle, unit: longLabel)], note: longTitle),
            ])
    }

    static var summaryView: SummaryView {
        SummaryView(
            firstDay: CivilDate(year: 2026, month: 12, day: 28)!, lastDay: CivilDate(year: 2027, month: 1, day: 3)!,
            tasks: [TaskAdherenceRow(id: longID, title: longTitle, adherence: Adherence(expected: 123_456, done: 123_455))],
            days: [DayAdherenceRow(date: date, adherence: Adherence(expected: 0, done: 0))],
            missed: [MissedOccurrenceRow(taskID: longID, title: longTitle, date: date, time: nil, label: longLabel)])
    }

    static var nextView: NextView {
        NextView(today: date, rows: [
            NextRow(status: .overdue, date: date, time: TimeOfDay(hour: 9, minute: 0), id: longID, title: longTitle, label: longLabel),
            NextRow(status: .next, date: date.adding(days: 1), time: nil, id: longID, title: longTitle),
        ])
    }

    static var contact: Contact {
        Contact(
            id: longID, name: longTitle, title: longLabel, role: longTitle, organization: longTitle, category: .emergency,
            phones: [LabeledValue(label: longLabel, value: "+81 3-1234-5678-9012-3456-7890-1234-5678")],
            emails: [LabeledValue(label: "work", value: "a.very.long.address.without.any.break@" + longID + ".example.jp")],
            address: longTitle, coordinates: GeoCoordinates(latitude: -33.868820123, longitude: 151.209296456), note: longTitle)
    }

    static func render(_ name: String, style: TerminalStyle) -> String {
        switch name {
        case "today": TodayRenderer.render(todayView, style: style)
        case "list": TaskListRenderer.render(listView, style: style)
        case "show": TaskDetailRenderer.render(detailView, style: style)
        case "summary": SummaryTextRenderer.render(summaryView, style: style)
        case "next": NextRenderer.render(nextView, style: style)
        case "contact-list": ContactListRenderer.render([contact], style: style)
        case "contact-show": ContactDetailRenderer.render(
            ContactDetailView(contact: contact, tasks: [LinkedTask(id: longID, title: longTitle)]), style: style)
        default: fatalError("no renderer named \(name)")
        }
    }
}
