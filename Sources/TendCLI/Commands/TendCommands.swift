import TendArguments

/// Every command of tend and the code that runs it, in one list.
enum TendCommands {
    /// The version `tend --version` prints.
    static let version = "0.1.0"

    static let tree = CommandTree<TendCommandHandler>(.group(
        "tend",
        abstract: "Care plans and reminders in the terminal.",
        discussion: "Expand schedules, record what was done, and get reminded on the desktop.",
        version: version,
        declaring: GlobalOptions.self,
        defaultSubcommand: "today",
        topics: [HelpTopic("schedules", abstract: "The schedule language: how to write when a task is due.",
                           section: ManualSections.scheduleLanguage)],
        [
            .command(TodayCommand.self), .command(AddCommand.self), .command(EditCommand.self), .command(RemoveCommand.self),
            .command(RestoreCommand.self), .command(PurgeCommand.self), .command(ListCommand.self), .command(ShowCommand.self),
            .command(DoneCommand.self), .command(UndoCommand.self), .command(LogCommand.self), .command(NextCommand.self),
            .command(SummaryCommand.self), .command(ChartCommand.self), .command(CheckCommand.self),
            .group(
                "schedule",
                abstract: "Explain and expand schedules.",
                discussion: "Try a schedule before giving it to a task: see it in words and list its occurrences.",
                [.command(ScheduleExplainCommand.self), .command(ScheduleExpandCommand.self)]),
            .group(
                "contact",
                abstract: "The care team: people to call, message, e-mail and find on a map.",
                discussion: "Contacts keep their numbers and addresses in the order given; tasks link to them with --contact; "
                    + "they travel as vCards.",
                [
                    .command(ContactAddCommand.self), .command(ContactEditCommand.self), .command(ContactRemoveCommand.self),
                    .command(ContactListCommand.self), .command(ContactShowCommand.self),
                ] + ContactActionCommand.table.map(CommandNode.contactAction) + [
                    .command(ContactExportCommand.self), .command(ContactImportCommand.self),
                ]),
            .command(DaemonCommand.self), .command(ConfigCommand.self), .command(GenerateCommand.self),
            .command(CompleteCommand.self), .command(ExportCommand.self), .command(ImportCommand.self), .command(BackupCommand.self),
        ]))

    /// The root of the command tree, as help, the man page and the completions read it.
    static var root: CommandSpec { tree.root }
}
