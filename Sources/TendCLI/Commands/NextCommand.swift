import TendCore
import TendStore

/// `tend next`: what is due next across the tasks.
enum NextCommand: TendCommand {
    static let spec = CommandSpec(
        "next",
        abstract: "Show what is overdue today and what is due next.",
        discussion: "Lists today's overdue occurrences, then those due within --within; when none is, the next one.",
        options: [
            .option("--within", value: "duration", help: "How far ahead to look (30m, 2h, 1d).", default: "12h"),
            CommonOptions.json,
        ])

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(parsed, zone: zone)
        let withinText = parsed.string("--within")!
        guard let within = ValueArgument.seconds(withinText), within > 0, within <= 366 * 86_400 else {
            throw parsed.usageError(.invalidValue(withinText, for: "--within", reason: "give a duration from 1m to 366d, such as 30m, 2h or 1d"))
        }
        let today = zone.localDateTime(at: now).date
        let store = try context.openStore(parsed)
        let state = try store.read { try DayState.load($0, day: today, now: now, zone: zone, context: context) }
        var overdue: [(CareTask, TaskOccurrence)] = []
        var upcoming: [(CareTask, TaskOccurrence)] = []
        let horizon = now.adding(seconds: within)
        var done = state.done
        let tasks = state.tasks.filter { $0.style != .log }
        for task in tasks {
            for entry in state.agenda(task).entries where entry.status == .overdue {
                overdue.append((task, entry.occurrence))
            }
        }
        // Later days' completions matter for occurrences past midnight.
        if zone.localDateTime(at: horizon).date > today {
            let later = try store.read { try $0.outcomes(scheduledIn: state.plan.bounds(of: today).end..<horizon.adding(seconds: 1)) }
            for outcome in later { done[outcome.occurrence] = outcome.recordedAt }
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
        if parsed.flag("--json") {
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
        for (task, occurrence) in overdue {
            context.console.line(line("overdue", task, occurrence, zone: zone, today: today))
        }
        for (task, occurrence) in upcoming {
            context.console.line(line("next", task, occurrence, zone: zone, today: today))
        }
        return .success
    }

    /// `overdue  08:00           ibuprofen  Ibuprofen  Morning`.
    private static func line(_ status: String, _ task: CareTask, _ occurrence: TaskOccurrence, zone: ZoneRules, today: CivilDate) -> String {
        let local = zone.localDateTime(at: occurrence.occurrence.start)
        var when = occurrence.occurrence.allDay ? "all day" : local.time.description
        if local.date != today { when = "\(local.date.weekday.shortName) \(local.date) " + when }
        let label = occurrence.label.map { "  " + TextSanitizer.sanitize($0) } ?? ""
        return DisplayWidth.padded(status, to: 9) + DisplayWidth.padded(when, to: 17) + task.id + "  " + TextSanitizer.sanitize(task.title) + label
    }
}
