import TendArguments

/// `tend import FILE.ics [--dry-run]`: tasks and completions from a file another program wrote.
enum ImportCommand: TendCommand {
    static let spec = CommandSpec(
        "import",
        abstract: "Add the tasks and completions of an iCalendar file to the plan.",
        discussion: """
            Reads VEVENT and VTODO components with their RRULE, EXDATE, RDATE, TZID (IANA or Windows names), \
            all-day dates and durations; completed overrides become completions, cancelled ones exceptions. \
            What tend cannot hold is listed with its line and the reason, and skipped. Everything is added in one \
            transaction, or nothing is; importing the same file again adds nothing (tasks are found by their UID). \
            See EXPORT AND IMPORT.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("See what a calendar file would add.", "tend import calendar.ics --dry-run"),
            CommandExample("Add it.", "tend import calendar.ics"),
        ])

    struct Options: ParsableArguments {
        static let file = Argument<String>("file", help: "The iCalendar file (.ics) to read.", completion: .file)
        static let dryRun = Flag("--dry-run", help: "Show what would be added, and change nothing.")
        static let declarations: [any ArgumentDeclaration] = [file, dryRun]

        var file: String
        var dryRun: Bool

        init(from parsed: ParsedArguments) {
            file = parsed[Self.file]
            dryRun = parsed[Self.dryRun]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        try ImportICalendar.run(options, context: context)
    }
}
