import TendArguments
import TendCore
import TendPlan
import TendStore
import TendTerminal

/// `tend list`: the tasks of the care plan.
enum ListCommand: TendCommand {
    static let name = "list"
    static let spec = CommandSpec(
        name,
        abstract: "List the tasks.",
        declaring: Options.self,
        suggestedFor: ["ls", "tasks"])

    struct Options: ParsableArguments {
        static let all = Flag("--all", help: "Include removed tasks.")
        static let declarations: [any ArgumentDeclaration] = [all, CommonOptions.json]

        var all: Bool
        var json: Bool

        init(from parsed: ParsedArguments) {
            all = parsed[Self.all]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let store = try context.openStore()
        let plan = try store.read { try context.plan($0, zone: zone) }
        let tasks = plan.tasks.filter { options.all || !$0.isRemoved(at: now) }
        func words(_ task: CareTask) -> String {
            let timeline = TaskTimeline(task: task, versions: plan.versions(of: task), zone: { _ in zone })
            guard let version = timeline.version(at: now) ?? timeline.versions.last else { return "" }
            return plan.words(of: version, of: task, includingStart: false)
        }
        if options.json {
            context.console.line(JSON.text(JSONDocument.object([("tasks", .array(tasks.map { task in
                .object(TaskJSON.fields(task, schedule: words(task), zone: zone))
            }))])))
            return .success
        }
        if tasks.isEmpty {
            context.console.line("No tasks yet. Add one with: tend add TITLE --schedule SCHEDULE")
            return .success
        }
        let rows = tasks.map { task in
            TaskListRow(id: task.id, title: task.title, group: task.group, style: task.style, schedule: words(task),
                        color: task.color.flatMap(TaskColor.init(rawValue:)), removed: task.removed != nil)
        }
        context.console.write(TaskListRenderer.render(TaskListView(rows: rows), style: context.terminalStyle))
        return .success
    }
}

/// The JSON fields every command prints for a task.
enum TaskJSON {
    static func fields(_ task: CareTask, schedule: String, zone: ZoneRules) -> [(String, JSON.Value)] {
        [
            ("id", .string(task.id)),
            ("title", .string(task.title)),
            ("instructions", task.instructions.map { .string($0) } ?? .null),
            ("group", task.group.map { .string($0) } ?? .null),
            ("style", .string(task.style.rawValue)),
            ("color", task.color.map { .string($0) } ?? .null),
            ("schedule", .string(schedule)),
            ("target", task.target.map { .object([("value", .double($0.amount)), ("unit", $0.unit.map { .string($0) } ?? .null)]) } ?? .null),
            ("countsTowardAdherence", .bool(task.countsTowardAdherence)),
            ("createdAt", .string(DateTimeArgument.iso8601(task.created, zone: zone))),
            ("removedAt", task.removed.map { .string(DateTimeArgument.iso8601($0, zone: zone)) } ?? .null),
        ]
    }
}
