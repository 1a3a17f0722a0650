import TendArguments
import TendCore
import TendPlan
import TendStore

/// `tend restore ID`: bring back a removed task with its id and history.
enum RestoreCommand: TendCommand {
    static let name = "restore"
    static let spec = CommandSpec(
        name,
        abstract: "Bring back a removed task, with its id and history.",
        discussion: """
            Undoes tend remove: the task has its occurrences again, as if it had never been removed, so those \
            between the removal and now count as due.
            """,
        declaring: Options.self)

    struct Options: ParsableArguments {
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.taskID]

        var id: String

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let store = try context.openStore()
        let task = try store.write { transaction -> CareTask in
            let plan = try context.plan(transaction, zone: zone)
            let task = try plan.task(named: options.id, includingRemoved: true)
            guard task.removed != nil else {
                throw CommandFailure("'\(task.id)' is not removed; nothing to restore", status: .usageError)
            }
            try transaction.restoreTask(id: task.id)
            return task
        }
        context.console.line("Restored \(task.id): \(TextSanitizer.sanitize(task.title)), with its schedule and history.")
        return .success
    }
}
