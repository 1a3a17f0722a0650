import TendCore

/// The SQL of the log entry queries.
enum LogEntrySQL {
    static let columns = "id, task_id, at, kind, number, text, unit, note, recorded_at"
    static let byID = "SELECT \(columns) FROM log_entries WHERE id = ?"
    static let ofTaskIn = "SELECT \(columns) FROM log_entries WHERE task_id = ? AND at >= ? AND at < ? ORDER BY at, id"
    static let allIn = "SELECT \(columns) FROM log_entries WHERE at >= ? AND at < ? ORDER BY at, id"
    static let afterID = "SELECT \(columns) FROM log_entries WHERE id > ? ORDER BY id"
    static let latestID = "SELECT coalesce(max(id), 0) FROM log_entries"
    static let latestOfTask = "SELECT \(columns) FROM log_entries WHERE task_id = ? ORDER BY id DESC LIMIT 1"
    static let insert = """
        INSERT INTO log_entries (task_id, at, kind, number, text, unit, note, recorded_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """
    static let delete = "DELETE FROM log_entries WHERE id = ?"
}

extension LogEntry {
    /// Reads a row of `LogEntrySQL.columns`.
    init(row: Row) {
        self.init(
            id: row.int64(0),
            taskID: row.string(1),
            at: row.instant(2),
            value: RecordedValue(kind: row.optionalString(3), number: row.optionalDouble(4), text: row.optionalString(5)),
            unit: row.optionalString(6),
            note: row.optionalString(7),
            recordedAt: row.instant(8)
        )
    }
}

extension ReadTransaction {
    /// The log entry with `id`.
    public func logEntry(id: Int64) throws -> LogEntry? {
        try connection.firstRow(LogEntrySQL.byID, [id], LogEntry.init(row:))
    }

    /// The entries made after the one with id `id` (across tasks), in the order they were made.
    public func logEntries(afterID id: Int64) throws -> [LogEntry] {
        try connection.rows(LogEntrySQL.afterID, [id], LogEntry.init(row:))
    }

    /// The id of the entry made last (0 when there is none): entries made later have larger ids.
    public func latestLogEntryID() throws -> Int64 {
        try connection.firstRow(LogEntrySQL.latestID, []) { $0.int64(0) } ?? 0
    }

    /// A task's entries whose event time lies in `range`, in time order.
    public func logEntries(of taskID: String, in range: Range<Instant>) throws -> [LogEntry] {
        try connection.rows(LogEntrySQL.ofTaskIn, [taskID, range.lowerBound, range.upperBound], LogEntry.init(row:))
    }

    /// Every task's entries whose event time lies in `range`, in time order.
    public func logEntries(in range: Range<Instant>) throws -> [LogEntry] {
        try connection.rows(LogEntrySQL.allIn, [range.lowerBound, range.upperBound], LogEntry.init(row:))
    }
}

extension Transaction {
    /// Logs an event of a task that happened `at`, with an optional value and note.
    ///
    /// - Parameters:
    ///   - unit: the value's unit; ignored without a value.
    ///   - recordedAt: when the entry is made (now).
    /// - Throws: `StoreError.taskNotFound`.
    @discardableResult
    public func addLogEntry(
        taskID: String, at: Instant, value: RecordedValue? = nil, unit: String? = nil, note: String? = nil,
        recordedAt: Instant
    ) throws -> LogEntry {
        guard try task(id: taskID) != nil else { throw StoreError.taskNotFound(id: taskID) }
        let unit = value == nil ? nil : unit
        try connection.run(LogEntrySQL.insert, [
            taskID, at, value?.kind, value?.number, value?.text, unit, note, recordedAt,
        ])
        return LogEntry(
            id: connection.lastInsertRowID, taskID: taskID, at: at, value: value, unit: unit, note: note,
            recordedAt: recordedAt
        )
    }

    /// Removes the entry of the task that was made last (whatever its event time, so that undo
    /// takes back the user's last action) and returns it; nil when the task has none.
    @discardableResult
    public func removeLatestLogEntry(of taskID: String) throws -> LogEntry? {
        guard let entry = try connection.firstRow(LogEntrySQL.latestOfTask, [taskID], LogEntry.init(row:)) else {
            return nil
        }
        try connection.run(LogEntrySQL.delete, [entry.id])
        return entry
    }

    /// Removes the entry with `id` and returns it; nil when there is none.
    @discardableResult
    public func removeLogEntry(id: Int64) throws -> LogEntry? {
        guard let entry = try logEntry(id: id) else { return nil }
        try connection.run(LogEntrySQL.delete, [id])
        return entry
    }
}
