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
            A day with nothing due is 'nothing due', never 100 %. Made for cron: no colour unless on a terminal, \
            exit status 0, or 1 with --fail-if-missed when something was missed.
            """,
        options: [
            .option("--date", value: "date", help: "One day (default today)."),
            .flag("--week", help: "The seven days ending with --date or today."),
            .flag("--month", help: "The thirty days ending with --date or today."),
            .option("--from", value: "date", help: "The first day of a period (with --to)."),
            .option("--to", value: "date", help: "The last day of a period (with --from)."),
            .option("--format", value: "format", help: "text, markdown or json.", default: "text",
                    completion: .choices(["text", "markdown", "json"])),
            .flag("--fail-if-missed", help: "Exit with status 1 when an occurrence was missed."),
        ],
        examples: [CommandExample("Mail last week's summary every Monday at 07:00 (crontab).",
                                  "0 7 * * 1  tend summary --week --format markdown --fail-if-missed")])

    /// The longest period a summary covers.
    static let maximumDays = 3660

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(parsed, zone: zone)
        let today = zone.localDateTime(at: now).date
        let (first, last) = try period(parsed, today: today)
        let format = try parsed.value("--format", as: { ["text", "markdown", "json"].contains($0) ? $0 : nil })!
        let store = try context.openStore(parsed)
        let (plan, done) = try store.read { transaction -> (CarePlan, [OccurrenceKey: Instant]) in
            let plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
            let start = plan.bounds(of: first).start
            let end = plan.bounds(of: last).end
            var done: [OccurrenceKey: Instant] = [:]
            for outcome in try transaction.outcomes(scheduledIn: start..<end) { done[outcome.occurrence] = outcome.recordedAt }
            return (plan, done)
        }
        let view = summary(plan: plan, done: done, first: first, last: last, now: now)
        switch format {
        case "json": context.console.line(JSON.text(json(view)))
        case "markdown": context.console.write(SummaryMarkdownRenderer.render(view))
        default: context.console.write(SummaryTextRenderer.render(view, style: context.terminalStyle(parsed)))
        }
        return parsed.flag("--fail-if-missed") && !view.missed.isEmpty ? .failure : .success
    }

    private static func period(_ parsed: ParsedArguments, today: CivilDate) throws -> (CivilDate, CivilDate) {
        let chosen = [parsed.flag("--week"), parsed.flag("--month"), parsed.string("--from") != nil || parsed.string("--to") != nil]
        guard chosen.filter({ $0 }).count <= 1 else {
            throw parsed.usageError(.validation("Give one of --week, --month or --from with --to."))
        }
        let date = { (option: String) throws -> CivilDate? in
            try parsed.string(option).map { text in
                guard let day = ValueArgument.date(text, today: today) else {
                    throw parsed.usageError(.invalidValue(text, for: option, reason: "write a date such as 2026-12-01, or today, yesterday"))
                }
                return day
            }
        }
        if parsed.string("--from") != nil || parsed.string("--to") != nil {
            guard parsed.string("--date") == nil else { throw parsed.usageError(.validation("--date does not go with --from and --to.")) }
            guard let from = try date("--from"), let to = try date("--to") else {
                throw parsed.usageError(.validation("--from and --to go together."))
            }
            guard from <= to else { throw parsed.usageError(.validation("--to must not come before --from.")) }
            guard to.dayNumber - from.dayNumber < maximumDays else {
                throw parsed.usageError(.validation("A summary covers at most \(maximumDays) days."))
            }
            return (from, to)
        }
        let end = try date("--date") ?? today
        if parsed.flag("--week") { return (end.adding(days: -6), end) }
        if parsed.flag("--month") { return (end.adding(days: -29), end) }
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
            if adherence.expected > 0 || !task.isRemoved(at: start) {
                taskRows.append(TaskAdherenceRow(id: task.id, title: task.title, adherence: adherence))
            }
        }
        let days = (first.dayNumber...last.dayNumber).map { number in
            DayAdherenceRow(date: CivilDate(dayNumber: number), adherence: perDay[number] ?? Adherence(expected: 0, done: 0))
        }
        missed.sort { ($0.date, $0.time ?? .midnight, $0.taskID) < ($1.date, $1.time ?? .midnight, $1.taskID) }
        return SummaryView(firstDay: first, lastDay: last, tasks: taskRows, days: days, missed: missed)
    }

    static func json(_ view: SummaryView) -> JSON.Value {
        let adherence = { (a: Adherence) -> JSON.Value in
            .object([("done", .int(a.done)), ("expected", .int(a.expected)), ("percent", a.percent.map { .int($0) } ?? .null)])
        }
        return .object([
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
