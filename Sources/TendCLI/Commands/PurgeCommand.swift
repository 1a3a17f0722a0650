import TendArguments
import TendCore
import TendPlan
import TendStore

/// `tend purge ID --yes`: delete a task and its whole history for good.
enum PurgeCommand: TendCommand {
    static let name = "purge"
    static let spec = CommandSpec(
        name,
        abstract: "Delete a task and its whole history for good, and free its id.",
        discussion: """
            For a task added by mistake: its versions, completions, log entries and reminder records are deleted and \
            cannot be brought back (tend remove ends a task and keeps its history). Without --yes it says what it \
            would delete, changes nothing and exits 64.
            """,
        declaring: Options.self,
        examples: [CommandExample("A task added by mistake.", "tend purge ibuprofen-2 --yes")])

    struct Options: ParsableArguments {
        static let yes = Flag("--yes", help: "Delete it; without --yes nothing changes.")
        static let declarations: [any ArgumentDeclaration] = [CommonOptions.taskID, yes]

        var id: String
        var yes: Bool

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
            yes = parsed[Self.yes]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let store = try context.openStore()
        let (task, history) = try store.write { transaction -> (CareTask, TaskHistory) in
            let plan = try context.plan(transaction, zone: zone)
            let task = try plan.task(named: options.id, includingRemoved: true)
            guard options.yes else {
                let history = try transaction.history(ofTask: task.id)
                throw CommandFailure("""
                    purge would delete \(task.id) (\(TextSanitizer.sanitize(task.title))) and \(describe(history)) for good; \
                    nothing changed. Add --yes to delete it
                    """, status: .usageError)
            }
            return (task, try transaction.purgeTask(id: task.id))
        }
        context.console.line("Purged \(task.id) (\(TextSanitizer.sanitize(task.title))) and \(describe(history)); its id is free.")
        return .success
    }

    /// `1 schedule version, 5 completions and no log entries`.
    static func describe(_ history: TaskHistory) -> String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { n == 0 ? "no \(many)" : n == 1 ? "1 \(one)" : "\(n) \(many)" }
        return count(history.versions, "schedule version", "schedule versions") + ", "
            + count(history.completions, "completion", "completions") + " and "
            + count(history.logEntries, "log entry", "log entries")
    }
}
