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
            return try SummaryTally.summary(plan: plan, first: first, last: last, now: now,
                                            doneMasks: AdherenceTally.doneMasks(transaction))
        }
        switch options.json ? .json : options.format {
        case .json: SummaryJSON.write(view, console: context.console)
        case .markdown: SummaryMarkdownRenderer.render(view, write: writeUntilFailure(context.console))
        case .text: SummaryTextRenderer.render(view, style: context.terminalStyle, write: writeUntilFailure(context.console))
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

    /// Writes to `console`'s standard output until a write fails, then nothing more: the
    /// process ends with that failure's message and status 74 (`TendCommandLine.run`).
    private static func writeUntilFailure(_ console: Console) -> (String) -> Void {
        { text in
            if console.outputFailure.code == nil { console.write(text) }
        }
    }
}
