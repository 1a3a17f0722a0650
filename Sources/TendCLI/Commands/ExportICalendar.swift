import TendArguments
import TendCore
import TendInterchange
import TendPlan
import TendStore

/// `tend export --ics`: reads the plan, and writes it as iCalendar as it reads each version's
/// completions, in one read transaction.
enum ExportICalendar {
    static func run(_ options: ExportCommand.Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let store = try context.openStore()
        try store.read { transaction in
            let plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
            var chosen: [CareTask] = []
            for name in options.tasks {
                let task = try plan.task(named: name, includingRemoved: true)
                if !chosen.contains(task) { chosen.append(task) }
            }
            if options.tasks.isEmpty { chosen = plan.tasks }
            let tasks = try chosen.map { task in
                ICalendarPlan.Task(task: task, versions: try plan.versions(of: task).map { version in
                    (version, try version.schedule.zoneName.map(context.pinnedZone) ?? zone)
                })
            }
            try OutputFile.write(to: options.output, replacing: options.force, database: store.path, context: context) { output in
                try ICalendarExport.write(ICalendarPlan(tasks: tasks, stamp: now), form: options.events ? .events : .tasks,
                                          completions: ICalendarExport.CompletionReader(forEach: { task, version, body in
                                              try transaction.forEachOutcome(of: task, version: version, indices: 0..<Int.max, body)
                                          }, one: transaction.outcome(for:)), output: output)
            }
        }
        return .success
    }
}
