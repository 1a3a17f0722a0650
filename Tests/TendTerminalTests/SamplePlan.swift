import TendCore
import TendTerminal

/// A plan with one task in each style, seen on Tuesday 1 December 2026 at 17:10.
enum SamplePlan {
    static let today = CivilDate(year: 2026, month: 12, day: 1)!

    static func at(_ hour: Int, _ minute: Int, on date: CivilDate = today) -> LocalDateTime {
        LocalDateTime(date: date, time: time(hour, minute))
    }

    static func time(_ hour: Int, _ minute: Int) -> TimeOfDay {
        TimeOfDay(hour: hour, minute: minute)!
    }

    static let todayView = TodayView(date: today, groups: [
        TaskGroupSection(name: "medication", color: .blue, cards: [
            TaskCard(
                id: "vitamin-d", title: "Vitamin D", subtitle: "every day at 08:00",
                body: .simple([OccurrenceRow(number: 1, time: time(8, 0), status: .done(at: at(8, 4)))])),
            TaskCard(
                id: "amoxicillin", title: "Amoxicillin 500 mg", subtitle: "every day at 09:00 for 10 days",
                instructions: "Take on an empty stomach, one hour before food. Finish the course even when you feel better.",
                body: .instructions([OccurrenceRow(number: 1, time: time(9, 0), status: .overdue)])),
            TaskCard(
                id: "ibuprofen", title: "イブプロフェン", subtitle: "4 times a day", 
                instructions: "1 tablet every 4–6 hours; no more than 4 a day. 1日4回まで。",
                color: .orange,
                body: .checklist([
                    OccurrenceRow(number: 1, time: time(8, 0), label: "morning", status: .done(at: at(8, 4))),
                    OccurrenceRow(number: 2, time: time(12, 0), label: "noon", status: .done(at: at(12, 31))),
                    OccurrenceRow(number: 3, time: time(16, 0), status: .overdue),
                    OccurrenceRow(number: 4, time: time(20, 0), label: "evening", status: .next),
                ])),
        ]),
        TaskGroupSection(name: "exercise", color: .green, cards: [
            TaskCard(
                id: "stretching", title: "Stretching", subtitle: "every 2 hours from 08:00 to 18:00, then a cool-down",
                instructions: "Hold each stretch for 30 seconds.",
                color: .green,
                body: .grid([
                    OccurrenceRow(number: 1, time: time(8, 0), status: .done(at: at(8, 10))),
                    OccurrenceRow(number: 2, time: time(10, 0), status: .done(at: at(10, 2))),
                    OccurrenceRow(number: 3, time: time(12, 0), status: .done(at: at(12, 45))),
                    OccurrenceRow(number: 4, time: time(14, 0), status: .overdue),
                    OccurrenceRow(number: 5, time: time(16, 0), status: .overdue),
                    OccurrenceRow(number: 6, time: time(18, 0), status: .next),
                    OccurrenceRow(number: 7, time: time(21, 0), label: "cool-down", status: .upcoming),
                ])),
            TaskCard(
                id: "physio", title: "Physiotherapy exercises for the left knee", subtitle: "weekdays at 18:30",
                body: .simple([OccurrenceRow(number: 1, time: time(18, 30), status: .next)])),
        ]),
        TaskGroupSection(name: nil, cards: [
            TaskCard(
                id: "nausea", title: "Nausea", subtitle: "whenever it happens",
                instructions: "Note how strong it was, from 0 to 10.",
                countsTowardAdherence: false,
                body: .log([
                    LogEntryRow(time: time(9, 12), value: ValueText("3", unit: "/10"), note: "after breakfast"),
                    LogEntryRow(time: time(14, 40), note: "mild, passed within minutes of sitting down quietly"),
                ])),
        ]),
    ])

    static let listView = TaskListView(rows: [
        TaskListRow(id: "vitamin-d", title: "Vitamin D", group: "medication", style: .simple, schedule: "every day at 08:00"),
        TaskListRow(
            id: "amoxicillin", title: "Amoxicillin 500 mg", group: "medication", style: .instructions,
            schedule: "every day at 09:00 for 10 days"),
        TaskListRow(
            id: "ibuprofen", title: "イブプロフェン", group: "medication", style: .checklist,
            schedule: "every day at 08:00 (morning), 12:00 (noon), 16:00 and 20:00 (evening)", color: .orange),
        TaskListRow(
            id: "stretching", title: "Stretching", group: "exercise", style: .grid,
            schedule: "every 2 hours from 08:00 to 18:00, and at 21:00 (cool-down)", color: .green),
        TaskListRow(
            id: "physio", title: "Physiotherapy exercises for the left knee", group: "exercise", style: .simple,
            schedule: "weekdays at 18:30"),
        TaskListRow(id: "nausea", title: "Nausea", style: .log, schedule: "whenever it happens"),
    ])

    static let detailView = TaskDetailView(
        id: "ibuprofen", title: "イブプロフェン", style: .checklist, group: "medication", color: .orange,
        schedule: "every day at 08:00 (morning), 12:00 (noon), 16:00 and 20:00 (evening)",
        instructions: "1 tablet every 4–6 hours; no more than 4 a day.\nTake with food.",
        target: ValueText("1", unit: "tablet"),
        created: at(9, 14, on: CivilDate(year: 2026, month: 11, day: 20)!),
        nextOccurrences: [
            UpcomingOccurrence(date: today, time: time(20, 0), label: "evening"),
            UpcomingOccurrence(date: today.adding(days: 1), time: time(8, 0), label: "morning"),
            UpcomingOccurrence(date: today.adding(days: 1), time: time(12, 0), label: "noon"),
            UpcomingOccurrence(date: today.adding(days: 1), time: time(16, 0)),
        ],
        versions: [
            ScheduleVersionRow(
                number: 1, effectiveFrom: at(9, 14, on: CivilDate(year: 2026, month: 11, day: 20)!),
                schedule: "every day at 08:00 and 20:00"),
            ScheduleVersionRow(
                number: 2, effectiveFrom: at(0, 0, on: CivilDate(year: 2026, month: 11, day: 25)!),
                schedule: "every day at 08:00 (morning), 12:00 (noon), 16:00 and 20:00 (evening)"),
        ],
        recentRecords: [
            RecordRow(at: at(12, 31), kind: .done(due: at(12, 0)), values: [ValueText("400", unit: "mg")], note: "with lunch"),
            RecordRow(at: at(8, 4), kind: .done(due: at(8, 0))),
            RecordRow(at: at(0, 20), kind: .done(due: at(20, 0, on: today.adding(days: -1))), note: "late, fell asleep"),
        ])

    /// Seven days of (done, expected) ending today, as a sparkline's points.
    static func week(_ days: [(done: Int, expected: Int)]) -> [ChartPoint] {
        days.enumerated().map { i, day in
            let bucket = ChartBucket(first: today.adding(days: i - 6), last: today.adding(days: i - 6))
            guard day.expected > 0 else { return ChartPoint(bucket: bucket, state: .nothingScheduled, expected: 0, done: 0) }
            return ChartPoint(bucket: bucket, state: day.done == 0 ? .missed : .measured,
                              value: Double(day.done * 100 / day.expected), expected: day.expected, done: day.done)
        }
    }

    static let summaryView = SummaryView(
        firstDay: CivilDate(year: 2026, month: 11, day: 25)!, lastDay: today,
        tasks: [
            TaskAdherenceRow(id: "vitamin-d", title: "Vitamin D", adherence: Adherence(expected: 7, done: 7),
                             lastSevenDays: week([(1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1)])),
            TaskAdherenceRow(id: "ibuprofen", title: "イブプロフェン", adherence: Adherence(expected: 24, done: 21),
                             lastSevenDays: week([(4, 4), (3, 4), (4, 4), (4, 4), (4, 4), (3, 4), (0, 1)])),
            TaskAdherenceRow(id: "physio", title: "Physiotherapy exercises for the left knee", adherence: Adherence(expected: 4, done: 3),
                             lastSevenDays: week([(1, 1), (1, 1), (1, 1), (0, 1), (0, 0), (0, 0), (0, 0)])),
            TaskAdherenceRow(id: "eye-drops", title: "Eye drops", adherence: Adherence(expected: 0, done: 0),
                             lastSevenDays: week(Array(repeating: (0, 0), count: 7))),
        ],
        days: [
            DayAdherenceRow(date: CivilDate(year: 2026, month: 11, day: 25)!, adherence: Adherence(expected: 6, done: 6)),
            DayAdherenceRow(date: CivilDate(year: 2026, month: 11, day: 26)!, adherence: Adherence(expected: 6, done: 5)),
            DayAdherenceRow(date: CivilDate(year: 2026, month: 11, day: 27)!, adherence: Adherence(expected: 6, done: 6)),
            DayAdherenceRow(date: CivilDate(year: 2026, month: 11, day: 28)!, adherence: Adherence(expected: 5, done: 4)),
            DayAdherenceRow(date: CivilDate(year: 2026, month: 11, day: 29)!, adherence: Adherence(expected: 5, done: 5)),
            DayAdherenceRow(date: CivilDate(year: 2026, month: 11, day: 30)!, adherence: Adherence(expected: 6, done: 5)),
            DayAdherenceRow(date: today, adherence: Adherence(expected: 1, done: 0)),
        ],
        missed: [
            MissedOccurrenceRow(
                taskID: "ibuprofen", title: "イブプロフェン", date: CivilDate(year: 2026, month: 11, day: 26)!,
                time: time(16, 0)),
            MissedOccurrenceRow(
                taskID: "physio", title: "Physiotherapy exercises for the left knee",
                date: CivilDate(year: 2026, month: 11, day: 28)!, time: time(18, 30)),
            MissedOccurrenceRow(
                taskID: "ibuprofen", title: "イブプロフェン", date: CivilDate(year: 2026, month: 11, day: 30)!,
                time: time(20, 0), label: "evening"),
            MissedOccurrenceRow(
                taskID: "ibuprofen", title: "イブプロフェン", date: today, time: time(16, 0)),
        ])

    /// `tend next` at 17:10: two overdue, the rest of the day, and tomorrow morning.
    static let nextView = NextView(today: today, rows: [
        NextRow(status: .overdue, date: today, time: time(14, 0), id: "stretching", title: "Stretching"),
        NextRow(status: .overdue, date: today, time: time(16, 0), id: "ibuprofen", title: "イブプロフェン"),
        NextRow(status: .next, date: today, time: time(18, 0), id: "stretching", title: "Stretching"),
        NextRow(status: .next, date: today, time: time(18, 30), id: "physio", title: "Physiotherapy exercises for the left knee"),
        NextRow(status: .next, date: today, time: time(20, 0), id: "ibuprofen", title: "イブプロフェン", label: "evening"),
        NextRow(status: .next, date: today.adding(days: 1), time: nil, id: "eye-drops", title: "Eye drops"),
        NextRow(status: .next, date: today.adding(days: 1), time: time(8, 0), id: "vitamin-d", title: "Vitamin D"),
    ])
}
