import TendCore
import TendSystem

/// Reading a schedule argument the way every command does.
enum ScheduleReading {
    /// The schedule argument's text; `-` reads it from standard input (at most a little more
    /// than the language's limit is read, so that any length is refused quickly).
    static func text(_ argument: String) -> String {
        guard argument == "-" else { return argument }
        let read = try? DescriptorReading.readToEnd(StandardStreams.input, limit: ScheduleLanguage.maximumCharacters * 4,
                                                    pastLimit: .stop)
        var text = String(decoding: read?.bytes ?? [], as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// Parses schedule text, starting on the day of `now` in `zone` when it has no `from`.
    static func parse(_ text: String, now: Instant, zone: ZoneRules) throws -> Schedule {
        let options = ScheduleParsingOptions(startDate: zone.localDateTime(at: now).date)
        do {
            return try ScheduleLanguage.parse(text, options: options)
        } catch {
            throw CommandFailure.schedule(error, text: text)
        }
    }

    /// An engine for a schedule: in its pinned zone, else in `zone`.
    static func engine(_ schedule: Schedule, zone: ZoneRules, context: CommandContext) throws -> ScheduleEngine {
        if let pinned = schedule.zoneName {
            return ScheduleEngine(schedule: schedule, zone: try context.pinnedZone(pinned))
        }
        return ScheduleEngine(schedule: schedule, zone: zone)
    }
}
