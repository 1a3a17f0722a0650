import TendCore

/// The SQL that counts, restores and deletes a task with its history.
enum TaskHistorySQL {
    static let countVersions = "SELECT count(*) FROM task_versions WHERE task_id = ?"
    static let countOutcomes = "SELECT count(*) FROM outcomes WHERE task_id = ?"
    static let countLogEntries = "SELECT count(*) FROM log_entries WHERE task_id = ?"
    static let restore = "UPDATE tasks SET deleted_at = NULL WHERE id = ?"
    /// In an order the foreign keys accept; outcome values and notifications go by cascade.
    static let purge = [
        "DELETE FROM outcomes WHERE task_id = ?",
        "DELETE FROM log_entries WHERE task_id = ?",
        "DELETE FROM task_versions WHERE task_id = ?",
        "DELETE FROM tasks WHERE id = ?",
    ]
}

/// How much history a task has: what `purgeTask` deletes with it.
public struct TaskHistory: Hashable, Sendable {
    public var versions: Int
    public var completions: Int
    public var logEntries: Int
}

extension ReadTransaction {
    /// How many schedule versions, completions and log entries the task `id` has.
    ///
    /// - Throws: `StoreError.taskNotFound`.
    public func history(ofTask id: String) throws -> TaskHistory {
        guard try task(id: id) != nil else { throw StoreError.taskNotFound(id: id) }
        return TaskHistory(versions: Int(try connection.integer(TaskHistorySQL.countVersions, [id])),
                           completions: Int(try connection.integer(TaskHistorySQL.countOutcomes, [id])),
                           logEntries: Int(try connection.integer(TaskHistorySQL.countLogEntries, [id])))
    }
}

extension Transaction {
    /// Brings back a removed task: it has its occurrences again, from its versions, as if it had
    /// never been removed. A task that is not removed is left as it is.
    ///
    /// - Throws: `StoreError.taskNotFound`.
    public func restoreTask(id: String) throws {
        guard try task(id: id) != nil else { throw StoreError.taskNotFound(id: id) }
        try connection.run(TaskHistorySQL.restore, [id])
    }

    /// Deletes the task `id` for good with its versions, completions and their values, log
    /// entries and reminder records, and returns what it had; its id is free again.
    ///
    /// - Throws: `StoreError.taskNotFound`.
    @discardableResult
    public func purgeTask(id: String) throws -> TaskHistory {
        let history = try history(ofTask: id)
        for statement in TaskHistorySQL.purge {
            try connection.run(statement, [id])
        }
        return history
    }
}
