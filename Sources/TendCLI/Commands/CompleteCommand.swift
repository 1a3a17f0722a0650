import Glibc
import TendCore
import TendStore

/// `tend __complete task-ids`: the task ids for shell completion, one per line with the title
/// after a tab. Quiet on any error: completion must never print one. A database that is not
/// there yet is not created: pressing Tab leaves nothing behind.
enum CompleteCommand: TendCommand {
    static let spec = CommandSpec(
        "__complete",
        abstract: "Print completion candidates.",
        arguments: [ArgumentSpec("what", help: "task-ids.", completion: .choices(["task-ids"]))],
        isHidden: true)

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        guard let location = try? context.storeLocation(parsed), access(location.path, F_OK) == 0,
              let store = try? context.openStore(parsed),
              let tasks = try? store.read({ try $0.tasks() }) else { return .success }
        var out = ""
        for task in tasks where task.removed == nil {
            let title = TextSanitizer.sanitize(task.title).map { $0 == "\t" ? " " : $0 }
            out += task.id + "\t" + String(title) + "\n"
        }
        context.console.write(out)
        return .success
    }
}
