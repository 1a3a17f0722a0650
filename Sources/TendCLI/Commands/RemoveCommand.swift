import TendCore
import TendPlan
import TendStore

/// `tend remove ID`: end a task; its history stays.
enum RemoveCommand: TendCommand {
    static let spec = CommandSpec(
        "remove",
        abstract: "End a task now or from a date; its history stays.",
        arguments: [CommonOptions.taskID],
        options: [.option("--from", value: "date", help: "When the task ends (a date means its midnight); default now.")])

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(parsed, zone: zone)
        let end = try TaskFields.effectiveFrom(parsed, zone: zone, otherwise: now)
        let store = try context.openStore(parsed)
        let id = try store.write { transaction -> String in
            let plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
            let task = try plan.task(named: parsed.string("id")!)
            try transaction.removeTask(id: task.id, at: end)
            return task.id
        }
        context.console.line("Removed \(id) from \(DateTimeArgument.iso8601(end, zone: zone)); 'tend show \(id)' keeps its history.")
        return .success
    }
}
