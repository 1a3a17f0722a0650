import TendArguments
import TendCore
import TendStore
import TendTerminal

/// The options `add` and `edit` share, and how they are read.
struct TaskFields: ParsableArguments {
    static let style = Option<TaskStyle?>("--style", value: "style", help: "How the task is shown: simple, instructions, log, checklist or grid.")
    static let instructions = Option<String?>("--instructions", value: "text", help: "A line of advice shown with the task.")
    static let group = Option<String?>("--group", value: "name", help: "A group, such as medication or exercise.")
    static let tint = Option<TaskColor?>("--tint", value: "color", help: "A colour: red, orange, yellow, green, blue, purple, pink or gray.")
    static let target = Option<String?>("--target", value: "n", help: "A value each occurrence aims for (8).")
    static let unit = Option<String?>("--unit", value: "unit", help: "The unit of --target (glasses).")
    static let tz = Option<String?>("--tz", value: "zone", help: "Pin the schedule to this time zone (Europe/Berlin).", completion: .zone)
    static let from = Option<String?>("--from", value: "date", help: "When the schedule takes effect (a date or date and time).")
    static let lead = Option<String?>("--lead", value: "duration", help: "Remind this long before each occurrence (10m); 0 for at its start.")
    static let maxPerDay = Option<String?>(
        "--max-per-day", value: "n", help: "The most doses 'tend done' records on one day (4); none for no limit.")
    static let minInterval = Option<String?>(
        "--min-interval", value: "duration", help: "The least time between two doses (4h, 90m); none for no minimum.")
    static let declarations: [any ArgumentDeclaration] =
        [style, instructions, group, tint, target, unit, tz, from, lead, maxPerDay, minInterval]

    var style: TaskStyle?
    var instructions: String?
    var group: String?
    var tint: TaskColor?
    var target: String?
    var unit: String?
    var tz: String?
    var from: String?
    var lead: String?
    var maxPerDay: String?
    var minInterval: String?

    init(from parsed: ParsedArguments) {
        style = parsed[Self.style]
        instructions = parsed[Self.instructions]
        group = parsed[Self.group]
        tint = parsed[Self.tint]
        target = parsed[Self.target]
        unit = parsed[Self.unit]
        tz = parsed[Self.tz]
        from = parsed[Self.from]
        lead = parsed[Self.lead]
        maxPerDay = parsed[Self.maxPerDay]
        minInterval = parsed[Self.minInterval]
    }

    /// `--max-per-day`: nil when not given, `.some(nil)` for `none` (no limit), else 1 to 100.
    static func dailyLimit(_ text: String?) throws(ArgumentError) -> Int?? {
        guard let text else { return nil }
        if text == "none" { return .some(nil) }
        guard let limit = Int(text), (1...100).contains(limit) else {
            throw maxPerDay.invalid(text, reason: "give a number of doses from 1 to 100, such as 4, or none")
        }
        return limit
    }

    /// `--min-interval`: nil when not given, `.some(nil)` for `none` (no minimum), else seconds
    /// from a minute to 31 days.
    static func minimumInterval(_ text: String?) throws(ArgumentError) -> Int64?? {
        guard let text else { return nil }
        if text == "none" { return .some(nil) }
        guard let seconds = ValueArgument.seconds(text), (60...31 * 86_400).contains(seconds) else {
            throw minInterval.invalid(text, reason: "give a duration from 1m to 31d, such as 4h or 90m, or none")
        }
        return seconds
    }

    /// `--lead`: seconds before an occurrence that its reminder goes out, up to a day.
    static func leadSeconds(_ text: String?) throws(ArgumentError) -> Int64? {
        guard let text else { return nil }
        guard let seconds = text == "0" ? 0 : ValueArgument.seconds(text), seconds <= 86_400 else {
            throw lead.invalid(text, reason: "give a duration up to 1d, such as 10m or 1h")
        }
        return seconds
    }

    /// A user text given to `declaration`: at most `limit` characters (control characters are
    /// kept as typed; every renderer makes them harmless with `TextSanitizer`).
    static func text(_ value: String?, of declaration: some ValueDeclaration, limit: Int = 500) throws(ArgumentError) -> String? {
        guard let value else { return nil }
        guard value.count <= limit else {
            throw declaration.invalid(String(value.prefix(20)) + "…", reason: "at most \(limit) characters")
        }
        return value
    }

    static func targetValue(_ text: String?) throws(ArgumentError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, value > 0, value < 1e12 else {
            throw target.invalid(text, reason: "give a number greater than 0, such as 8")
        }
        return value
    }

    /// The schedule text of `--schedule`, read and checked, in its stored (canonical) form, for a
    /// version that takes effect at `effective` (local date-time): a schedule without `from`
    /// starts that day, and a course without `from` at its first dose from then on.
    static func schedule(_ text: String, effective: LocalDateTime, pin: String?, context: CommandContext) throws -> Schedule {
        var schedule: Schedule
        let options = ScheduleParsingOptions(startDate: effective.date, givenAt: effective.time)
        do {
            schedule = try ScheduleLanguage.parse(ScheduleReading.text(text), options: options)
        } catch {
            throw CommandFailure.schedule(error, text: text)
        }
        if let pin { schedule.zoneName = pin }
        if let name = schedule.zoneName { _ = try context.pinnedZone(name) }
        return schedule
    }

    /// When a change takes effect: `text` given to `option` (a date means its midnight), else
    /// `otherwise`.
    static func effectiveFrom(_ text: String?, of option: some ValueDeclaration = from, zone: ZoneRules,
                              otherwise: Instant) throws(ArgumentError) -> Instant {
        guard let text else { return otherwise }
        let today = zone.localDateTime(at: otherwise).date
        if let date = ValueArgument.date(text, today: today) { return zone.instant(for: LocalDateTime(date: date)) }
        guard let instant = DateTimeArgument.instant(text, zone: zone) else {
            throw option.invalid(text, reason: "write a date (2026-12-01) or a date and time (2026-12-01T08:00)")
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
            most = max(most, engine.occurrences(from: start, to: end).count)
        }
        return most
    }
}
