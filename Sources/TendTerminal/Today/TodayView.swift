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
        var expected = 0
        var done = 0
        for group in groups {
            for card in group.cards where card.countsTowardAdherence {
                for occurrence in card.body.occurrences {
                    expected += 1
                    if occurrence.status.isDone { done += 1 }
                }
            }
        }
        return Adherence(expected: expected, done: done)
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
