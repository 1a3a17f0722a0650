import TendArguments
import TendCore
import TendTerminal
import TendPlan
import TendStore

/// `tend remove ID`: end a task; its history stays.
enum RemoveCommand: TendCommand {
    static let name = "remove"
    static let spec = CommandSpec(
        name,
        abstract: "End a task now or from a date; its history stays.",
        discussion: """
            A removed task is never due: what it left undone before its removal counts as missed, its later \
            occurrences count in no summary, and on a day with nothing of it left it is not shown. --from before an \
            occurrence that already has a completion recorded is refused, so no record is hidden.
            """,
        declaring: Options.self,
        suggestedFor: ["rm", "delete", "del", "stop", "end"])

    struct Options: ParsableArguments {
        static let from = Option<String?>("--from", value: "date", help: "When the task ends (a date means its midnight); default now.")
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.taskID, from]

        var id: String
        var from: String?

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
            from = parsed[Self.from]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let end = try TaskFields.effectiveFrom(options.from, of: Options.from, zone: zone, otherwise: now)
        let store = try context.openStore()
        let id = try store.write { transaction -> String in
            let plan = try context.plan(transaction, zone: zone)
            let task = try plan.task(named: options.id)
            try RecordKeeping.refuseHidingCompletions(of: task, from: end, change: "remove '\(task.id)'", transaction, zone: zone)
            try transaction.removeTask(id: task.id, at: end)
            return task.id
        }
        context.console.line("Removed \(id) from \(DateText.short(end, in: zone)); 'tend show \(id)' keeps its history.")
        return .success
    }
}
