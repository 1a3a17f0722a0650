/// The SQL of the change journal (`task_changes`, kept by the triggers of schema version 4).
enum TaskChangeSQL {
    static let last = "SELECT coalesce(max(change), 0) FROM task_changes"
    static let after = "SELECT task_id FROM task_changes WHERE change > ? ORDER BY change"
}

extension ReadTransaction {
    /// The number of the latest change to any task's rows (0 when none was journaled): a
    /// reader that saw this number has seen every change up to it.
    public func lastTaskChange() throws -> Int64 {
        try connection.integer(TaskChangeSQL.last, [])
    }

    /// The ids of the tasks whose rows changed after change number `change`, removed and
    /// undone tasks included, in the order of their latest change.
    public func tasksChanged(after change: Int64) throws -> [String] {
        try connection.rows(TaskChangeSQL.after, [change]) { $0.string(0) }
    }
}
