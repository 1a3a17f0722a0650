import TendArguments

/// Every command of tend, declared in one tree, and the code that runs each.
enum CommandTree {
    /// The version `tend --version` prints.
    static let version = "0.1.0"

    static let root = CommandSpec(
        "tend",
        abstract: "Care plans and reminders in the terminal.",
        discussion: "Expand schedules, record what was done, and get reminded on the desktop.",
        version: version,
        options: [CommonOptions.now, CommonOptions.db, CommonOptions.color],
        subcommands: [
            TodayCommand.spec, AddCommand.spec, EditCommand.spec, RemoveCommand.spec, ListCommand.spec,
            ShowCommand.spec, DoneCommand.spec, UndoCommand.spec, LogCommand.spec, NextCommand.spec,
            SummaryCommand.spec, ScheduleCommand.spec, DaemonCommand.spec, ConfigCommand.spec, GenerateCommand.spec,
            CompleteCommand.spec,
        ],
        defaultSubcommand: "today")

    /// The code that runs the command at each path.
    static func handler(for path: [String]) -> ((ParsedArguments, CommandContext) throws -> ExitStatus)? {
        switch path {
        case ["today"]: return TodayCommand.run
        case ["add"]: return AddCommand.run
        case ["edit"]: return EditCommand.run
        case ["remove"]: return RemoveCommand.run
        case ["list"]: return ListCommand.run
        case ["show"]: return ShowCommand.run
        case ["done"]: return DoneCommand.run
        case ["undo"]: return UndoCommand.run
        case ["log"]: return LogCommand.run
        case ["next"]: return NextCommand.run
        case ["summary"]: return SummaryCommand.run
        case ["daemon"]: return DaemonCommand.run
        case ["config"]: return ConfigCommand.run
        case ["__complete"]: return CompleteCommand.run
        case ["schedule", "explain"]: return ScheduleExplainCommand.run
        case ["schedule", "expand"]: return ScheduleExpandCommand.run
        case ["__generate"]: return GenerateCommand.run
        default: return nil
        }
    }
}
