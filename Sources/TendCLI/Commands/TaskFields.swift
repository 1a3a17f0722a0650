import TendArguments
import TendCore
import TendStore
import TendTerminal

/// The options `add` and `edit` share, and how they are read.
enum TaskFields {
    static let options: [OptionSpec] = [
        .option("--style", value: "style", help: "How the task is shown: simple, instructions, log, checklist or grid.",
                completion: .choices(CommonOptions.styles)),
        .option("--instructions", value: "text", help: "A line of advice shown with the task."),
        .option("--group", value: "name", help: "A group, such as medication or exercise."),
        .option("--color", value: "color", help: "A colour: red, orange, yellow, green, blue, purple, pink or gray.",
                completion: .choices(CommonOptions.colors)),
        .option("--target", value: "n", help: "A value each occurrence aims for (8)."),
        .option("--unit", value: "unit", help: "The unit of --target (glasses)."),
        .option("--tz", value: "zone", help: "Pin the schedule to this time zone (Europe/Berlin).", completion: .zone),
        .option("--from", value: "date", help: "When the schedule takes effect (a date or date and time)."),
        .option("--lead", value: "duration", help: "Remind this long before each occurrence (10m); 0 for at its start."),
    ]

    /// `--lead`: seconds before an occurrence that its reminder goes out, up to a day.
    static func lead(_ parsed: ParsedArguments) throws -> Int64? {
        guard let text = parsed.string("--lead") else { return nil }
        guard let seconds = text == "0" ? 0 : ValueArgument.seconds(text), seconds <= 86_400 else {
            throw parsed.usageError(.invalidValue(text, for: "--lead", reason: "give a duration up to 1d, such as 10m or 1h"))
        }
        return seconds
    }

    /// A user text: at most `limit` characters (control characters are kept as typed; every
    /// renderer makes them harmless with `TextSanitizer`).
    static func text(_ parsed: ParsedArguments, _ option: String, limit: Int = 500) throws -> String? {
        guard let value = parsed.string(option) else { return nil }
        guard value.count <= limit else {
            throw parsed.usageError(.invalidValue(String(value.prefix(20)) + "…", for: option, reason: "at most \(limit) characters"))
        }
        return value
    }

    static func style(_ parsed: ParsedArguments) throws -> TaskStyle? {
        try parsed.value("--style", as: TaskStyle.init(rawValue:))
    }

    static func color(_ parsed: ParsedArguments) throws -> String? {
        try parsed.value("--color", as: { TaskColor(rawValue: $0.lowercased())?.rawValue })
    }

    static func target(_ parsed: ParsedArguments) throws -> Double? {
        guard let text = parsed.string("--target") else { return nil }
        guard let value = Double(text), value.isFinite, value > 0, value < 1e12 else {
            throw parsed.usageError(.invalidValue(text, for: "--target", reason: "give a number greater than 0, such as 8"))
        }
        return value
    }

    /// The schedule text of `--schedule`, read and checked, in its stored (canonical) form.
    static func schedule(_ text: String, startDate: CivilDate, pin: String?, context: CommandContext) throws -> Schedule {
        var schedule: Schedule
        do {
            schedule = try ScheduleLanguage.parse(ScheduleReading.text(text), options: ScheduleParsingOptions(startDate: startDate))
        } catch {
            throw CommandFailure.schedule(error, text: text)
        }
        if let pin { schedule.zoneName = pin }
        if let name = schedule.zoneName { _ = try context.pinnedZone(name) }
        return schedule
    }

    /// When a change takes effect: `--from` (a date means its midnight), else `otherwise`.
    static func effectiveFrom(_ parsed: ParsedArguments, zone: ZoneRules, otherwise: Instant) throws -> Instant {
        guard let text = parsed.string("--from") else { return otherwise }
        let today = zone.localDateTime(at: otherwise).date
        if let date = ValueArgument.date(text, today: today) { return zone.instant(for: LocalDateTime(date: date)) }
        guard let instant = DateTimeArgument.instant(text, zone: zone) else {
            throw parsed.usageError(.invalidValue(text, for: "--from", reason: "write a date (2026-12-01) or a date and time (2026-12-01T08:00)"))
        }
        return instant
    }

    /// The most occurrences the schedule has on any of its first fourteen days.
    static func occurrencesPerDay(_ schedule: Schedule, zone: ZoneRules, from: Instant) -> Int {
        let engine = ScheduleEngine(schedule: schedule, zone: zone)
        let firstDay = zone.localDateTime(at: from).date
        var most = 0
        for offset in 0..<14 {
            let day = firstDay.adding(days: offset)
            let start = zone.instant(for: LocalDateTime(date: day))
            let end = zone.instant(for: LocalDateTime(date: day.adding(days: 1)))
            most = max(most, engine.count(before: end) - engine.count(before: start))
        }
        return most
    }
}
