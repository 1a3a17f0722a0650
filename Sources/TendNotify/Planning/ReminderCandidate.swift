import TendCore

/// An occurrence the daemon may remind of, with what was already sent for it and whether it
/// is done: the planner's whole view of the world.
public struct ReminderCandidate: Hashable, Sendable {
    /// The task, shared with the task's other candidates.
    public var sharedTask: SharedTask
    public var occurrence: TaskOccurrence
    /// The task's own lead time, or the default one.
    public var leadSeconds: Int64
    /// What was sent for the occurrence; nil when nothing was.
    public var history: ReminderHistory?
    /// Whether the occurrence was done (for a log task: whether an event was logged since
    /// its reminder came due).
    public var isDone: Bool

    public init(task: CareTask, occurrence: TaskOccurrence, leadSeconds: Int64, history: ReminderHistory?, isDone: Bool) {
        self.init(sharing: SharedTask(task), occurrence: occurrence, leadSeconds: leadSeconds, history: history, isDone: isDone)
    }

    /// A candidate of `task`, held by reference with the task's other candidates.
    public init(sharing task: SharedTask, occurrence: TaskOccurrence, leadSeconds: Int64, history: ReminderHistory?,
                isDone: Bool) {
        sharedTask = task
        self.occurrence = occurrence
        self.leadSeconds = leadSeconds
        self.history = history
        self.isDone = isDone
    }

    /// The task the occurrence belongs to.
    public var task: CareTask {
        get { sharedTask.task }
        set { sharedTask = SharedTask(newValue) }
    }

    public var key: OccurrenceKey { occurrence.key }
    public var start: Instant { occurrence.occurrence.start }
}

/// What the daemon has sent for one occurrence.
public struct ReminderHistory: Hashable, Sendable {
    public var firstSentAt: Instant
    public var lastSentAt: Instant
    /// 1 after the first reminder, then one more for each repeat.
    public var timesSent: Int
    /// When a snoozed reminder is due again; nil when not snoozed.
    public var snoozedUntil: Instant?

    public init(firstSentAt: Instant, lastSentAt: Instant, timesSent: Int, snoozedUntil: Instant?) {
        self.firstSentAt = firstSentAt
        self.lastSentAt = lastSentAt
        self.timesSent = timesSent
        self.snoozedUntil = snoozedUntil
    }
}
