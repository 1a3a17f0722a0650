import TendCore

/// The SQL of the done-occurrence reads: the key columns alone, from the outcomes' unique
/// index on (task, version, occurrence index), which holds them all, so that no row of the
/// table, no note and no value is read.
enum DoneIndexSQL {
    static let ofVersionIn = """
        SELECT occurrence_index FROM outcomes
        WHERE task_id = ? AND version = ? AND occurrence_index >= ? AND occurrence_index < ?
        ORDER BY occurrence_index
        """
}

extension ReadTransaction {
    /// Calls `body` with the index of each done occurrence (one with an outcome) of version
    /// `version` of `taskID` whose index lies in `indices`, in ascending order, as the rows are
    /// read: what `DailyAdherence.add` merges with the occurrences it expands.
    public func forEachDoneIndex(of taskID: String, version: Int, in indices: Range<Int>, _ body: (Int) -> Void) throws {
        try connection.prepare(DoneIndexSQL.ofVersionIn).forEachRow([taskID, version, indices.lowerBound, indices.upperBound]) {
            body($0.int(0))
        }
    }
}
