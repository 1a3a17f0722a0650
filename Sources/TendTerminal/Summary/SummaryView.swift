import TendCore

/// What `tend summary` reports for a period: adherence per task, per day and overall, and
/// every missed occurrence.
public struct SummaryView: Sendable {
    public var firstDay: CivilDate
    public var lastDay: CivilDate
    /// The tasks that count toward adherence, including ones removed during the period.
    public var tasks: [TaskAdherenceRow]
    /// Each day of the period, in order.
    public var days: [DayAdherenceRow]
    /// The occurrences that were due and not done, in time order.
    public var missed: MissedOccurrences

    public init(
        firstDay: CivilDate, lastDay: CivilDate, tasks: [TaskAdherenceRow], days: [DayAdherenceRow],
        missed: MissedOccurrences
    ) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.tasks = tasks
        self.days = days
        self.missed = missed
    }

    /// A view whose missed occurrences are all in memory already.
    public init(
        firstDay: CivilDate, lastDay: CivilDate, tasks: [TaskAdherenceRow], days: [DayAdherenceRow],
        missed: [MissedOccurrenceRow]
    ) {
        self.init(firstDay: firstDay, lastDay: lastDay, tasks: tasks, days: days, missed: MissedOccurrences(missed))
    }

    /// Adherence over all tasks of the period.
    public var overall: Adherence { .total(tasks.map(\.adherence)) }
}

/// One task's adherence over the period.
public struct TaskAdherenceRow: Hashable, Sendable {
    public var id: String
    public var title: String
    public var adherence: Adherence
    /// Adherence on each of the 7 days ending with the period's last, for the sparkline.
    public var lastSevenDays: [ChartPoint]

    public init(id: String, title: String, adherence: Adherence, lastSevenDays: [ChartPoint] = []) {
        self.id = id
        self.title = title
        self.adherence = adherence
        self.lastSevenDays = lastSevenDays
    }
}

/// One day's adherence over all tasks.
public struct DayAdherenceRow: Hashable, Sendable {
    public var date: CivilDate
    public var adherence: Adherence

    public init(date: CivilDate, adherence: Adherence) {
        self.date = date
        self.adherence = adherence
    }
}

/// An occurrence that was due and not done.
public struct MissedOccurrenceRow: Hashable, Sendable {
    public var taskID: String
    public var title: String
    public var date: CivilDate
    /// nil for an all-day occurrence.
    public var time: TimeOfDay?
    public var label: String?

    public init(taskID: String, title: String, date: CivilDate, time: TimeOfDay?, label: String? = nil) {
        self.taskID = taskID
        self.title = title
        self.date = date
        self.time = time
        self.label = label
    }
}
