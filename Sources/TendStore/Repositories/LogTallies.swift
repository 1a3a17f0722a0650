import TendCore

/// The SQL of the hour-hour tallies of log entries that migration 6's triggers keep in
/// `log_tallies`.
enum LogTallySQL {
    static let ofTaskIn = """
        SELECT hour, entries, numbers, sum, low, high FROM log_tallies
        WHERE task_id = ? AND hour >= ? AND hour < ?
        ORDER BY hour
        """
}

extension ReadTransaction {
    /// Calls `body` with the tally of each hour of `taskID` numbered in `hours`
    /// (`LogTally.hour`) that holds an entry, in time order: what `DailySamples.fold`
    /// folds into local days.
    public func forEachLogTally(of taskID: String, in hours: Range<Int64>, _ body: (LogTally) -> Void) throws {
        try connection.prepare(LogTallySQL.ofTaskIn).forEachRow([taskID, hours.lowerBound, hours.upperBound]) { row in
            let count = row.int(2)
            let numbers = count > 0 ? DailySamples.Total(count: count, sum: row.double(3), minimum: row.double(4), maximum: row.double(5)) : nil
            body(LogTally(hour: row.int64(0), entries: row.int(1), numbers: numbers))
        }
    }
}
