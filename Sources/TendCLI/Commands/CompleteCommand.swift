import Glibc
import TendArguments
import TendCore
import TendStore

/// `tend __complete task-ids`: the task ids for shell completion, one per line with the title
/// after a tab. Quiet on any error: completion must never print one. A database that is not
/// there yet is not created: pressing Tab leaves nothing behind.
enum CompleteCommand: TendCommand {
    static let spec = CommandSpec(
        "__complete",
        abstract: "Print completion candidates.",
        declaring: Options.self,
        isHidden: true)

    struct Options: ParsableArguments {
        /// Only `task-ids`, which the parser checks.
        static let what = Argument<String>("what", help: "task-ids.", completion: .choices(["task-ids"]))
        static let declarations: [any ArgumentDeclaration] = [what]

        init(from parsed: ParsedArguments) {}
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        guard let location = try? context.storeLocation(), access(location.path, F_OK) == 0,
              let store = try? context.openStore(),
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
