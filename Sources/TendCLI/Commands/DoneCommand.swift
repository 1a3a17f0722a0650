import TendArguments
import TendCore
import TendPlan
import TendTerminal
import TendStore

/// `tend done ID [OCCURRENCE]`: record that an occurrence was done.
enum DoneCommand: TendCommand {
    static let name = "done"
    static let spec = CommandSpec(
        name,
        abstract: "Record that a task was done.",
        discussion: """
            Without an occurrence, records the earliest occurrence of the day that is due and not done, else the next \
            one. Doing a done occurrence again says so and changes nothing. A dose is refused, with exit status 65 and \
            nothing recorded, when it would be in the future, within 15 minutes of another dose of the task (a command \
            typed twice), closer to another than the task's --min-interval, beyond its --max-per-day on that day, or \
            more than an hour before its scheduled time; --force records it all the same. Even with --force, a dose is \
            recorded no earlier than the day before it is due and no later than a day from now (exit status 65).
            """,
        declaring: Options.self,
        examples: [
            CommandExample("The next dose, now.", "tend done ibuprofen"),
            CommandExample("The evening dose, taken at 20:10.", "tend done ibuprofen evening --at 20:10"),
            CommandExample("A dose the safety rules refuse, recorded all the same.", "tend done ibuprofen --force"),
        ],
        suggestedFor: ["complete", "tick", "take", "took", "finish"])

    struct Options: ParsableArguments {
        static let occurrence = Argument<String?>(
            "occurrence", help: "The number shown by 'tend today', a time (20:00) or a label (evening).")
        static let record = RecordFields.Declarations(
            at: Option("--at", value: "time", help: "When it was done (08:10, fri 08:10, -2h, or a date and time); default now."),
            value: Option("--value", value: "value", help: "A value to record with it (400, yes, or text)."),
            unit: Option("--unit", value: "unit", help: "The unit of --value (mg)."))
        static let force = Flag("--force", help: "Record the dose even when the safety rules refuse it.")
        static let declarations: [any ArgumentDeclaration] = [
            CommonOptions.taskID, occurrence, record.at, record.value, record.unit, record.note, CommonOptions.date,
            force, CommonOptions.json,
        ]

        var id: String
        var occurrence: String?
        var record: RecordFields
        var date: String?
        var force: Bool
        var json: Bool

        init(from parsed: ParsedArguments) {
            id = parsed[CommonOptions.taskID]
            occurrence = parsed[Self.occurrence]
            record = RecordFields(from: parsed, Self.record)
            date = parsed[CommonOptions.date]
            force = parsed[Self.force]
            json = parsed[CommonOptions.json]
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let now = try context.now(zone: zone)
        let day = try DayState.day(options.date, now: now, zone: zone)
        let at = try options.record.moment(Options.record, day: day, zone: zone, now: now)
        let values = try options.record.measurement(Options.record).map {
            [OutcomeValue(ValueArgument.recorded($0.text), unit: $0.unit, recordedAt: now)]
        } ?? []
        let note = try options.record.checkedNote(Options.record)
        let store = try context.openStore()
        let (message, json) = try store.write { transaction -> (String, JSON.Value) in
            let state = try DayState.load(transaction, day: day, now: now, zone: zone, context: context)
            let task = try state.plan.task(named: options.id)
            guard task.style != .log else {
                throw CommandFailure("'\(task.id)' is a log task: record it with 'tend log \(task.id)'", status: .usageError)
            }
            let agenda = state.agenda(task)
            guard !agenda.entries.isEmpty else {
                if !state.plan.unreadableVersions(of: task).isEmpty {
                    throw CommandFailure("\(TextSanitizer.sanitize(task.title)) has nothing due on \(DateText.short(day)) that can be "
                                         + "read: see the warning above", status: .dataError)
                }
                throw CommandFailure("\(TextSanitizer.sanitize(task.title)) has nothing due on \(DateText.short(day)); 'tend show \(task.id)' lists its next occurrences",
                                     status: .usageError)
            }
            let entry: DayAgenda.Entry
            if let text = options.occurrence {
                guard let found = agenda.entry(matching: text, zone: zone) else {
                    throw DayState.noOccurrence(text, of: task, on: day, in: agenda)
                }
                entry = found
            } else {
                guard let found = agenda.defaultEntryToRecord else {
                    return ("Everything of \(TextSanitizer.sanitize(task.title)) is already done on \(DateText.short(day)); nothing changed.",
                            recordedJSON(false, nil, zone: zone))
                }
                entry = found
            }
            let name = describe(entry, task: task, zone: zone)
            let result: RecordDose.Result
            do {
                // A done occurrence is not checked again: recording it changes nothing.
                result = try RecordDose.record(entry.occurrence, of: task, at: at, note: note, values: values,
                                               safety: options.force || entry.isDone ? .waived : .checked,
                                               now: now, zone: zone, in: transaction)
            } catch let refusal as RecordDose.Refusal {
                throw CommandFailure(refusalSentence(refusal, task: task, name: name, at: at, zone: zone), status: .dataError)
            }
            switch result {
            case .alreadyRecorded(let outcome):
                return ("\(name) was already done at \(zone.localDateTime(at: outcome.recordedAt).time); nothing changed.",
                        recordedJSON(false, outcome, zone: zone))
            case .recorded(let outcome):
                let done = agenda.adherence.done + 1
                return ("Done: \(name) at \(zone.localDateTime(at: at).time) (\(done) of \(agenda.entries.count) on \(DateText.short(day))).",
                        recordedJSON(true, outcome, zone: zone))
            }
        }
        if options.json { context.console.line(JSON.text(json)) } else { context.console.line(message) }
        return .success
    }

    /// Why the dose named `name`, at `at`, was not recorded.
    private static func refusalSentence(_ refusal: RecordDose.Refusal, task: CareTask, name: String, at: Instant,
                                        zone: ZoneRules) -> String {
        switch refusal {
        case .outsideWindow(let window): RecordingWindowText.completion(name, at: at, window: window, zone: zone)
        case .unsafe(let unsafe): DoseRefusalText.sentence(unsafe, task: task, name: name, at: at, zone: zone)
        }
    }

    /// `{version, recorded, completion}`: whether this run recorded the completion, and the
    /// completion (the one that was there already when nothing was recorded; null when the day
    /// had nothing left to do).
    private static func recordedJSON(_ recorded: Bool, _ outcome: Outcome?, zone: ZoneRules) -> JSON.Value {
        JSONDocument.object([("recorded", .bool(recorded)),
                             ("completion", outcome.map { OccurrenceJSON.completion($0, zone: zone) } ?? .null)])
    }

    /// `Ibuprofen #2 (12:00 noon)`.
    static func describe(_ entry: DayAgenda.Entry, task: CareTask, zone: ZoneRules) -> String {
        let time = entry.occurrence.occurrence.allDay ? "all day" : zone.localDateTime(at: entry.occurrence.occurrence.start).time.description
        let label = entry.occurrence.label.map { " " + TextSanitizer.sanitize($0) } ?? ""
        return "\(TextSanitizer.sanitize(task.title)) #\(entry.number) (\(time)\(label))"
    }
}
