import TendCore

/// The SQL of the task queries.
enum TaskSQL {
    static let columns = """
        id, title, instructions, group_name, style, color, target_value, target_unit,
        counts_toward_adherence, notification_lead_seconds, max_per_day, min_interval_seconds,
        created_at, deleted_at
        """
    static let byID = "SELECT \(columns) FROM tasks WHERE id = ?"
    static let all = "SELECT \(columns) FROM tasks ORDER BY created_at, id"
    static let notRemovedBy = """
        SELECT \(columns) FROM tasks WHERE deleted_at IS NULL OR deleted_at > ? ORDER BY created_at, id
        """
    static let insert = "INSERT INTO tasks (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    static let update = """
        UPDATE tasks SET title = ?2, instructions = ?3, group_name = ?4, style = ?5, color = ?6,
            target_value = ?7, target_unit = ?8, counts_toward_adherence = ?9,
            notification_lead_seconds = ?10, max_per_day = ?11, min_interval_seconds = ?12
        WHERE id = ?1
        """
    static let remove = "UPDATE tasks SET deleted_at = ? WHERE id = ?"
}

extension CareTask {
    /// Reads a row of `TaskSQL.columns`.
    init(row: Row) {
        self.init(
            id: row.string(0),
            title: row.string(1),
            instructions: row.optionalString(2),
            group: row.optionalString(3),
            // The table's CHECK admits only the known styles.
            style: row.textCase(4, in: Self.storedStyles) ?? .simple,
            color: row.optionalString(5),
            targetAmount: row.optionalDouble(6),
            targetUnit: row.optionalString(7),
            countsTowardAdherence: row.bool(8),
            notificationLeadSeconds: row.optionalInt64(9),
            maxPerDay: row.optionalInt64(10).map { Int($0) },
            minIntervalSeconds: row.optionalInt64(11),
            created: row.instant(12),
            removed: row.optionalInstant(13)
        )
    }

    /// The styles as the table keeps them.
    private static let storedStyles = Row.TextCases<TaskStyle>()

    /// The values of `TaskSQL.columns`, in order.
    var arguments: [any SQLiteBindable] {
        [id, title, instructions, group, style.rawValue, color, targetAmount, targetUnit,
         countsTowardAdherence, notificationLeadSeconds, maxPerDay, minIntervalSeconds, created, removed]
    }
}

extension ReadTransaction {
    /// The task with `id`, removed or not.
    public func task(id: String) throws -> CareTask? {
        try connection.firstRow(TaskSQL.byID, [id], CareTask.init(row:))
    }

    /// Every task, removed ones included, oldest first.
    public func tasks() throws -> [CareTask] {
        try connection.rows(TaskSQL.all, [], CareTask.init(row:))
    }

    /// The tasks that still exist at `instant` (never removed, or removed later), oldest first.
    /// For a day's view pass the day's start: a task removed during the day still shows.
    public func tasks(notRemovedBy instant: Instant) throws -> [CareTask] {
        try connection.rows(TaskSQL.notRemovedBy, [instant], CareTask.init(row:))
    }
}

extension Transaction {
    /// Adds `task` with its first schedule version, in effect from `effectiveFrom`.
    ///
    /// - Throws: `StoreError.taskExists` when the id is taken, by a removed task too.
    @discardableResult
    public func addTask(_ task: CareTask, schedule: String, zone: String?, effectiveFrom: Instant) throws -> TaskVersion {
        guard try self.task(id: task.id) == nil else { throw StoreError.taskExists(id: task.id) }
        try connection.run(TaskSQL.insert, task.arguments)
        return try addVersion(
            of: task.id, schedule: schedule, zone: zone, effectiveFrom: effectiveFrom, createdAt: task.created
        )
    }

    /// Saves the descriptive fields of `task` (everything but its id and its creation and
    /// removal times, which `removeTask` sets).
    ///
    /// - Throws: `StoreError.taskNotFound`.
    public func updateTask(_ task: CareTask) throws {
        // The update names the first twelve columns, id to the minimum interval, as ?1 … ?12.
        try connection.run(TaskSQL.update, Array(task.arguments.prefix(12)))
        guard connection.changes == 1 else { throw StoreError.taskNotFound(id: task.id) }
    }

    /// Ends the task at `instant`: it has no occurrences from then on, and its versions,
    /// outcomes and log entries stay for the history.
    ///
    /// - Throws: `StoreError.taskNotFound`, or `StoreError.taskRemoved` when it already ended.
    public func removeTask(id: String, at instant: Instant) throws {
        guard let task = try task(id: id) else { throw StoreError.taskNotFound(id: id) }
        if let removed = task.removed { throw StoreError.taskRemoved(id: id, at: removed) }
        try connection.run(TaskSQL.remove, [instant, id])
    }
}
