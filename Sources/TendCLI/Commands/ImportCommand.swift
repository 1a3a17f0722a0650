import TendArguments

/// `tend import FILE.ics [--dry-run]` and `tend import --json FILE`: tasks and completions from
/// a file another program wrote, or a plan exported by tend.
enum ImportCommand: TendCommand {
    static let name = "import"
    static let spec = CommandSpec(
        name,
        abstract: "Add the tasks and completions of an iCalendar file, or a tend JSON backup, to the plan.",
        discussion: """
            Reads VEVENT and VTODO components with their RRULE, EXDATE, RDATE, TZID (IANA or Windows names), \
            all-day dates and durations; completed overrides become completions, cancelled ones exceptions. \
            What tend cannot hold is listed with its line and the reason, and skipped. Everything is added in one \
            transaction, or nothing is; importing the same file again adds nothing (tasks are found by their UID). \
            With --json, a file written by 'tend export --json': into a new or empty database every row is restored \
            exactly; into a plan, a row whose key is free is added, one already there is left, and a key that holds \
            other content refuses the whole file, naming the table, the key and the line. A file from a newer tend \
            is refused; one from an older tend is restored as that tend's database, migrated, then imported. \
            See EXPORT AND IMPORT.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("See what a calendar file would add.", "tend import calendar.ics --dry-run"),
            CommandExample("Add it.", "tend import calendar.ics"),
            CommandExample("Restore a plan into a new database.", "tend --db ~/new.db import --json ~/tend-plan.json"),
        ])

    struct Options: ParsableArguments {
        static let file = Argument<String>("file", help: "The iCalendar file (.ics), or with --json tend's backup, to read.", completion: .file)
        static let dryRun = Flag("--dry-run", help: "Show what would be added, and change nothing (iCalendar).")
        static let json = Flag("--json", help: "The file is tend's JSON backup (from tend export --json).")
        static let declarations: [any ArgumentDeclaration] = [file, dryRun, json]

        var file: String
        var dryRun: Bool
        var json: Bool

        init(from parsed: ParsedArguments) {
            file = parsed[Self.file]
            dryRun = parsed[Self.dryRun]
            json = parsed[Self.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        guard options.json else { return try ImportICalendar.run(options, context: context) }
        guard !options.dryRun else { throw ArgumentError.validation("--dry-run works with iCalendar files; give --json without it.") }
        return try ImportJSON.run(file: options.file, context: context)
    }
}
