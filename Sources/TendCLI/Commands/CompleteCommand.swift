import TendArguments
import TendCore
import TendPlan
import TendStore
import TendSystem

/// `tend __complete task-ids|contact-ids -- WORDS…`: the task ids for shell completion, one per
/// line with the title after a tab (or the contact ids, with the name). WORDS are the words typed so far after `tend`, as the shell has them:
/// a `--db` among them chooses the database, as it will when the line runs, and the command
/// chooses the tasks it takes (no log task after `done`, only log tasks after `log`, only
/// removed tasks after `restore`). Quiet on any error: completion must never print one. A
/// database that is not there yet is not created: pressing Tab leaves nothing behind.
enum CompleteCommand: TendCommand {
    static let name = "__complete"
    static let spec = CommandSpec(
        name,
        abstract: "Print completion candidates.",
        declaring: Options.self,
        isHidden: true)

    struct Options: ParsableArguments {
        /// `task-ids` or `contact-ids`, which the parser checks.
        static let what = Argument<String>(
            "what", help: "task-ids or contact-ids.", completion: .choices(["task-ids", contactIDs]))
        static let contactIDs = "contact-ids"
        static let words = Argument<[String]>("words", help: "The words typed so far, after the program name.")
        static let declarations: [any ArgumentDeclaration] = [what, words]

        var what: String
        var words: [String]

        init(from parsed: ParsedArguments) {
            what = parsed[Self.what]
            words = parsed[Self.words]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let typed = database(in: options.words, home: context.environment["HOME"])
        guard let location = try? StoreLocation(explicitPath: typed ?? context.options.db, environment: context.environment),
              FileStatus.exists(location.path),
              let store = try? location.openExisting() else { return .success }
        if options.what == Options.contactIDs {
            let contacts = (try? store.read { try $0.contacts() }) ?? []
            context.console.write(contacts.map { $0.id + "\t" + oneLine($0.name) + "\n" }.joined())
            return .success
        }
        guard let tasks = try? store.read({ try $0.tasks() }) else { return .success }
        let commandNames = Set(TendCommands.root.subcommands.map(\.name))
        let command = options.words.first { commandNames.contains($0) }
        var out = ""
        for task in tasks where accepts(task, command: command) {
            out += task.id + "\t" + oneLine(task.title) + "\n"
        }
        context.console.write(out)
        return .success
    }

    /// `text` made printable, without tabs, to follow an id and a tab.
    private static func oneLine(_ text: String) -> String {
        String(TextSanitizer.sanitize(text).map { $0 == "\t" ? " " : $0 })
    }

    /// Whether `command` (the first command name among the typed words) takes `task`: only
    /// `restore` takes removed tasks, `done` refuses log tasks, and `log` is for log tasks.
    static func accepts(_ task: CareTask, command: String?) -> Bool {
        if command == RestoreCommand.spec.name { return task.removed != nil }
        guard task.removed == nil else { return false }
        switch command {
        case DoneCommand.spec.name: return task.style != .log
        case LogCommand.spec.name: return task.style == .log
        default: return true
        }
    }

    /// The database the last `--db` among `words` names: `--db PATH`, `--db=PATH`, or bash's
    /// `--db = PATH` (bash splits words at `=`); a leading `~/` is the home directory, since the
    /// shell has not expanded it yet.
    static func database(in words: [String], home: String?) -> String? {
        let name = GlobalOptions.db.name
        var found: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == name {
                var value = index + 1
                if value < words.count, words[value] == "=" { value += 1 }
                if value < words.count { found = words[value] }
                index = value
            } else if word.hasPrefix(name + "=") {
                found = String(word.dropFirst(name.count + 1))
            }
            index += 1
        }
        guard let path = found, !path.isEmpty else { return nil }
        if let home, path.hasPrefix("~/") { return home + path.dropFirst(1) }
        return path
    }
}
