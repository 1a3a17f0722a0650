import TendArguments
import TendCore
import TendPlan
import TendStore
import TendTerminal

/// `tend summary`: adherence over a period, made for cron.
enum SummaryCommand: TendCommand {
    static let spec = CommandSpec(
        "summary",
        abstract: "Show adherence per task and overall, and what was missed.",
        discussion: """
            Counts the occurrences that started before now in the period, of the tasks that count toward adherence. \
            A day with nothing due is 'nothing due', never 100 %. Each task has a sparkline of its last 7 days, marking \
            missed days and days with nothing due. Made for cron: no colour unless on a terminal, \
            exit status 0, or 1 with --fail-if-missed when something was missed.
            """,
        declaring: Options.self,
        examples: [CommandExample("Mail last week's summary every Monday at 07:00 (crontab).",
                                  "0 7 * * 1  /usr/local/bin/tend summary --week --format markdown --fail-if-missed")],
        suggestedFor: ["report", "stats", "adherence"])

    /// How the summary is written.
    enum Format: String, CaseIterable, Sendable {
        case text
        case markdown
        case json
    }

    struct Options: ParsableArguments {
        static let date = Option<String?>("--date", value: "date", help: "One day (default today).")
        static let week = Flag("--week", help: "The seven days ending with --date or today.")
        static let month = Flag("--month", help: "The thirty days ending with --date or today.")
        static let year = Flag("--year", help: "The 365 days ending with --date or today.")
        static let from = Option<String?>("--from", value: "date", help: "The first day of a period (with --to).")
        static let to = Option<String?>("--to", value: "date", help: "The last day of a period (with --from).")
        static let format = Option<Format>("--format", value: "format", help: "text, markdown or json (as --json).", default: .text)
        static let failIfMissed = Flag("--fail-if-missed", help: "Exit with status 1 when an occurrence was missed.")
        static let declarations: [any ArgumentDeclaration] = [date, week, month, year, from, to, format, CommonOptions.json, failIfMissed]

        var date: String?
        var week: Bool
        var month: Bool
        var year: Bool
        var from: String?
        var to: String?
        var format: Format
        /// `--json`, the same as `--format json`, as on every command that reads.
        var json: Bool
        var failIfMissed: Bool

        init(from parsed: ParsedArguments) {
            date = parsed[Self.date]
            week = parsed[Self.week]
            month = parsed[Self.month]
            year = parsed[Self.year]
            from = parsed[Self.from]
            to = parsed[Self.to]
            format = parsed[Self.format]
            json = parsed[CommonOptions.json]
            failIfMissed = parsed[Self.failIfMissed]
        }
    }

    /// The longest period a summary covers.
    static let maximumDays = 3660

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        if options.json, options.format == .markdown {
            throw ArgumentError.validation("Give either --json or --format markdown, not both.")
        }
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let today = zone.localDateTime(at: now).date
        let (first, last) = try period(options, today: today)
        let store = try context.openStore()
        let view = try store.read { transaction -> SummaryView in
            let plan = try context.plan(transaction, zone: zone)
            // Outcomes from the start of the sparklines' 7 days when the period is shorter.
            let window = plan.bounds(of: min(first, last.adding(days: -6))).start..<plan.bounds(of: last).end
            return try summary(plan: plan, first: first, last: last, now: now) { range in
                let read = max(range.lowerBound.adding(seconds: -86_400), window.lowerBound)
                    ..< min(range.upperBound.adding(seconds: 86_400), window.upperBound)
                return Set(try transaction.outcomes(scheduledIn: read).lazy.map(\.occurrence))
            }
        }
        switch options.json ? .json : options.format {
        case .json: context.console.line(JSON.text(json(view)))
        case .markdown: context.console.write(SummaryMarkdownRenderer.render(view))
        case .text: SummaryTextRenderer.render(view, style: context.terminalStyle, write: context.console.write)
        }
        return options.failIfMissed && !view.missed.isEmpty ? .failure : .success
    }

    private static func period(_ options: Options, today: CivilDate) throws(ArgumentError) -> (CivilDate, CivilDate) {
        let hasRange = options.from != nil || options.to != nil
        guard [options.week, options.month, options.year, hasRange].filter({ $0 }).count <= 1 else {
            throw .validation("Give one of --week, --month, --year or --from with --to.")
        }
        func date(_ text: String?, of option: Option<String?>) throws(ArgumentError) -> CivilDate? {
            guard let text else { return nil }
            guard let day = ValueArgument.date(text, today: today) else {
                throw option.invalid(text, reason: "write a date such as 2026-12-01, or today, yesterday")
            }
            return day
        }
        if hasRange {
            guard options.date == nil else { throw .validation("--date does not go with --from and --to.") }
            guard let from = try date(options.from, of: Options.from), let to = try date(options.to, of: Options.to) else {
                throw .validation("--from and --to go together.")
            }
            guard from <= to else { throw .validation("--to must not come before --from.") }
            guard to.dayNumber - from.dayNumber < maximumDays else {
                throw .validation("A summary covers at most \(maximumDays) days.")
            }
            return (from, to)
        }
        let end = try date(options.date, of: Options.date) ?? today
        if options.week { return (end.adding(days: -6), end) }
        if options.month { return (end.adding(days: -29), end) }
        if options.year { return (end.adding(days: -364), end) }
        return (end, end)
    }

    /// The days a summary aggregates at a time, with the outcomes of those days alone in memory.
    static let daysAtATime = 28

    /// The summary of `first` to `last`, aggregated `daysAtATime` days at a time as it goes:
    /// per task, per day and the missed occurrences, each run of days with the done
    /// occurrences `doneIn` reads for its instants (with a day's margin on each side, for
    /// an occurrence whose start moved), so that ten years take the memory of four weeks.
    static func summary(plan: CarePlan, first: CivilDate, last: CivilDate, now: Instant,
                        doneIn: (Range<Instant>) throws -> Set<OccurrenceKey>) rethrows -> SummaryView {
        let zone = plan.userZone
        let tasks = plan.tasks.filter { $0.countsTowardAdherence && $0.style != .log }
        var adherence = Array(repeating: Adherence(expected: 0, done: 0), count: tasks.count)
        var perDay: [Int: Adherence] = [:]
        var missed: [MissedOccurrenceRow] = []
        let end = min(plan.bounds(of: last).end, now)
        var day = first
        while day <= last, plan.bounds(of: day).start < end {
            let lastOfRun = min(day.adding(days: daysAtATime - 1), last)
            let run = plan.bounds(of: day).start..<min(plan.bounds(of: lastOfRun).end, end)
            let done = try doneIn(run)
            for (position, task) in tasks.enumerated() {
                for occurrence in plan.timeline(task).occurrences(from: run.lowerBound, to: run.upperBound) {
                    let isDone = done.contains(occurrence.key)
                    let local = zone.localDateTime(at: occurrence.occurrence.start)
                    adherence[position].expected += 1
                    perDay[local.date.dayNumber, default: Adherence(expected: 0, done: 0)].expected += 1
                    if isDone {
                        adherence[position].done += 1
                        perDay[local.date.dayNumber]!.done += 1
                    } else {
                        missed.append(MissedOccurrenceRow(taskID: task.id, title: task.title, date: local.date,
                                                          time: occurrence.occurrence.allDay ? nil : local.time, label: occurrence.label))
                    }
                }
            }
            day = lastOfRun.adding(days: 1)
        }
        var taskRows: [TaskAdherenceRow] = []
        if plan.bounds(of: first).start < end {
            let weekStart = plan.bounds(of: last.adding(days: -6)).start
            let doneInWeek = try doneIn(weekStart..<max(weekStart, end))
            for (position, task) in tasks.enumerated() where adherence[position].expected > 0 || !task.isRemoved(at: end) {
                taskRows.append(TaskAdherenceRow(id: task.id, title: task.title, adherence: adherence[position],
                                                 lastSevenDays: lastSevenDays(task, plan: plan, done: doneInWeek, last: last, now: now)))
            }
        }
        let days = (first.dayNumber...last.dayNumber).map { number in
            DayAdherenceRow(date: CivilDate(dayNumber: number), adherence: perDay[number] ?? Adherence(expected: 0, done: 0))
        }
        missed.sort { ($0.date, $0.time ?? .midnight, $0.taskID) < ($1.date, $1.time ?? .midnight, $1.taskID) }
        return SummaryView(firstDay: first, lastDay: last, tasks: taskRows, days: days, missed: missed)
    }

    /// The task's adherence on each of the 7 days ending with `last`, as the chart counts it.
    static func lastSevenDays(_ task: CareTask, plan: CarePlan, done: Set<OccurrenceKey>, last: CivilDate,
                              now: Instant) -> [ChartPoint] {
        let first = last.adding(days: -6)
        let start = plan.bounds(of: first).start
        let end = max(start, min(plan.bounds(of: last).end, now))
        let daily = DailyAdherence(occurrences: plan.timeline(task).occurrences(from: start, to: end), zone: plan.userZone) {
            done.contains($0)
        }
        return ChartSeries.occurrences(.adherence, of: daily, buckets: BucketSize.day.buckets(from: first, to: last),
                                       today: plan.userZone.localDateTime(at: now).date)
    }

    static func json(_ view: SummaryView) -> JSON.Value {
        let adherence = OccurrenceJSON.adherence
        return JSONDocument.object([
            ("from", .string(view.firstDay.description)),
            ("to", .string(view.lastDay.description)),
            ("overall", adherence(view.overall)),
            ("tasks", .array(view.tasks.map { .object([("id", .string($0.id)), ("title", .string($0.title)), ("adherence", adherence($0.adherence))]) })),
            ("days", .array(view.days.map { .object([("date", .string($0.date.description)), ("adherence", adherence($0.adherence))]) })),
            ("missed", .array(view.missed.map { row in
                .object([("task", .string(row.taskID)), ("title", .string(row.title)), ("date", .string(row.date.description)),
                         ("time", row.time.map { .string($0.description) } ?? .null), ("label", row.label.map { .string($0) } ?? .null)])
            })),
        ])
    }
}
