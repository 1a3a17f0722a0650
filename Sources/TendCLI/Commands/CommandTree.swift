/// Every command of tend, declared in one tree, and the code that runs each.
enum CommandTree {
    /// The version `tend --version` prints.
    static let version = "0.1.0"

    static let root = CommandSpec(
        "tend",
        abstract: "Care plans and reminders in the terminal.",
        discussion: "Expand schedules, record what was done, and get reminded on the desktop.",
        version: version,
        options: [CommonOptions.now],
        subcommands: [ScheduleCommand.spec, GenerateCommand.spec])

    /// The code that runs the command at each path.
    static func handler(for path: [String]) -> ((ParsedArguments, CommandContext) throws -> ExitStatus)? {
        switch path {
        case ["schedule", "explain"]: return ScheduleExplainCommand.run
        case ["schedule", "expand"]: return ScheduleExpandCommand.run
        case ["__generate"]: return GenerateCommand.run
        default: return nil
        }
    }
}
