import TendCore
import TendPlan
import TendStore

/// `tend log ID`: record an event of a task as it happens.
enum LogCommand: TendCommand {
    static let spec = CommandSpec(
        "log",
        abstract: "Log an event of a task, such as a symptom, with an optional value.",
        arguments: [CommonOptions.taskID],
        options: [
            .option("--value", value: "value", help: "A value (3, yes, or text)."),
            .option("--unit", value: "unit", help: "The unit of --value (/10)."),
            .option("--note", value: "text", help: "A note to keep with it."),
            .option("--at", value: "time", help: "When it happened (14:05, or a date and time); default now."),
            CommonOptions.json,
        ],
        examples: [CommandExample("Nausea, 3 out of 10.", "tend log nausea --value 3 --unit /10 --note 'after breakfast'")])

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(parsed, zone: zone)
        let today = zone.localDateTime(at: now).date
        let at = try RecordFields.moment(parsed, day: today, zone: zone, now: now)
        let given = try RecordFields.value(parsed)
        let note = try TaskFields.text(parsed, "--note", limit: 1000)
        let store = try context.openStore(parsed)
        let (task, entry) = try store.write { transaction -> (CareTask, LogEntry) in
            let plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
            let task = try plan.task(named: parsed.string("id")!)
            let entry = try transaction.addLogEntry(taskID: task.id, at: at, value: given.map { ValueArgument.recorded($0.text) },
                                                    unit: given?.unit, note: note, recordedAt: now)
            return (task, entry)
        }
        if parsed.flag("--json") {
            context.console.line(JSON.text(OccurrenceJSON.log(entry, zone: zone)))
            return .success
        }
        let local = zone.localDateTime(at: at)
        let value = entry.value.map { " (" + TextSanitizer.sanitize(ValueArgument.text($0) + (entry.unit.map { " " + $0 } ?? "")) + ")" } ?? ""
        context.console.line("Logged \(TextSanitizer.sanitize(task.title)) at \(local.date) \(local.time)\(value).")
        return .success
    }
}
