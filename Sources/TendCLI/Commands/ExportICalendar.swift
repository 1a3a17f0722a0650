import TendArguments
import TendCore
import TendInterchange
import TendPlan
import TendStore

/// `tend export --ics`: reads the plan and its completions, and writes them as iCalendar.
enum ExportICalendar {
    static func run(_ options: ExportCommand.Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let store = try context.openStore()
        let (plan, outcomes) = try store.read { transaction in
            (try CarePlan.load(transaction, userZone: zone, zones: context.zones),
             try transaction.outcomes(scheduledIn: Instant(seconds: -(1 << 40))..<Instant(seconds: 1 << 40)))
        }
        var chosen: [CareTask] = []
        for name in options.tasks {
            let task = try plan.task(named: name, includingRemoved: true)
            if !chosen.contains(task) { chosen.append(task) }
        }
        if options.tasks.isEmpty { chosen = plan.tasks }
        let byTask = Dictionary(grouping: outcomes, by: \.occurrence.taskID)
        let tasks = try chosen.map { task in
            ICalendarPlan.Task(task: task, versions: try plan.versions(of: task).map { version in
                (version, try version.schedule.zoneName.map(context.pinnedZone) ?? zone)
            }, outcomes: byTask[task.id] ?? [])
        }
        let text = ICalendarExport.text(ICalendarPlan(tasks: tasks, stamp: now), form: options.events ? .events : .tasks)
        try OutputFile.write(text, to: options.output, context: context)
        return .success
    }
}
