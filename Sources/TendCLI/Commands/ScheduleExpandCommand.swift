import TendArguments
import TendCore

/// `tend schedule expand`: every occurrence of a schedule that starts in a window.
enum ScheduleExpandCommand: TendCommand {
    /// The most occurrences one expansion prints.
    static let maximumOccurrences = 1_000_000

    static let spec = CommandSpec(
        "expand",
        abstract: "List every occurrence of a schedule that starts in a window.",
        discussion: """
            Prints one occurrence per line: its index, a tab, its start as ISO 8601 with the UTC offset, \
            then its end and label where they exist, tab-separated. Give either a schedule or --rrule with --dtstart.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("The doses of December.", "tend schedule expand '4 times a day' --from 2026-12-01 --to 2027-01-01"),
            CommandExample("An RFC 5545 rule.", "tend schedule expand --rrule 'FREQ=MONTHLY;BYDAY=-1FR' --dtstart 2026-12-01T17:00 --from 2026-12-01 --to 2027-12-01"),
        ])

    struct Options: ParsableArguments {
        static let schedule = Argument<String?>(
            "schedule", help: "The schedule, such as 'weekdays at 07:30'; - reads it from standard input.")
        static let rrule = Option<String?>(
            "--rrule", value: "rule", help: "An RFC 5545 recurrence rule (FREQ=WEEKLY;BYDAY=MO) instead of a schedule.")
        static let dtstart = Option<String?>("--dtstart", value: "datetime", help: "The local start of --rrule (2026-12-01T08:00).")
        static let from = Option<String>(
            "--from", value: "datetime", help: "The start of the window (a date alone means local midnight).")
        static let to = Option<String>("--to", value: "datetime", help: "The end of the window, exclusive.")
        static let declarations: [any ArgumentDeclaration] = [schedule, rrule, dtstart, from, to, CommonOptions.tz, CommonOptions.json]

        var schedule: String?
        var rrule: String?
        var dtstart: String?
        var from: String
        var to: String
        var tz: String?
        var json: Bool

        init(from parsed: ParsedArguments) {
            schedule = parsed[Self.schedule]
            rrule = parsed[Self.rrule]
            dtstart = parsed[Self.dtstart]
            from = parsed[Self.from]
            to = parsed[Self.to]
            tz = parsed[CommonOptions.tz]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.zone(options.tz)
        let now = try context.now(zone: zone)
        let schedule = try readSchedule(options, now: now, zone: zone)
        let from = try bound(options.from, of: Options.from, zone: zone)
        let to = try bound(options.to, of: Options.to, zone: zone)
        guard from < to else {
            throw ArgumentError.validation("--to must come after --from.")
        }
        let engine = try ScheduleReading.engine(schedule, zone: zone, context: context)
        let expected = engine.count(before: to) - engine.count(before: from)
        guard expected <= maximumOccurrences else {
            throw CommandFailure("the window holds \(expected) occurrences, more than the \(maximumOccurrences) tend prints at once; narrow --from and --to",
                                 status: .usageError)
        }
        if options.json {
            writeJSON(engine, from: from, to: to, zone: zone, console: context.console)
            return .success
        }
        var out = ""
        out.reserveCapacity(min(expected, ScheduleEngine.batchSize * 2) * 40)
        engine.forEachBatch(from: from, to: to) { batch in
            for occurrence in batch {
                out += OccurrenceFormatting.tabbed(occurrence, schedule: schedule, zone: zone)
                out += "\n"
            }
            context.console.write(out)
            out.removeAll(keepingCapacity: true)
            return context.console.outputFailure.code == nil
        }
        return .success
    }

    /// The document of `--json`, streamed: each occurrence is written as it is expanded.
    private static func writeJSON(_ engine: ScheduleEngine, from: Instant, to: Instant, zone: ZoneRules, console: Console) {
        var document = JSONStream(console: console)
        document.builder.member("zone", .string(zone.identifier))
        document.builder.key("occurrences")
        document.builder.beginArray()
        var writing = true
        engine.forEachBatch(from: from, to: to) { batch in
            for occurrence in batch {
                document.builder.beginObject()
                OccurrenceJSON.occurrence(occurrence, label: engine.schedule.elements[occurrence.element].label, zone: zone,
                                          into: &document.builder)
                document.builder.end()
                writing = document.flushWhenFull()
                if !writing { return false }
            }
            return true
        }
        guard writing else { return }
        document.builder.end()
        document.finish()
    }

    private static func readSchedule(_ options: Options, now: Instant, zone: ZoneRules) throws -> Schedule {
        let text = options.schedule.map(ScheduleReading.text)
        switch (text, options.rrule) {
        case (let text?, nil):
            guard options.dtstart == nil else {
                throw ArgumentError.validation("--dtstart goes with --rrule, not with a schedule.")
            }
            return try ScheduleReading.parse(text, now: now, zone: zone)
        case (nil, let rule?):
            guard let startText = options.dtstart else {
                throw ArgumentError.validation("--rrule needs --dtstart, the local start such as 2026-12-01T08:00.")
            }
            guard let start = DateTimeArgument.local(startText) else {
                throw Options.dtstart.invalid(startText, reason: "write a local date and time such as 2026-12-01T08:00")
            }
            do {
                let parsedRule = try RecurrenceRule(parsing: rule)
                return Schedule(elements: [ScheduleElement(start: start, repetition: .rule(parsedRule))])
            } catch {
                throw CommandFailure.schedule(error, text: rule, what: "--rrule")
            }
        case (nil, nil):
            throw ArgumentError.validation("Give a schedule, or --rrule with --dtstart.")
        case (_?, _?):
            throw ArgumentError.validation("Give either a schedule or --rrule, not both.")
        }
    }

    private static func bound(_ text: String, of option: Option<String>, zone: ZoneRules) throws(ArgumentError) -> Instant {
        guard let instant = DateTimeArgument.instant(text, zone: zone) else {
            throw option.invalid(text, reason: "write a date (2026-12-01) or a date and time (2026-12-01T08:00)")
        }
        return instant
    }
}
