import TendCore

/// What `tend today` shows: one day's tasks, in groups.
public struct TodayView: Hashable, Sendable {
    /// The day shown.
    public var date: CivilDate
    /// The groups in the order they are shown; empty groups are left out.
    public var groups: [TaskGroupSection]
    /// The tasks with nothing due on the day, shown apart after the groups.
    public var notDue: [NotDueTask]

    public init(date: CivilDate, groups: [TaskGroupSection], notDue: [NotDueTask] = []) {
        self.date = date
        self.groups = groups
        self.notDue = notDue
    }

    /// Occurrences done and expected today over the tasks that count toward adherence.
    public var progress: Adherence {
        let counted = groups.flatMap(\.cards).filter(\.countsTowardAdherence).flatMap(\.body.occurrences)
        return Adherence(expected: counted.count, done: counted.filter(\.status.isDone).count)
    }
}

/// The tasks of one group, shown under a heading in the group's colour.
public struct TaskGroupSection: Hashable, Sendable {
    /// The group's name (`medication`); nil for tasks without a group.
    public var name: String?
    public var color: TaskColor?
    public var cards: [TaskCard]

    public init(name: String?, color: TaskColor? = nil, cards: [TaskCard]) {
        self.name = name
        self.color = color
        self.cards = cards
    }
}
