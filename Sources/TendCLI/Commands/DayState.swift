import TendArguments
import TendCore
import TendTerminal
import TendPlan
import TendStore

/// One day of the care plan as the database records it: the tasks, what was done, what was
/// logged. Only the day's window is read, through indexed queries.
struct DayState {
    let plan: CarePlan
    let day: CivilDate
    /// The day's bounds and wall-clock times in the user's zone.
    let localDay: LocalDay
    let now: Instant
    /// When each occurrence of the day was done.
    let done: DayCompletions
    let logs: [LogEntry]

    static func load(_ transaction: ReadTransaction, day: CivilDate, now: Instant, zone: ZoneRules,
                     context: CommandContext) throws -> DayState {
        let plan = try context.plan(transaction, zone: zone)
        let localDay = LocalDay(day, zone: plan.userZone)
        var done = DayCompletions(taskCount: plan.tasks.count)
        try transaction.forEachCompletion(scheduledIn: localDay.start..<localDay.end) { done.record($0, doneAt: $1) }
        let logs = try transaction.logEntries(in: localDay.start..<localDay.end)
        return DayState(plan: plan, day: day, localDay: localDay, now: now, done: done, logs: logs)
    }

    /// The tasks that exist on the day, in the order they were added. A task removed during the
    /// day shows only when something of it falls on the day before its removal (an occurrence
    /// or a log entry).
    ///
    /// Most days every task of the plan exists, and the plan's own array is returned rather
    /// than a copy (at 1,000 tasks a copy, grown as it is filled, touched 1.2 MB of new memory).
    var tasks: [CareTask] {
        let positions = taskPositions
        guard positions.count < plan.tasks.count else { return plan.tasks }
        return positions.map { plan.tasks[$0] }
    }

    /// The positions in `plan.tasks` of the tasks that exist on the day (see ``tasks``),
    /// ascending: what a command that reads each task's timeline goes through, so that it
    /// finds each by its position rather than by looking its id up.
    var taskPositions: [Int] {
        plan.tasks.indices.filter(exists(at:))
    }

    /// Whether the task at `position` in `plan.tasks` exists on the day (see ``tasks``).
    private func exists(at position: Int) -> Bool {
        // Read in place: a copy of the task is 16 references retained and released.
        guard !plan.tasks[position].isRemoved(at: localDay.start),
              plan.versions(ofTaskAt: position).first.map({ $0.effectiveFrom < localDay.end }) ?? false else { return false }
        return plan.tasks[position].removed == nil || !agenda(plan.timeline(ofTaskAt: position)).entries.isEmpty
            || logs.contains { $0.taskID == plan.tasks[position].id }
    }

    func agenda(_ task: CareTask) -> DayAgenda {
        agenda(plan.timeline(task))
    }

    /// The day's agenda of a task whose timeline the caller has already built.
    func agenda(_ timeline: TaskTimeline) -> DayAgenda {
        DayAgenda(timeline: timeline, day: localDay, done: done, now: now)
    }

    /// The day named by `--date` (`text`), else today.
    static func day(_ text: String?, now: Instant, zone: ZoneRules) throws(ArgumentError) -> CivilDate {
        let today = zone.localDateTime(at: now).date
        guard let text else { return today }
        guard let day = ValueArgument.date(text, today: today) else {
            throw CommonOptions.date.invalid(text, reason: "write a date such as 2026-12-01, or today, yesterday, tomorrow, fri, next fri, -3d")
        }
        return day
    }

    /// The error for an occurrence `text` that names none of `agenda` (the day's occurrences
    /// of `task`), with the numbers that would.
    static func noOccurrence(_ text: String, of task: CareTask, on day: CivilDate, in agenda: DayAgenda) -> CommandFailure {
        let choices = agenda.entries.map { "\($0.number)" }.joined(separator: ", ")
        return CommandFailure("\(TextSanitizer.sanitize(task.title)) has no occurrence '\(TextSanitizer.sanitize(text))' on \(DateText.short(day)); give a number (\(choices)), a time or a label",
                              status: .usageError)
    }
}
