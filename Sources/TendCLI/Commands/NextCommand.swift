import TendArguments
import TendCore
import TendStore

/// `tend next`: what is due next across the tasks.
enum NextCommand: TendCommand {
    static let spec = CommandSpec(
        "next",
        abstract: "Show what is overdue today and what is due next.",
        discussion: "Lists today's overdue occurrences, then those due within --within; when none is, the next one.",
        declaring: Options.self,
        suggestedFor: ["upcoming", "soon"])

    struct Options: ParsableArguments {
        static let within = Option<String>("--within", value: "duration", help: "How far ahead to look (30m, 2h, 1d).", default: "12h")
        static let declarations: [any ArgumentDeclaration] = [within, CommonOptions.json]

        var within: String
        var json: Bool

        init(from parsed: ParsedArguments) {
            within = parsed[Self.within]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        guard let within = ValueArgument.seconds(options.within), within > 0, within <= 366 * 86_400 else {
            throw Options.within.invalid(options.within, reason: "give a duration from 1m to 366d, such as 30m, 2h or 1d")
        }
        let today = zone.localDateTime(at: now).date
        let store = try context.openStore()
        let horizon = now.adding(seconds: within)
        // One read: today's state, and the completions of later days the window reaches into
        // (occurrences past midnight), from the same moment of the database.
        let (state, later) = try store.read { transaction -> (DayState, [Outcome]) in
            let state = try DayState.load(transaction, day: today, now: now, zone: zone, context: context)
            guard zone.localDateTime(at: horizon).date > today else { return (state, []) }
            return (state, try transaction.outcomes(scheduledIn: state.plan.bounds(of: today).end..<horizon.adding(seconds: 1)))
        }
        var overdue: [(CareTask, TaskOccurrence)] = []
        var upcoming: [(CareTask, TaskOccurrence)] = []
        var done = state.done
        for outcome in later { done[outcome.occurrence] = outcome.recordedAt }
        let tasks = state.tasks.filter { $0.style != .log }
        for task in tasks {
            for entry in state.agenda(task).entries where entry.status == .overdue {
                overdue.append((task, entry.occurrence))
            }
        }
        for task in tasks {
            for occurrence in state.plan.timeline(task).occurrences(from: now.adding(seconds: 1), to: horizon.adding(seconds: 1))
            where done[occurrence.key] == nil {
                upcoming.append((task, occurrence))
            }
        }
        upcoming.sort { $0.1.occurrence.start < $1.1.occurrence.start }
        if upcoming.isEmpty {
            let soonest = tasks.compactMap { task in
                state.plan.timeline(task).upcoming(after: horizon, limit: 1).first.map { (task, $0) }
            }.min { $0.1.occurrence.start < $1.1.occurrence.start }
            if let soonest { upcoming = [soonest] }
        }
        if options.json {
            let item = { (pair: (CareTask, TaskOccurrence), status: String) -> JSON.Value in
                guard var fields = OccurrenceJSON.occurrence(pair.1, zone: zone).fields else { return .null }
                fields.insert(("title", .string(pair.0.title)), at: 1)
                fields.append(("status", .string(status)))
                return .object(fields)
            }
            context.console.line(JSON.text(.array(overdue.map { item($0, "overdue") } + upcoming.map { item($0, "upcoming") })))
            return .success
        }
        if overdue.isEmpty && upcoming.isEmpty {
            context.console.line("Nothing is due.")
            return .success
        }
        let rows = overdue.map { ("overdue", $0.0, $0.1) } + upcoming.map { ("next", $0.0, $0.1) }
        let whens = rows.map { when($0.2, zone: zone, today: today) }
        // The time column is as wide as its widest entry (a later day's date makes it wider).
        let whenWidth = whens.map { DisplayWidth.of($0) }.max()! + 2
        for ((status, task, occurrence), when) in zip(rows, whens) {
            let label = occurrence.label.map { "  " + TextSanitizer.sanitize($0) } ?? ""
            context.console.line(DisplayWidth.padded(status, to: 9) + DisplayWidth.padded(when, to: whenWidth) + task.id + "  "
                                 + TextSanitizer.sanitize(task.title) + label)
        }
        return .success
    }

    /// `08:00`, or `Wed 2026-12-02 08:00` for a day after `today`; `all day` for the time of an
    /// all-day occurrence.
    private static func when(_ occurrence: TaskOccurrence, zone: ZoneRules, today: CivilDate) -> String {
        let local = zone.localDateTime(at: occurrence.occurrence.start)
        let time = occurrence.occurrence.allDay ? "all day" : local.time.description
        return local.date == today ? time : "\(local.date.weekday.shortName) \(local.date) " + time
    }
}
