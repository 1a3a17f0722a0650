import TendArguments
import TendCore
import TendTerminal

/// `tend edit ID`: change a task; a new schedule takes effect from a moment, and the past keeps
/// the old one.
///
/// The run has four steps: the options are decoded, then checked and read into a ``TaskEdit``
/// before the store is opened, then one write makes the edit, and its outcome is told.
enum EditCommand: TendCommand {
    static let name = "edit"
    static let spec = CommandSpec(
        name,
        abstract: "Change a task; a new schedule starts a new version.",
        discussion: """
            A new --schedule takes effect now, or from --from: occurrences before that keep the old schedule and \
            their records. --from at or before an occurrence that already has a completion recorded is refused, so no \
            record is hidden. Other fields change at once.
            """,
        declaring: Options.self,
        examples: [CommandExample("Move the evening dose to 21:00 from tomorrow.",
                                  "tend edit ibuprofen --schedule 'daily at 08:00 and 21:00' --from tomorrow")],
        suggestedFor: ["change", "modify", "update"])

    struct Options: ParsableArguments {
        static let title = Option<String?>("--title", value: "title", help: "A new title.")
        static let schedule = Option<String?>("--schedule", value: "schedule", help: "A new schedule, from now or from --from.")
        static let adherence = Flag("--adherence", help: "Count the task toward adherence again.")
        static let noAdherence = Flag("--no-adherence", help: "Stop counting the task toward adherence.")
        static let noContact = Option<[String]>(
            "--no-contact", value: "contact", help: "Unlink a contact from the task; give several.", completion: .contactID)
        static let noAlerts = Flag("--no-alerts", help: "Remove the task's alert rules (before adding any --alert).")
        static let declarations: [any ArgumentDeclaration] =
            [CommonOptions.taskID, title, schedule] + TaskFields.declarations + [noContact, noAlerts, adherence, noAdherence]

        var id: String
        var title: String?
        var schedule: String?
        var fields: TaskFields
        var adherence: Bool
        var noAdherence: Bool
        var noContact: [String]
        var noAlerts: Bool

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
            title = parsed[Self.title]
            schedule = parsed[Self.schedule]
            fields = TaskFields(from: parsed)
            adherence = parsed[Self.adherence]
            noAdherence = parsed[Self.noAdherence]
            noContact = parsed[Self.noContact]
            noAlerts = parsed[Self.noAlerts]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let edit = try validate(options, zone: zone, now: now, context: context)
        let outcome = try edit.apply(toTaskNamed: options.id, in: context.openStore(), zone: zone, now: now, context: context)
        context.console.line(message(outcome, zone: zone))
        if let group = edit.group, !group.isEmpty,
           let note = GroupGuess.note(group: group, of: outcome.taskID, among: outcome.otherTasks) {
            context.console.errorLine(note)
        }
        return .success
    }

    /// Everything that can be checked without the store: flags that exclude each other, the
    /// texts, the numbers, the zone, and a new schedule.
    static func validate(_ options: Options, zone: ZoneRules, now: Instant, context: CommandContext) throws -> TaskEdit {
        let fields = options.fields
        if options.adherence && options.noAdherence {
            throw ArgumentError.validation("Give either --adherence or --no-adherence, not both.")
        }
        if fields.from != nil && options.schedule == nil && fields.tz == nil {
            throw ArgumentError.validation("--from goes with --schedule or --tz: other fields change at once.")
        }
        if let tz = fields.tz { _ = try context.zone(tz, of: TaskFields.tz) }
        var edit = TaskEdit()
        if let title = try TaskFields.text(options.title, of: Options.title, limit: 200)?.trimmingWhitespace() {
            guard !title.isEmpty else { throw Options.title.invalid("", reason: "a title cannot be empty") }
            edit.title = title
        }
        edit.instructions = try TaskFields.text(fields.instructions, of: TaskFields.instructions)
        edit.group = try TaskFields.text(fields.group, of: TaskFields.group, limit: 60)
        edit.style = fields.style
        edit.color = fields.tint
        edit.target = try TaskFields.targetValue(fields.target)
        edit.unit = try TaskFields.text(fields.unit, of: TaskFields.unit, limit: 30)
        edit.lead = try TaskFields.leadSeconds(fields.lead)
        edit.maxPerDay = try TaskFields.dailyLimit(fields.maxPerDay)
        edit.minInterval = try TaskFields.minimumInterval(fields.minInterval)
        if options.adherence { edit.countsTowardAdherence = true }
        if options.noAdherence { edit.countsTowardAdherence = false }
        edit.linkedContacts = fields.contacts
        edit.unlinkedContacts = options.noContact
        edit.alerts = try AlertRuleReading.parse(fields.alerts)
        edit.removesAlerts = options.noAlerts
        if options.schedule != nil || fields.tz != nil {
            let effective = try TaskFields.effectiveFrom(fields.from, zone: zone, otherwise: now)
            let schedule = try options.schedule.map { text in
                try TaskFields.schedule(text, effective: zone.localDateTime(at: effective), pin: fields.tz, context: context)
            }
            edit.schedule = TaskEdit.ScheduleChange(effective: effective, schedule: schedule, pin: fields.tz)
        }
        return edit
    }

    /// `Changed ibuprofen: title, schedule; schedule version 2 (…) from Wed 2 Dec 2026 00:00`.
    static func message(_ outcome: TaskEdit.Outcome, zone: ZoneRules) -> String {
        var text = "Changed \(outcome.taskID): " + outcome.changes.joined(separator: ", ")
        if let version = outcome.version {
            text += "; schedule version \(version.number) (\(TextSanitizer.sanitize(ScheduleDescriber.describe(version.schedule, dates: .sentence)))) from "
                + DateText.short(version.effectiveFrom, in: zone)
        }
        return text
    }
}
