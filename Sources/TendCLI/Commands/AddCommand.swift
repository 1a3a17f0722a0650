import TendCore
import TendStore

/// `tend add TITLE --schedule SCHEDULE`: a new task.
enum AddCommand: TendCommand {
    static let spec = CommandSpec(
        "add",
        abstract: "Add a task to the care plan.",
        discussion: """
            Without --style the style is chosen as CareKit does: a task that does not count toward adherence is a \
            log; one occurrence a day is simple (instructions when there are instructions); several are a checklist. \
            Without --from the task takes effect at the start of today, so today's occurrences can be recorded.
            """,
        arguments: [ArgumentSpec("title", help: "What to do, such as 'Ibuprofen 400 mg'.")],
        options: [
            .option("--schedule", value: "schedule", help: "When it is due, such as '4 times a day' (see SCHEDULE LANGUAGE).", required: true),
            .option("--id", value: "id", help: "The id to type (lower-case letters, digits and dashes); made from the title when left out."),
        ] + TaskFields.options + [
            .flag("--no-adherence", help: "Do not count the task toward adherence (symptoms to log)."),
        ],
        examples: [
            CommandExample("A medicine four times a day.", "tend add Ibuprofen --schedule '4 times a day' --group medication --instructions 'With food'"),
            CommandExample("A course of antibiotics.", "tend add Amoxicillin --schedule 'every 8 hours from 06:00 for 10 days'"),
            CommandExample("A symptom to log.", "tend add Nausea --schedule 'every day' --no-adherence"),
        ])

    static func run(_ parsed: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(parsed, zone: zone)
        let title = try TaskFields.text(parsed, "title", limit: 200)!.trimmingWhitespace()
        guard !title.isEmpty else { throw parsed.usageError(.invalidValue("", for: "title", reason: "a title cannot be empty")) }
        let startOfToday = zone.instant(for: LocalDateTime(date: zone.localDateTime(at: now).date))
        let effective = try TaskFields.effectiveFrom(parsed, zone: zone, otherwise: startOfToday)
        let pin = try parsed.string("--tz").map { name in _ = try context.zone(parsed); return name }
        let schedule = try TaskFields.schedule(parsed.string("--schedule")!, startDate: zone.localDateTime(at: effective).date,
                                               pin: pin, context: context)
        let countsTowardAdherence = !parsed.flag("--no-adherence")
        let instructions = try TaskFields.text(parsed, "--instructions")
        let scheduleZone = try schedule.zoneName.map(context.pinnedZone) ?? zone
        let style = try TaskFields.style(parsed) ?? TaskStyle.automatic(
            countsTowardAdherence: countsTowardAdherence,
            occurrencesPerDay: TaskFields.occurrencesPerDay(schedule, zone: scheduleZone, from: effective),
            hasInstructions: instructions != nil)
        let target = try TaskFields.target(parsed)
        let lead = try TaskFields.lead(parsed)
        if parsed.string("--unit") != nil && target == nil {
            throw parsed.usageError(.validation("--unit goes with --target."))
        }
        if let id = parsed.string("--id"), !TaskSlug.isValid(id) {
            throw parsed.usageError(.invalidValue(id, for: "--id", reason: "use 1 to 40 lower-case letters, digits and dashes"))
        }
        let store = try context.openStore(parsed)
        let words = ScheduleDescriber.describe(schedule)
        let task = try store.write { transaction -> CareTask in
            var id = parsed.string("--id") ?? TaskSlug.from(title: title)
            if parsed.string("--id") == nil {
                var n = 2
                let base = id
                while try transaction.task(id: id) != nil { id = "\(base)-\(n)"; n += 1 }
            }
            let task = CareTask(
                id: id, title: title, instructions: instructions, group: try TaskFields.text(parsed, "--group", limit: 60),
                style: style, color: try TaskFields.color(parsed), targetAmount: target,
                targetUnit: try TaskFields.text(parsed, "--unit", limit: 30),
                countsTowardAdherence: countsTowardAdherence, notificationLeadSeconds: lead, created: now)
            try transaction.addTask(task, schedule: words, zone: schedule.zoneName, effectiveFrom: effective)
            return task
        }
        context.console.line("Added \(task.id): \(TextSanitizer.sanitize(task.title)) — \(TextSanitizer.sanitize(words)) (\(task.style.rawValue))")
        return .success
    }
}
