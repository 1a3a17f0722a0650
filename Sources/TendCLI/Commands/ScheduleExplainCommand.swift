import TendArguments
import TendCore
import TendTerminal

/// `tend schedule explain SCHEDULE`: the schedule in words and its next five occurrences.
enum ScheduleExplainCommand: TendCommand {
    static let name = "explain"
    static let spec = CommandSpec(
        name,
        abstract: "Show a schedule in words and its next five occurrences.",
        declaring: Options.self,
        examples: [
            CommandExample("A course of antibiotics.", "tend schedule explain 'every 8 hours from 06:00 for 10 days'"),
            CommandExample("Doses with labels.", "tend schedule explain 'daily at 08:00 \"Morning\" and 20:00 \"Evening\"'"),
        ])

    struct Options: ParsableArguments {
        static let schedule = Argument<String>(
            "schedule", help: "The schedule, such as 'daily at 08:00 and 20:00'; - reads it from standard input.")
        static let declarations: [any ArgumentDeclaration] = [schedule, CommonOptions.tz, CommonOptions.json]

        var schedule: String
        var tz: String?
        var json: Bool

        init(from parsed: ParsedArguments) {
            schedule = parsed[Self.schedule]
            tz = parsed[CommonOptions.tz]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.zone(options.tz)
        let now = try context.now(zone: zone)
        let text = ScheduleReading.text(options.schedule)
        let schedule = try ScheduleReading.parse(text, now: now, zone: zone)
        let engine = try ScheduleReading.engine(schedule, zone: zone, context: context)
        let next = engine.occurrences(startingAtOrAfter: now, limit: 5)
        let words = ScheduleDescriber.describe(schedule)
        let total = engine.totalCount
        if options.json {
            context.console.line(JSON.text(JSONDocument.object([
                ("schedule", .string(words)),
                ("zone", .string(engine.zone.identifier)),
                ("total", total.map { .int($0) } ?? .null),
                ("next", .array(next.map { OccurrenceFormatting.json($0, schedule: schedule, zone: zone) })),
            ])))
            return .success
        }
        let console = context.console
        console.line("Schedule: " + TextSanitizer.sanitize(words))
        console.line("Zone:     " + engine.zone.identifier + (schedule.zoneName == nil ? "" : " (pinned)"))
        if let total { console.line("Total:    \(total) occurrence" + (total == 1 ? "" : "s")) }
        if next.isEmpty {
            console.line("No occurrences after \(DateText.short(now, in: zone)).")
            return .success
        }
        console.line("Next \(next.count == 1 ? "occurrence" : "\(next.count) occurrences"):")
        for occurrence in next {
            console.line("  " + OccurrenceFormatting.line(occurrence, schedule: schedule, zone: zone))
        }
        return .success
    }
}
