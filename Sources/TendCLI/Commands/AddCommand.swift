import TendArguments
import TendCore
import TendStore

/// `tend add TITLE --schedule SCHEDULE`: a new task.
enum AddCommand: TendCommand {
    static let name = "add"
    static let spec = CommandSpec(
        name,
        abstract: "Add a task to the care plan.",
        discussion: """
            Without --style the style follows from the task: a task that does not count toward adherence is a \
            log; one occurrence a day is simple (instructions when there are instructions); several are a checklist. \
            Without --from the task takes effect now: occurrences earlier today are not due and not missed, and a \
            course (for 10 days, for 20 times) without a from of its own starts at its next dose. --from today \
            takes effect at the start of today, so a dose taken this morning can still be recorded. \
            Without --id the id is made from the title: lower-cased, its words of letters and digits of any script \
            joined by dashes (kept as they are, not transliterated), as many whole words as fit in 24 columns, \
            with -2, -3, … when it is taken. A task with the title of another one is added, with a note that says so. \
            A --group that no other task is in, but near one that is (medicaton), is kept, with a note that guesses \
            the group meant.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("A medicine four times a day.", "tend add Ibuprofen --schedule '4 times a day' --group medication --instructions 'With food'"),
            CommandExample("A course of antibiotics.", "tend add Amoxicillin --schedule 'every 8 hours from 06:00 for 10 days'"),
            CommandExample("A symptom to log.", "tend add Nausea --schedule 'every day' --no-adherence"),
        ],
        suggestedFor: ["new", "create"])

    struct Options: ParsableArguments {
        static let title = Argument<String>("title", help: "What to do, such as 'Ibuprofen 400 mg'.")
        static let schedule = Option<String>(
            "--schedule", value: "schedule", help: "When it is due, such as '4 times a day' (see SCHEDULE LANGUAGE).")
        static let id = Option<String?>(
            "--id", value: "id",
            help: "The id to type (lower-case letters, digits and dashes); made from the title's words, up to 24 columns, when left out.")
        static let noAdherence = Flag("--no-adherence", help: "Do not count the task toward adherence (symptoms to log).")
        static let declarations: [any ArgumentDeclaration] = [title, schedule, id] + TaskFields.declarations + [noAdherence]

        var title: String
        var schedule: String
        var id: String?
        var fields: TaskFields
        var noAdherence: Bool

        init(from parsed: ParsedArguments) {
            title = parsed[Self.title]
            schedule = parsed[Self.schedule]
            id = parsed[Self.id]
            fields = TaskFields(from: parsed)
            noAdherence = parsed[Self.noAdherence]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let fields = options.fields
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let title = try TaskFields.text(options.title, of: Options.title, limit: 200)!.trimmingWhitespace()
        guard !title.isEmpty else { throw Options.title.invalid("", reason: "a title cannot be empty") }
        let effective = try TaskFields.effectiveFrom(fields.from, zone: zone, otherwise: now)
        let pin = try fields.tz.map { name in _ = try context.zone(name, of: TaskFields.tz); return name }
        let schedule = try TaskFields.schedule(options.schedule, effective: zone.localDateTime(at: effective),
                                               pin: pin, context: context)
        let countsTowardAdherence = !options.noAdherence
        let instructions = try TaskFields.text(fields.instructions, of: TaskFields.instructions)
        let scheduleZone = try schedule.zoneName.map(context.pinnedZone) ?? zone
        let style = fields.style ?? TaskStyle.automatic(
            countsTowardAdherence: countsTowardAdherence,
            occurrencesPerDay: TaskFields.occurrencesPerDay(schedule, zone: scheduleZone, from: effective),
            hasInstructions: instructions != nil)
        let target = try TaskFields.targetValue(fields.target)
        let lead = try TaskFields.leadSeconds(fields.lead)
        let maxPerDay = try TaskFields.dailyLimit(fields.maxPerDay) ?? nil
        let minInterval = try TaskFields.minimumInterval(fields.minInterval) ?? nil
        if fields.unit != nil && target == nil {
            throw ArgumentError.validation("--unit goes with --target.")
        }
        if let id = options.id, !TaskSlug.isValid(id) {
            throw Options.id.invalid(id, reason: "use 1 to 40 lower-case letters, digits and dashes")
        }
        let alerts = try AlertRuleReading.parse(fields.alerts)
        let store = try context.openOrCreateStore()
        let words = ScheduleDescriber.describe(schedule)
        let (task, others) = try store.write { transaction -> (CareTask, [CareTask]) in
            let others = try transaction.tasks(notRemovedBy: now)
            var id = options.id ?? TaskSlug.from(title: title)
            if options.id == nil {
                var n = 2
                let base = id
                while try transaction.task(id: id) != nil { id = "\(base)-\(n)"; n += 1 }
            }
            let task = CareTask(
                id: id, title: title, instructions: instructions, group: try TaskFields.text(fields.group, of: TaskFields.group, limit: 60),
                style: style, color: fields.tint?.rawValue, targetAmount: target,
                targetUnit: try TaskFields.text(fields.unit, of: TaskFields.unit, limit: 30),
                countsTowardAdherence: countsTowardAdherence, notificationLeadSeconds: lead,
                maxPerDay: maxPerDay, minIntervalSeconds: minInterval, created: now)
            try transaction.addTask(task, schedule: words, zone: schedule.zoneName, effectiveFrom: effective)
            try transaction.setContacts(try TaskFields.contactIDs(fields.contacts, in: transaction), ofTask: task.id)
            try transaction.setAlertRules(try AlertRuleReading.rules(alerts, for: task, in: transaction), ofTask: task.id)
            return (task, others)
        }
        let namesakes = others.filter { $0.title.lowercased() == title.lowercased() }.map(\.id)
        context.console.line("Added \(task.id): \(TextSanitizer.sanitize(task.title)) \(context.glyphs.dash) \(TextSanitizer.sanitize(ScheduleDescriber.describe(schedule, dates: .sentence))) (\(task.style.rawValue))")
        if !namesakes.isEmpty {
            let listed = namesakes.map { "'\($0)'" }.joined(separator: ", ")
            context.console.errorLine("Note: \(title) is also the title of \(listed); this task's id is '\(task.id)'.")
        }
        if let group = task.group, let note = GroupGuess.note(group: group, of: task.id, among: others) {
            context.console.errorLine(note)
        }
        return .success
    }
}
