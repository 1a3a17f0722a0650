import TendCore

/// What `tend list` shows: every task of the plan, one row each.
public struct TaskListView: Hashable, Sendable {
    public var rows: [TaskListRow]

    public init(rows: [TaskListRow]) {
        self.rows = rows
    }
}

/// One task in `tend list`.
public struct TaskListRow: Hashable, Sendable {
    /// The id people type (`ibuprofen`).
    public var id: String
    public var title: String
    public var group: String?
    public var style: TaskStyle
    /// The schedule in words (`every day at 08:00 and 20:00`).
    public var schedule: String
    public var color: TaskColor?
    /// Whether the task was removed (`list --all`): its title is marked ` (removed)`, and a
    /// title cut to its column loses its own end, never the marker.
    public var removed: Bool

    public init(id: String, title: String, group: String? = nil, style: TaskStyle, schedule: String, color: TaskColor? = nil,
                removed: Bool = false) {
        self.id = id
        self.title = title
        self.group = group
        self.style = style
        self.schedule = schedule
        self.color = color
        self.removed = removed
    }
}
