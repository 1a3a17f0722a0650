import TendArguments
import TendCore
import TendTerminal
import TendPlan
import TendStore

/// `tend log ID`: record an event of a task as it happens.
enum LogCommand: TendCommand {
    static let name = "log"
    static let spec = CommandSpec(
        name,
        abstract: "Log an event of a task, such as a symptom, with an optional value.",
        discussion: """
            An entry is logged no earlier than the day before the task starts and no later than a day from now; \
            another --at is refused with exit status 65.
            """,
        declaring: Options.self,
        examples: [CommandExample("Nausea, 3 out of 10.", "tend log nausea --value 3 --unit /10 --note 'after breakfast'")],
        suggestedFor: ["record", "note", "symptom"])

    struct Options: ParsableArguments {
        static let record = RecordFields.Declarations(
            at: Option("--at", value: "time", help: "When it happened (14:05, fri 14:05, -2h, or a date and time); default now."),
            value: Option("--value", value: "value", help: "A value (3, yes, or text)."),
            unit: Option("--unit", value: "unit", help: "The unit of --value (/10)."))
        static let declarations: [any ArgumentDeclaration] = [
            CommonOptions.taskID, record.value, record.unit, record.note, record.at, CommonOptions.json,
        ]

        var id: String
        var record: RecordFields
        var json: Bool

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
            record = RecordFields(from: parsed, Self.record)
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let today = zone.localDateTime(at: now).date
        let at = try options.record.moment(Options.record, day: today, zone: zone, now: now)
        let given = try options.record.measurement(Options.record)
        let note = try options.record.checkedNote(Options.record)
        let store = try context.openStore()
        let (task, entry, advice) = try store.write { transaction -> (CareTask, LogEntry, [(AlertRule, Contact)]) in
            let plan = try context.plan(transaction, zone: zone)
            let task = try plan.task(named: options.id)
            guard task.style == .log else {
                throw CommandFailure("'\(task.id)' is not a log task: record a dose with 'tend done \(task.id)'", status: .usageError)
            }
            let start = plan.versions(of: task).first?.effectiveFrom ?? now
            let window = RecordingWindow.logEntry(taskStart: start, now: now, zone: zone)
            guard window.contains(at) else {
                throw CommandFailure(RecordingWindowText.logEntry(of: task, at: at, window: window, zone: zone), status: .dataError)
            }
            let entry = try transaction.addLogEntry(taskID: task.id, at: at, value: given.map { ValueArgument.recorded($0.text) },
                                                    unit: given?.unit, note: note, recordedAt: now)
            guard case .number(let number) = entry.value else { return (task, entry, []) }
            let met = try transaction.alertRules(ofTask: task.id).filter { $0.isMet(byValue: number) }
            return (task, entry, try met.compactMap { rule in try transaction.contact(id: rule.contactID).map { (rule, $0) } })
        }
        if options.json {
            context.console.line(JSON.text(JSONDocument.object([("entry", OccurrenceJSON.log(entry, zone: zone))])))
            return .success
        }
        context.console.line("Logged \(TextSanitizer.sanitize(task.title)) at \(DateText.short(at, in: zone))\(valueText(entry)).")
        if let logged = entry.value {
            let text = logged.text + (entry.unit.map { " " + $0 } ?? "")
            for (rule, contact) in advice {
                context.console.line(AlertRuleReading.advice(rule, task: task, value: text, contact: contact))
            }
        }
        return .success
    }

    /// ` (3 /10)`: an entry's value and unit as people read them, or nothing without a value.
    static func valueText(_ entry: LogEntry) -> String {
        entry.value.map { " (" + TextSanitizer.sanitize($0.text + (entry.unit.map { " " + $0 } ?? "")) + ")" } ?? ""
    }
}
