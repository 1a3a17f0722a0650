import TendArguments
import TendCore
import TendPlan
import TendStore
import TendTerminal

/// `tend summary`: adherence over a period, made for cron.
enum SummaryCommand: TendCommand {
    static let name = "summary"
    static let spec = CommandSpec(
        name,
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
        static let from = Option<String?>("--from", value: "date", help: "The first day of a period (with --to).")
        static let to = Option<String?>("--to", value: "date", help: "The last day of a period (with --from).")
        static let format = Option<Format>("--format", value: "format", help: "text, markdown or json (as --json).", default: .text)
        static let failIfMissed = Flag("--fail-if-missed", help: "Exit with status 1 when an occurrence was missed.")
        static let declarations: [any ArgumentDeclaration] = [date, week, month, from, to, format, CommonOptions.json, failIfMissed]

        var date: String?
        var week: Bool
        var month: Bool
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
        let (plan, done) = try store.read { transaction -> (CarePlan, [OccurrenceKey: Instant]) in
            let plan = try context.plan(transaction, zone: zone)
            // From the start of the sparklines' 7 days when the period is shorter.
            let start = plan.bounds(of: min(first, last.adding(days: -6))).start
            let end = plan.bounds(of: last).end
            var done: [OccurrenceKey: Instant] = [:]
            for outcome in try transaction.outcomes(scheduledIn: start..<end) { done[outcome.occurrence] = outcome.recordedAt }
            return (plan, done)
        }
        let view = summary(plan: plan, done: done, first: first, last: last, now: now)
        switch options.json ? .json : options.format {
        case .json: context.console.line(JSON.text(json(view)))
        case .markdown: context.console.write(SummaryMarkdownRenderer.render(view))
        case .text: context.console.write(SummaryTextRenderer.render(view, style: context.terminalStyle))
        }
        return options.failIfMissed && !view.missed.isEmpty ? .failure : .success
    }

    private static func period(_ options: Options, today: CivilDate) throws(ArgumentError) -> (CivilDate, CivilDate) {
        let hasRange = options.from != nil || options.to != nil
        guard [options.week, options.month, hasRange].filter({ $0 }).count <= 1 else {
            throw .validation("Give one of --week, --month or --from with --to.")
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
        return (end, end)
    }

    static func summary(plan: CarePlan, done: [OccurrenceKey: Instant], first: CivilDate, last: CivilDate, now: Instant) -> SummaryView {
        let zone = plan.userZone
        var taskRows: [TaskAdherenceRow] = []
        var perDay: [Int: Adherence] = [:]
        var missed: [MissedOccurrenceRow] = []
        let start = plan.bounds(of: first).start
        let end = min(plan.bounds(of: last).end, now)
        for task in plan.tasks where task.countsTowardAdherence && task.style != .log {
            guard start < end else { break }
            var adherence = Adherence(expected: 0, done: 0)
            for occurrence in plan.timeline(task).occurrences(from: start, to: end) {
                let isDone = done[occurrence.key] != nil
                let local = zone.localDateTime(at: occurrence.occurrence.start)
                adherence.expected += 1
                perDay[local.date.dayNumber, default: Adherence(expected: 0, done: 0)].expected += 1
                if isDone {
                    adherence.done += 1
                    perDay[local.date.dayNumber]!.done += 1
                } else {
                    missed.append(MissedOccurrenceRow(taskID: task.id, title: task.title, date: local.date,
                                                      time: occurrence.occurrence.allDay ? nil : local.time, label: occurrence.label))
                }
            }
            if adherence.expected > 0 || !task.isRemoved(at: end) {
                taskRows.append(TaskAdherenceRow(id: task.id, title: task.title, adherence: adherence,
                                                 lastSevenDays: lastSevenDays(task, plan: plan, done: done, last: last, now: now)))
            }
        }
        let days = (first.dayNumber...last.dayNumber).map { number in
            DayAdherenceRow(date: CivilDate(dayNumber: number), adherence: perDay[number] ?? Adherence(expected: 0, done: 0))
        }
        missed.sort { ($0.date, $0.time ?? .midnight, $0.taskID) < ($1.date, $1.time ?? .midnight, $1.taskID) }
        return SummaryView(firstDay: first, lastDay: last, tasks: taskRows, days: days, missed: missed)
    }

    /// The task's adherence on each of the 7 days ending with `last`, as the chart counts it.
    static func lastSevenDays(_ task: CareTask, plan: CarePlan, done: [OccurrenceKey: Instant], last: CivilDate,
                              now: Instant) -> [ChartPoint] {
        let first = last.adding(days: -6)
        let start = plan.bounds(of: first).start
        let end = max(start, min(plan.bounds(of: last).end, now))
        let daily = DailyAdherence(occurrences: plan.timeline(task).occurrences(from: start, to: end), zone: plan.userZone) {
            done[$0] != nil
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
