import TendCore

/// The SQL of the quarter-hour tallies of log entries that migration 6's triggers keep in
/// `log_tallies`.
enum LogTallySQL {
    static let ofTaskIn = """
        SELECT quarter, entries, numbers, sum, low, high FROM log_tallies
        WHERE task_id = ? AND quarter >= ? AND quarter < ?
        ORDER BY quarter
        """
}

extension ReadTransaction {
    /// Calls `body` with the tally of each quarter hour of `taskID` numbered in `quarters`
    /// (`LogTally.quarter`) that holds an entry, in time order: what `DailySamples.fold`
    /// folds into local days.
    public func forEachLogTally(of taskID: String, in quarters: Range<Int64>, _ body: (LogTally) -> Void) throws {
        try connection.prepare(LogTallySQL.ofTaskIn).forEachRow([taskID, quarters.lowerBound, quarters.upperBound]) { row in
            let count = row.int(2)
            let numbers = count > 0 ? DailySamples.Total(count: count, sum: row.double(3), minimum: row.double(4), maximum: row.double(5)) : nil
            body(LogTally(quarter: row.int64(0), entries: row.int(1), numbers: numbers))
        }
    }
}
