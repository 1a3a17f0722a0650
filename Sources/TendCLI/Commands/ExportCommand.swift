import TendArguments
import TendSystem

/// `tend export --ics [TASK...] [-o FILE] [--events]` and `tend export --json [-o FILE]`: the
/// plan in a format other programs read, or the whole plan losslessly.
enum ExportCommand: TendCommand {
    static let name = "export"
    static let spec = CommandSpec(
        name,
        abstract: "Write the plan as an iCalendar file, or the whole plan as a lossless JSON backup.",
        discussion: """
            --ics writes one VCALENDAR: a VTODO for each task (one per part of a composed schedule and per schedule \
            version, sharing a RELATED-TO), with every completion as an override marked COMPLETED. --events writes \
            the same plan as read-only VEVENTs with a VALARM at the reminder lead time, for calendars that do not \
            show tasks. Schedules that follow your zone are written in floating time; pinned ones with a TZID and \
            its VTIMEZONE. --json writes every table of the database, row by row, in tend's versioned backup format; \
            'tend import --json' restores it exactly, and exporting that again gives the same bytes. Without -o (or with -o -) \
            the file goes to standard output; -o FILE writes a new owner-only file, and an existing one is replaced only \
            with --force. See EXPORT AND IMPORT.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("Every task, for Thunderbird or another task program.", "tend export --ics -o plan.ics"),
            CommandExample("Two tasks as calendar events with reminders.", "tend export --ics --events ibuprofen water -o doses.ics"),
            CommandExample("Keep the whole plan in a file.", "tend export --json -o ~/tend-plan.json"),
        ],
        suggestedFor: ["ics", "ical", "calendar", "dump", "save"])

    struct Options: ParsableArguments {
        static let tasks = Argument<[String]>(
            "tasks", help: "The tasks to write (ids, unique starts of ids, or titles); every task when left out.", completion: .taskID)
        static let ics = Flag("--ics", help: "Write iCalendar (RFC 5545).")
        static let events = Flag("--events", help: "Write VEVENTs with alarms instead of VTODOs (with --ics).")
        static let json = Flag("--json", help: "Write tend's lossless JSON backup of the whole plan.")
        static let output = Option<String?>(
            "--output", short: "o", value: "file", help: "Write to this file (owner-only) instead of standard output (- is standard output).", completion: .file)
        static let force = Flag("--force", help: "Replace the --output file if it exists.")
        static let declarations: [any ArgumentDeclaration] = [tasks, ics, events, json, output, force]

        var tasks: [String]
        var ics: Bool
        var events: Bool
        var json: Bool
        var output: String?
        var force: Bool

        init(from parsed: ParsedArguments) {
            tasks = parsed[Self.tasks]
            ics = parsed[Self.ics]
            events = parsed[Self.events]
            json = parsed[Self.json]
            output = OutputFile.path(parsed[Self.output])
            force = parsed[Self.force]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        try NewFile.refuseForce(options.force, withoutFile: options.output, named: "--output")
        if options.json {
            guard !options.ics, !options.events, options.tasks.isEmpty else {
                throw ArgumentError.validation("--json writes the whole plan: give it without --ics, --events or tasks.")
            }
            return try ExportJSON.run(output: options.output, replacing: options.force, context: context)
        }
        guard options.ics else { throw ArgumentError.validation("Give --ics (iCalendar) or --json (the whole plan) to choose the format.") }
        return try ExportICalendar.run(options, context: context)
    }
}
