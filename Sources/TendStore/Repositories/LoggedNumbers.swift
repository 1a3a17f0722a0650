import TendCore

/// The SQL of the reads a period's aggregates of a log task need: the event time and the
/// number alone (no text, note or unit per row), and the latest unit once.
enum LoggedNumberSQL {
    static let ofTaskIn = """
        SELECT at, iif(kind = 'number', number, NULL) FROM log_entries
        WHERE task_id = ? AND at >= ? AND at < ? ORDER BY at, id
        """
    static let latestUnitOfTaskIn = """
        SELECT unit FROM log_entries WHERE task_id = ? AND at >= ? AND at < ? AND unit IS NOT NULL
        ORDER BY at DESC, id DESC LIMIT 1
        """
}

extension ReadTransaction {
    /// Calls `body` with the event time of each of a task's entries whose event time lies in
    /// `range`, in time order, and its number when its value is a number (nil for an entry
    /// without a value, a text or a yes/no), as the rows are read.
    public func forEachLoggedNumber(of taskID: String, in range: Range<Instant>, _ body: (Instant, Double?) -> Void) throws {
        try connection.prepare(LoggedNumberSQL.ofTaskIn).forEachRow([taskID, range.lowerBound, range.upperBound]) { row in
            body(row.instant(0), row.optionalDouble(1))
        }
    }

    /// The unit of the task's last entry with one whose event time lies in `range`; nil when none has.
    public func latestUnit(of taskID: String, in range: Range<Instant>) throws -> String? {
        try connection.firstRow(LoggedNumberSQL.latestUnitOfTaskIn, [taskID, range.lowerBound, range.upperBound]) { $0.string(0) }
    }
}
