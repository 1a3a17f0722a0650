import TendCore
import TendPlan
import TendStore

/// `tend edit ID`: change a task; a new schedule takes effect from a moment, and the past keeps
/// the old one.
enum EditCommand: TendCommand {
    static let spec = CommandSpec(
        "edit",
        abstract: "Change a task; a new schedule starts a new version.",
        discussion: """
            A new --schedule takes effect now, or from --from: occurrences before that keep the old schedule and \
            their records. Other fields change at once.
            """,
        arguments: [CommonOptions.taskID],
        options: [
            .option("--title", value: "title", help: "A new title."),
            .option("--schedule", value: "schedule", help: "A new schedule, from now or from --from."),
        ] + TaskFields.options + [
            .flag("--adherence", help: "Count the task toward adherence again."),
            .flag("--no-adherence", help: "Stop counting the task toward adherence."),
        ],
        examples: [CommandExample("Move the evening dose to 21:00 from tomorrow.",
                                  "tend edit ibuprofen --schedule 'daily at 08:00 and 21:00' --from tomorrow")])

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(parsed, zone: zone)
        if parsed.flag("--adherence") && parsed.flag("--no-adherence") {
            throw parsed.usageError(.validation("Give either --adherence or --no-adherence, not both."))
        }
        if parsed.string("--from") != nil && parsed.string("--schedule") == nil && parsed.string("--tz") == nil {
            throw parsed.usageError(.validation("--from goes with --schedule or --tz: other fields change at once."))
        }
        if parsed.string("--tz") != nil { _ = try context.zone(parsed) }
        let store = try context.openStore(parsed)
        let message = try store.write { transaction -> String in
            let plan = try CarePlan.load(transaction, userZone: zone, zones: context.zones)
            let found = try plan.task(named: parsed.string("id")!)
            var task = found
            var changes: [String] = []
            if let title = try TaskFields.text(parsed, "--title", limit: 200)?.trimmingWhitespace() {
                guard !title.isEmpty else { throw parsed.usageError(.invalidValue("", for: "--title", reason: "a title cannot be empty")) }
                task.title = title
                changes.append("title")
            }
            if let text = try TaskFields.text(parsed, "--instructions") {
                task.instructions = text.isEmpty ? nil : text
                changes.append("instructions")
            }
            if let group = try TaskFields.text(parsed, "--group", limit: 60) {
                task.group = group.isEmpty ? nil : group
                changes.append("group")
            }
            if let style = try TaskFields.style(parsed) { task.style = style; changes.append("style") }
            if let color = try TaskFields.color(parsed) { task.color = color; changes.append("colour") }
            if let target = try TaskFields.target(parsed) { task.targetAmount = target; changes.append("target") }
            if let unit = try TaskFields.text(parsed, "--unit", limit: 30) { task.targetUnit = unit; changes.append("unit") }
            if let lead = try TaskFields.lead(parsed) { task.notificationLeadSeconds = lead; changes.append("lead") }
            if parsed.flag("--adherence") { task.countsTowardAdherence = true; changes.append("adherence") }
            if parsed.flag("--no-adherence") { task.countsTowardAdherence = false; changes.append("adherence") }
            try transaction.updateTask(task)
            var versionNote = ""
            if parsed.string("--schedule") != nil || parsed.string("--tz") != nil {
                let effective = try TaskFields.effectiveFrom(parsed, zone: zone, otherwise: now)
                let current = plan.versions(of: found).last { $0.effectiveFrom <= effective } ?? plan.versions(of: found).last!
                let startDate = zone.localDateTime(at: effective).date
                var schedule: Schedule
                if let text = parsed.string("--schedule") {
                    schedule = try TaskFields.schedule(text, startDate: startDate, pin: parsed.string("--tz"), context: context)
                } else {
                    schedule = current.schedule
                    schedule.zoneName = parsed.string("--tz")
                    _ = try context.pinnedZone(schedule.zoneName!)
                }
                let words = ScheduleDescriber.describe(schedule)
                let version: TaskVersion
                do {
                    version = try transaction.addVersion(of: task.id, schedule: words, zone: schedule.zoneName,
                                                         effectiveFrom: effective, createdAt: now)
                } catch StoreError.versionHasRecords(_, let number, let kept, _) {
                    // The store speaks UTC; the person gave --from in their own zone.
                    let from = DateTimeArgument.iso8601(kept, zone: zone)
                    throw CommandFailure("""
                        cannot change the schedule of '\(task.id)' from \(DateTimeArgument.iso8601(effective, zone: zone)): \
                        version \(number), in effect from \(from), already has completions recorded; \
                        give --from a time after \(from)
                        """)
                }
                versionNote = "; schedule version \(version.version) (\(TextSanitizer.sanitize(words))) from "
                    + DateTimeArgument.iso8601(effective, zone: zone)
                changes.append("schedule")
            }
            guard !changes.isEmpty else {
                throw parsed.usageError(.validation("Nothing to change: give an option such as --schedule or --title."))
            }
            return "Changed \(task.id): " + changes.joined(separator: ", ") + versionNote
        }
        context.console.line(message)
        return .success
    }
}
