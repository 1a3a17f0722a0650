import TendCore
import TendPlan
import TendStore
import TendTerminal

/// How `tend undo` tells a recent action: in words with the command that takes it back, and as
/// JSON.
struct RecentActionText {
    let plan: CarePlan
    let now: Instant
    private var zone: ZoneRules { plan.userZone }
    private var today: CivilDate { zone.localDateTime(at: now).date }

    /// What was done, then what takes it back, wrapped at `width` under the text:
    ///
    ///       done     Ibuprofen 400 mg #2 (12:00) on Tue 1 Dec 2026, at 12:05
    ///                undo: tend undo (the latest recording), or tend undo ibuprofen 2
    func lines(_ action: RecentAction, isLatestRecording: Bool, width: Int) -> [String] {
        let (kind, what) = description(action)
        let undo = self.undo(action).map { "undo: " + (isLatestRecording ? "tend undo (the latest recording), or " : "") + $0 }
        let indent = String(repeating: " ", count: 11)
        let wrap = { (text: String) in WordWrap.lines(text, width: max(width - indent.count, 20)) }
        let first = wrap(what).enumerated().map { $0 == 0 ? "  " + kind + String(repeating: " ", count: 9 - kind.count) + $1 : indent + $1 }
        return first + wrap(undo ?? cannotUndo(action)).map { indent + $0 }
    }

    /// The kind (`done`, `logged`, `edited`, `removed`) and the action in words.
    private func description(_ action: RecentAction) -> (String, String) {
        switch action {
        case .completion(let completion, let task):
            let outcome = completion.outcome
            return ("done", occurrenceName(outcome, of: task) + " on " + DateText.short(day(of: outcome)) + ", at "
                + zone.localDateTime(at: outcome.recordedAt).time.description)
        case .logEntry(let entry, let task, _):
            return ("logged", TextSanitizer.sanitize(task.title) + " at " + DateText.short(entry.at, in: zone)
                + LogCommand.valueText(entry))
        case .scheduleEdit(let edit, let task):
            return ("edited", "\(task.id): schedule version \(edit.version.version) from "
                + "\(DateText.short(edit.version.effectiveFrom, in: zone)) (\(TextSanitizer.sanitize(edit.version.schedule))), "
                + "made \(DateText.short(edit.version.createdAt, in: zone))")
        case .removal(let task):
            return ("removed", "\(TextSanitizer.sanitize(task.title)) (\(task.id)) from \(DateText.short(task.removed ?? now, in: zone))")
        }
    }

    /// The command that takes the action back, or nil when none does.
    func undo(_ action: RecentAction) -> String? {
        switch action {
        case .completion(let completion, let task):
            guard let entry = entry(of: completion.outcome, task: task) else { return nil }
            let day = day(of: completion.outcome)
            return "tend undo \(task.id) \(entry.number)" + (day == today ? "" : " --date \(day)")
        case .logEntry(_, let task, let isLatestOfTask):
            return isLatestOfTask ? "tend undo \(task.id)" : nil
        case .scheduleEdit(let edit, let task):
            return edit.isLatest && !edit.hasRecords ? "tend undo \(task.id) --edit" : nil
        case .removal(let task):
            return "tend restore \(task.id)"
        }
    }

    /// Why an action no command takes back stays, or what must go first.
    private func cannotUndo(_ action: RecentAction) -> String {
        switch action {
        case .logEntry(_, let task, _): "undo: tend undo \(task.id), once the entries logged after it are taken back"
        case .scheduleEdit(let edit, _) where edit.hasRecords: "cannot be taken back: completions are recorded against it"
        case .scheduleEdit: "cannot be taken back: a later version followed it"
        case .completion, .removal: "cannot be taken back by number: the occurrence is no longer in the plan"
        }
    }

    /// `the schedule edit of ibuprofen`, `the removal of physio`: a change plain undo leaves
    /// alone; nil for a recording.
    func changeName(_ action: RecentAction) -> String? {
        switch action {
        case .scheduleEdit(_, let task): "the schedule edit of \(task.id)"
        case .removal(let task): "the removal of \(task.id)"
        case .completion, .logEntry: nil
        }
    }

    /// `Ibuprofen 400 mg #2 (12:00)`: a completion's occurrence as `done` and `today` number it.
    func occurrenceName(_ outcome: Outcome, of task: CareTask) -> String {
        guard let entry = entry(of: outcome, task: task) else {
            return TextSanitizer.sanitize(task.title) + " (" + zone.localDateTime(at: outcome.occurrenceStart).time.description + ")"
        }
        return DoneCommand.describe(entry, task: task, zone: zone)
    }

    /// The action as JSON: `{kind, task, completion, entry, edit, removedAt, undo}`, the one
    /// of `completion`, `entry`, `edit` and `removedAt` that fits its kind set, the others null.
    func json(_ action: RecentAction) -> JSON.Value {
        var completion = JSON.Value.null, entry = JSON.Value.null, edit = JSON.Value.null, removedAt = JSON.Value.null
        switch action {
        case .completion(let recorded, _):
            completion = OccurrenceJSON.completion(recorded.outcome, zone: zone)
        case .logEntry(let logged, _, _):
            entry = OccurrenceJSON.log(logged, zone: zone)
        case .scheduleEdit(let made, _):
            edit = .object([("scheduleVersion", .int(made.version.version)),
                            ("effectiveFrom", .string(DateTimeArgument.iso8601(made.version.effectiveFrom, zone: zone))),
                            ("schedule", .string(made.version.schedule)),
                            ("createdAt", .string(DateTimeArgument.iso8601(made.version.createdAt, zone: zone)))])
        case .removal(let task):
            removedAt = task.removed.map { .string(DateTimeArgument.iso8601($0, zone: zone)) } ?? .null
        }
        return .object([("kind", .string(description(action).0)), ("task", .string(action.task.id)),
                        ("completion", completion), ("entry", entry), ("edit", edit), ("removedAt", removedAt),
                        ("undo", undo(action).map { .string($0) } ?? .null)])
    }

    private func day(of outcome: Outcome) -> CivilDate {
        zone.localDateTime(at: outcome.occurrenceStart).date
    }

    /// The occurrence of the outcome among its day's, numbered as `today` numbers them.
    private func entry(of outcome: Outcome, task: CareTask) -> DayAgenda.Entry? {
        DayAgenda(timeline: plan.timeline(task), day: day(of: outcome), zone: zone, done: DayCompletions(), now: now)
            .entries.first { $0.occurrence.key == outcome.occurrence }
    }

}
