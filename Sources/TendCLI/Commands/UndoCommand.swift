import TendArguments
import TendCore
import TendTerminal
import TendStore

/// `tend undo ID [OCCURRENCE]`: take back one completion, or a log task's latest entry.
enum UndoCommand: TendCommand {
    static let spec = CommandSpec(
        "undo",
        abstract: "Take back a completion (or a log task's latest entry).",
        discussion: """
            Without an occurrence, takes back the completion of the day that was recorded last, in the order the \
            recordings were made (not the time given with --at); run again, it takes back the one before.
            """,
        declaring: Options.self)

    struct Options: ParsableArguments {
        static let occurrence = Argument<String?>("occurrence", help: "The number shown by 'tend today', a time or a label.")
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.taskID, occurrence, CommonOptions.date]

        var id: String
        var occurrence: String?
        var date: String?

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
            occurrence = parsed[Self.occurrence]
            date = parsed[CommonOptions.date]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let day = try DayState.day(options.date, now: now, zone: zone)
        let store = try context.openStore()
        let message = try store.write { transaction -> String in
            let state = try DayState.load(transaction, day: day, now: now, zone: zone, context: context)
            let task = try state.plan.task(named: options.id)
            if task.style == .log {
                guard let entry = try transaction.removeLatestLogEntry(of: task.id) else {
                    return "\(TextSanitizer.sanitize(task.title)) has no log entries; nothing changed."
                }
                return "Removed the log entry of \(DateText.short(entry.at, in: zone)) from \(TextSanitizer.sanitize(task.title))."
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
            guard let entry, entry.isDone else {
                return "Nothing of \(TextSanitizer.sanitize(task.title)) is done on \(DateText.short(day))" +
                    (entry.map { " at #\($0.number)" } ?? "") + "; nothing changed."
            }
            try transaction.undoCompletion(of: entry.occurrence.key)
            return "Undone: \(DoneCommand.describe(entry, task: task, zone: zone)) is not done any more."
        }
        context.console.line(message)
        return .success
    }
}
