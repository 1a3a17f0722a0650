import TendArguments
import TendCore
import TendPlan
import TendTerminal
import TendStore

/// `tend undo [ID [OCCURRENCE]]`: take back the latest recording, one completion, a log task's
/// latest entry or a schedule edit; `--list` shows the recent actions.
enum UndoCommand: TendCommand {
    static let name = "undo"
    static let spec = CommandSpec(
        name,
        abstract: "Take back the latest recording, a completion, a log entry or a schedule edit.",
        discussion: """
            Without an id, takes back the recording (a completion or a log entry) of any task that was made last, \
            and says which. With an id and no occurrence, takes back the task's completion of the day that was \
            recorded last, in the order the recordings were made (not the time given with --at), or a log task's \
            latest entry; run again, it takes back the one before. --edit takes back the task's latest schedule \
            version, made by tend edit --schedule, while no completion is recorded against it: the version before \
            it is in effect again. --list shows the recent actions, newest first, each with the command that \
            takes it back; a removal is taken back with tend restore.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("Take back what was recorded last.", "tend undo"),
            CommandExample("See what can be taken back.", "tend undo --list"),
            CommandExample("Take back a schedule edit.", "tend undo ibuprofen --edit"),
        ],
        suggestedFor: ["revert", "uncheck", "untick"])

    struct Options: ParsableArguments {
        static let id = Argument<String?>(
            "id", help: "The task: its id, a unique start of its id, or its title; the latest recording of any task when left out.",
            completion: .taskID)
        static let occurrence = Argument<String?>("occurrence", help: "The number shown by 'tend today', a time or a label.")
        static let list = Flag("--list", help: "Show the recent actions and what undo does with each; changes nothing.")
        static let edit = Flag("--edit", help: "Take back the task's latest schedule edit instead of a recording.")
        static let declarations: [any ArgumentDeclaration] = [id, occurrence, CommonOptions.date, list, edit, CommonOptions.json]

        var id: String?
        var occurrence: String?
        var date: String?
        var list: Bool
        var edit: Bool
        var json: Bool

        init(from parsed: ParsedArguments) {
            id = parsed[Self.id]
            occurrence = parsed[Self.occurrence]
            date = parsed[CommonOptions.date]
            list = parsed[Self.list]
            edit = parsed[Self.edit]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        try validate(options)
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let store = try context.openStore()
        if options.list {
            let lines = try store.read { transaction -> [String] in
                let plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
                let id = try options.id.map { try plan.task(named: $0, includingRemoved: true).id }
                let actions = try RecentAction.latest(transaction, plan: plan, taskID: id)
                let text = RecentActionText(plan: plan, now: now)
                if options.json { return [JSON.text(JSONDocument.object([("actions", .array(actions.map(text.json)))]))] }
                guard !actions.isEmpty else { return ["Nothing recorded or changed yet; nothing to undo."] }
                // Plain `tend undo` takes back the latest recording of every task, not of one.
                let latest = id == nil ? actions.firstIndex(where: \.isRecording) : nil
                return ["Recent actions, newest first:"]
                    + actions.enumerated().flatMap { text.lines($1, isLatestRecording: $0 == latest, width: context.width) }
            }
            for line in lines { context.console.line(line) }
            return .success
        }
        let (message, json, note) = try store.write { transaction -> (String, JSON.Value, String?) in
            let (message, undone, plan): (String, RecentAction?, CarePlan)
            var note: String?
            if let id = options.id, !options.edit {
                (message, undone, plan) = try takeBack(options, id: id, transaction, zone: zone, now: now, context: context)
            } else if options.edit {
                plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
                (message, undone) = try takeBackEdit(options, transaction, plan: plan)
            } else {
                plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
                (message, undone, note) = try takeBackLatest(transaction, plan: plan, now: now)
            }
            let text = RecentActionText(plan: plan, now: now)
            return (message, JSONDocument.object([("undone", undone.map(text.json) ?? .null)]), note)
        }
        context.console.line(options.json ? JSON.text(json) : message)
        if let note { context.console.errorLine(note) }
        return .success
    }

    /// The options that go together: --list and --edit take an id at most.
    private static func validate(_ options: Options) throws {
        if options.list && options.edit { throw ArgumentError.validation("Give either --list or --edit, not both.") }
        if options.list || options.edit, options.occurrence != nil || options.date != nil {
            throw ArgumentError.validation("\(options.list ? "--list" : "--edit") takes a task at most, not an occurrence or --date.")
        }
        if options.edit && options.id == nil {
            throw ArgumentError.validation("--edit needs the task whose schedule edit to take back: tend undo ID --edit.")
        }
        if options.id == nil && options.date != nil {
            throw ArgumentError.validation("--date needs a task: tend undo ID --date DAY.")
        }
    }

    /// `tend undo`: the latest recording of any task.
    /// A note follows when an edit or a removal was made after it, which plain undo leaves alone.
    private static func takeBackLatest(_ transaction: Transaction, plan: CarePlan,
                                       now: Instant) throws -> (String, RecentAction?, String?) {
        let actions = try RecentAction.latest(transaction, plan: plan)
        guard let latest = actions.first(where: \.isRecording) else {
            return ("Nothing is recorded yet; nothing changed.", nil, nil)
        }
        let text = RecentActionText(plan: plan, now: now)
        let change = actions.prefix { !$0.isRecording }.first { $0.madeAt <= now }
        let note = change.flatMap { change in
            text.changeName(change).map { name in
                "Note: \(name) came after it, and plain 'tend undo' leaves it; "
                    + (text.undo(change).map { "'\($0)' takes it back." } ?? "'tend undo --list' shows what can be taken back.")
            }
        }
        switch latest {
        case .completion(let completion, let task):
            try transaction.undoCompletion(of: completion.outcome.occurrence)
            let name = text.occurrenceName(completion.outcome, of: task)
            let day = DateText.short(plan.userZone.localDateTime(at: completion.outcome.occurrenceStart).date)
            return ("Undone: \(name) on \(day) is not done any more.", latest, note)
        case .logEntry(let entry, let task, _):
            try transaction.removeLogEntry(id: entry.id)
            return (removedEntry(entry, of: task, zone: plan.userZone), latest, note)
        case .scheduleEdit, .removal:
            preconditionFailure("only recordings are taken back without an id")
        }
    }

    /// `tend undo ID [OCCURRENCE]`: a completion of the day, or a log task's latest entry.
    private static func takeBack(_ options: Options, id: String, _ transaction: Transaction, zone: ZoneRules, now: Instant,
                                 context: CommandContext) throws -> (String, RecentAction?, CarePlan) {
        let day = try DayState.day(options.date, now: now, zone: zone)
        let state = try DayState.load(transaction, day: day, now: now, zone: zone, context: context)
        let task = try state.plan.task(named: id)
        if task.style == .log {
            guard let entry = try transaction.removeLatestLogEntry(of: task.id) else {
                return ("\(TextSanitizer.sanitize(task.title)) has no log entries; nothing changed.", nil, state.plan)
            }
            return (removedEntry(entry, of: task, zone: zone), .logEntry(entry, task: task, isLatestOfTask: true), state.plan)
        }
        let agenda = state.agenda(task)
        let entry: DayAgenda.Entry?
        if let text = options.occurrence {
            entry = agenda.entry(matching: text, zone: zone)
            guard entry != nil else { throw DayState.noOccurrence(text, of: task, on: day, in: agenda) }
        } else {
            let bounds = state.plan.bounds(of: day)
            let last = try transaction.lastRecordedOutcome(of: task.id, scheduledIn: bounds.start..<bounds.end)
            entry = last.flatMap { outcome in agenda.entries.first { $0.occurrence.key == outcome.occurrence } }
        }
        guard let entry, entry.isDone, let outcome = try transaction.undoCompletion(of: entry.occurrence.key) else {
            return ("Nothing of \(TextSanitizer.sanitize(task.title)) is done on \(DateText.short(day))" +
                (entry.map { " at #\($0.number)" } ?? "") + "; nothing changed.", nil, state.plan)
        }
        let completion = RecordedCompletion(outcome: outcome, madeNoEarlierThan: outcome.recordedAt)
        return ("Undone: \(DoneCommand.describe(entry, task: task, zone: zone)) is not done any more.",
                .completion(completion, task: task), state.plan)
    }

    /// `tend undo ID --edit`: the task's latest schedule version, while it has no records.
    private static func takeBackEdit(_ options: Options, _ transaction: Transaction, plan: CarePlan) throws -> (String, RecentAction?) {
        let task = try plan.task(named: options.id ?? "")
        guard let edit = try transaction.latestScheduleEdits(limit: Int.max / 2).first(where: { $0.version.taskID == task.id && $0.isLatest }) else {
            return ("'\(task.id)' has no schedule edit to take back (its schedule is the one it was added with); nothing changed.", nil)
        }
        guard !edit.hasRecords, let version = try transaction.takeBackScheduleEdit(of: task.id) else {
            throw CommandFailure("""
                cannot take back schedule version \(edit.version.version) of '\(task.id)': completions are recorded \
                against it; change the schedule again with 'tend edit \(task.id) --schedule …'
                """)
        }
        let previous = plan.versions(of: task).last { $0.number < version.version }
        return ("Undone: schedule version \(version.version) of \(task.id) (\(TextSanitizer.sanitize(version.schedule))); "
            + "version \(previous?.number ?? 1) is in effect again.", .scheduleEdit(edit, task: task))
    }

    /// `Removed the log entry of Tue 1 Dec 2026 09:12 from Nausea.`
    private static func removedEntry(_ entry: LogEntry, of task: CareTask, zone: ZoneRules) -> String {
        "Removed the log entry of \(DateText.short(entry.at, in: zone)) from \(TextSanitizer.sanitize(task.title))."
    }
}
