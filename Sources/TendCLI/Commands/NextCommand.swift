import TendArguments
import TendCore
import TendStore
import TendTerminal

/// `tend next`: what is due next across the tasks.
enum NextCommand: TendCommand {
    static let name = "next"
    static let spec = CommandSpec(
        name,
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
        let (state, done) = try store.read { transaction -> (DayState, DayCompletions) in
            let state = try DayState.load(transaction, day: today, now: now, zone: zone, context: context)
            var done = state.done
            guard zone.localDateTime(at: horizon).date > today else { return (state, done) }
            try transaction.forEachCompletion(scheduledIn: state.plan.bounds(of: today).end..<horizon.adding(seconds: 1)) {
                done.record($0, doneAt: $1)
            }
            return (state, done)
        }
        var overdue: [(CareTask, TaskOccurrence)] = []
        var upcoming: [(CareTask, TaskOccurrence)] = []
        let tasks = state.tasks.filter { $0.style != .log }
        for task in tasks {
            for entry in state.agenda(task).entries where entry.status == .overdue {
                overdue.append((task, entry.occurrence))
            }
        }
        for task in tasks {
            for occurrence in state.plan.timeline(task).occurrences(from: now.adding(seconds: 1), to: horizon.adding(seconds: 1))
            where done.doneAt(occurrence.key) == nil {
                upcoming.append((task, occurrence))
            }
        }
        // Overdue and upcoming each by time, tasks in id order at the same time.
        let byTime = { (a: (CareTask, TaskOccurrence), b: (CareTask, TaskOccurrence)) in
            (a.1.occurrence.start, a.0.id) < (b.1.occurrence.start, b.0.id)
        }
        overdue.sort(by: byTime)
        upcoming.sort(by: byTime)
        if upcoming.isEmpty {
            let soonest = tasks.compactMap { task in
                state.plan.timeline(task).upcoming(after: horizon, limit: 1).first.map { (task, $0) }
            }.min { $0.1.occurrence.start < $1.1.occurrence.start }
            if let soonest { upcoming = [soonest] }
        }
        if options.json {
            let item = { (pair: (CareTask, TaskOccurrence), status: String) -> JSON.Value in
                var fields = OccurrenceJSON.fields(pair.1, zone: zone)
                fields.insert(("title", .string(pair.0.title)), at: 1)
                fields.append(("status", .string(status)))
                return .object(fields)
            }
            context.console.line(JSON.text(JSONDocument.object([
                ("occurrences", .array(overdue.map { item($0, "overdue") } + upcoming.map { item($0, "upcoming") })),
            ])))
            return .success
        }
        if overdue.isEmpty && upcoming.isEmpty {
            context.console.line("Nothing is due.")
            return .success
        }
        let row = { (pair: (CareTask, TaskOccurrence), status: NextRow.Status) -> NextRow in
            let local = zone.localDateTime(at: pair.1.occurrence.start)
            return NextRow(status: status, date: local.date, time: pair.1.occurrence.allDay ? nil : local.time,
                           id: pair.0.id, title: pair.0.title, label: pair.1.label)
        }
        let view = NextView(today: today, rows: overdue.map { row($0, .overdue) } + upcoming.map { row($0, .next) })
        context.console.write(NextRenderer.render(view, style: context.terminalStyle))
        return .success
    }
}
