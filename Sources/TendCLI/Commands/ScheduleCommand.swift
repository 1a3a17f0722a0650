import TendArguments

/// `tend schedule`: try schedules out before giving them to a task.
enum ScheduleCommand {
    static let spec = CommandSpec(
        "schedule",
        abstract: "Explain and expand schedules.",
        discussion: "Try a schedule before giving it to a task: see it in words and list its occurrences.",
        subcommands: [ScheduleExplainCommand.spec, ScheduleExpandCommand.spec])
}
