import TendArguments

/// `tend export --ics [TASK...] [-o FILE] [--events]`: the plan in a format other programs read.
enum ExportCommand: TendCommand {
    static let spec = CommandSpec(
        "export",
        abstract: "Write the plan as an iCalendar file for calendar and task programs.",
        discussion: """
            --ics writes one VCALENDAR: a VTODO for each task (one per part of a composed schedule and per schedule \
            version, sharing a RELATED-TO), with every completion as an override marked COMPLETED. --events writes \
            the same plan as read-only VEVENTs with a VALARM at the reminder lead time, for calendars that do not \
            show tasks. Schedules that follow your zone are written in floating time; pinned ones with a TZID and \
            its VTIMEZONE. Without -o the file goes to standard output. See EXPORT AND IMPORT.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("Every task, for Thunderbird or another task program.", "tend export --ics -o plan.ics"),
            CommandExample("Two tasks as calendar events with reminders.", "tend export --ics --events ibuprofen water -o doses.ics"),
        ],
        suggestedFor: ["ics", "ical", "calendar"])

    struct Options: ParsableArguments {
        static let tasks = Argument<[String]>(
            "tasks", help: "The tasks to write (ids, unique starts of ids, or titles); every task when left out.", completion: .taskID)
        static let ics = Flag("--ics", help: "Write iCalendar (RFC 5545).")
        static let events = Flag("--events", help: "Write VEVENTs with alarms instead of VTODOs (with --ics).")
        static let output = Option<String?>(
            "--output", short: "o", value: "file", help: "Write to this file (owner-only) instead of standard output.", completion: .file)
        static let declarations: [any ArgumentDeclaration] = [tasks, ics, events, output]

        var tasks: [String]
        var ics: Bool
        var events: Bool
        var output: String?

        init(from parsed: ParsedArguments) {
            tasks = parsed[Self.tasks]
            ics = parsed[Self.ics]
            events = parsed[Self.events]
            output = parsed[Self.output]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        guard options.ics else { throw ArgumentError.validation("Give --ics to choose the format (iCalendar).") }
        return try ExportICalendar.run(options, context: context)
    }
}
