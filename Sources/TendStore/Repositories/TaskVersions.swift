import TendCore

/// The SQL of the schedule version queries.
enum TaskVersionSQL {
    static let columns = "task_id, version, effective_from, schedule, zone, created_at"
    static let ofTask = "SELECT \(columns) FROM task_versions WHERE task_id = ? ORDER BY effective_from"
    static let atInstant = """
        SELECT \(columns) FROM task_versions WHERE task_id = ? AND effective_from <= ?
        ORDER BY effective_from DESC LIMIT 1
        """
    static let byNumber = "SELECT \(columns) FROM task_versions WHERE task_id = ? AND version = ?"
    /// The versions a new version starting at ?2 replaces, with whether each has outcomes.
    static let startingFrom = """
        SELECT version, effective_from,
            EXISTS (SELECT 1 FROM outcomes AS o WHERE o.task_id = v.task_id AND o.version = v.version)
        FROM task_versions AS v WHERE task_id = ?1 AND effective_from >= ?2 ORDER BY effective_from
        """
    static let deleteStartingFrom = "DELETE FROM task_versions WHERE task_id = ? AND effective_from >= ?"
    static let lastNumber = "SELECT coalesce(max(version), 0) FROM task_versions WHERE task_id = ?"
    static let insert = "INSERT INTO task_versions (\(columns)) VALUES (?, ?, ?, ?, ?, ?)"
}

extension TaskVersion {
    /// Reads a row of `TaskVersionSQL.columns`.
    init(row: Row) {
        self.init(
            taskID: row.string(0),
            version: row.int(1),
            effectiveFrom: row.instant(2),
            schedule: row.string(3),
            zone: row.optionalString(4),
            createdAt: row.instant(5)
        )
    }
}

extension ReadTransaction {
    /// The schedule versions of a task in the order they take effect (which is also the order
    /// of their numbers). Each lasts until the next one starts, or until the task's removal.
    public func versions(of taskID: String) throws -> [TaskVersion] {
        try connection.rows(TaskVersionSQL.ofTask, [taskID], TaskVersion.init(row:))
    }

    /// The version in effect at `instant`: the last one that started at or before it. Nil
    /// before the first version starts.
    public func version(of taskID: String, at instant: Instant) throws -> TaskVersion? {
        try connection.firstRow(TaskVersionSQL.atInstant, [taskID, instant], TaskVersion.init(row:))
    }

    /// The version numbered `number`.
    public func version(_ number: Int, of taskID: String) throws -> TaskVersion? {
        try connection.firstRow(TaskVersionSQL.byNumber, [taskID, number], TaskVersion.init(row:))
    }
}

extension Transaction {
    /// Gives the task a new schedule from `effectiveFrom` on ("from tomorrow, evening dose at
    /// 21:00"); occurrences before it keep the old schedule and their records.
    ///
    /// The rule: the new version replaces every version that would start at or after
    /// `effectiveFrom` (typically an edit not yet in effect, superseded by this one), and those
    /// versions' notification records go with them. A version with completions recorded against
    /// it is never replaced; then nothing changes and the call throws
    /// `StoreError.versionHasRecords`. Versions stay numbered 1, 2, 3, … in order of their start.
    ///
    /// - Parameter createdAt: when the change is made (now).
    /// - Throws: `StoreError.taskNotFound`, `StoreError.taskRemoved` when the task ends before
    ///   `effectiveFrom`, `StoreError.versionHasRecords`.
    @discardableResult
    public func addVersion(
        of taskID: String, schedule: String, zone: String?, effectiveFrom: Instant, createdAt: Instant
    ) throws -> TaskVersion {
        guard let task = try task(id: taskID) else { throw StoreError.taskNotFound(id: taskID) }
        if let removed = task.removed, removed <= effectiveFrom {
            throw StoreError.taskRemoved(id: taskID, at: removed)
        }
        let replaced = try connection.rows(TaskVersionSQL.startingFrom, [taskID, effectiveFrom]) { row in
            (version: row.int(0), effectiveFrom: row.instant(1), hasOutcomes: row.bool(2))
        }
        // The latest version with completions: a new start after it is one that can succeed.
        if let kept = replaced.last(where: \.hasOutcomes) {
            throw StoreError.versionHasRecords(
                taskID: taskID, version: kept.version, effectiveFrom: kept.effectiveFrom, newStart: effectiveFrom
            )
        }
        try connection.run(TaskVersionSQL.deleteStartingFrom, [taskID, effectiveFrom])
        let version = TaskVersion(
            taskID: taskID,
            version: Int(try connection.integer(TaskVersionSQL.lastNumber, [taskID])) + 1,
            effectiveFrom: effectiveFrom,
            schedule: schedule,
            zone: zone,
            createdAt: createdAt
        )
        try connection.run(TaskVersionSQL.insert, [
            version.taskID, version.version, version.effectiveFrom, version.schedule, version.zone, version.createdAt,
        ])
        return version
    }
}
