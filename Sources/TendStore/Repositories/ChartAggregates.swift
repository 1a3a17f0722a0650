import TendCore

/// How far a chart's aggregates (migration 6's `done_masks` and `log_tallies`) are from the
/// rows they are made of: the rows of each that are wrong, missing or left over.
public struct ChartAggregateDrift: Hashable, Sendable {
    /// Blocks of 64 occurrence indices whose mask is not the OR of their outcomes' bits.
    public var doneMasks: Int
    /// Hours whose tally is not that of their log entries.
    public var logTallies: Int

    /// Whether both aggregates agree with their rows.
    public var isNone: Bool { doneMasks == 0 && logTallies == 0 }
}

/// The SQL that compares the aggregates with their rows and builds them again.
enum ChartAggregateSQL {
    static let doneMasks = "SELECT task_id, version, block, bits FROM done_masks"
    /// The blocks whose row is not the one their outcomes make, or that have only one of the two.
    static let doneMaskDrift = """
        SELECT count(*) FROM (SELECT DISTINCT task_id, version, block FROM (
            SELECT * FROM (\(doneMasks) EXCEPT \(Schema.doneMasksFromOutcomes))
            UNION ALL SELECT * FROM (\(Schema.doneMasksFromOutcomes) EXCEPT \(doneMasks))))
        """
    /// A sum may differ in its last digits from the one the triggers made: the rows may be
    /// added in another order. A tally left over is one whose hour has no entry (found
    /// through the entries' index, not by a search of the expected tallies, which have none).
    static let logTallyDrift = """
        WITH expected (task_id, hour, entries, numbers, sum, low, high) AS MATERIALIZED (\(Schema.logTalliesFromEntries))
        SELECT (SELECT count(*) FROM expected AS e LEFT JOIN log_tallies AS t USING (task_id, hour)
                WHERE t.entries IS NOT e.entries OR t.numbers IS NOT e.numbers OR t.low IS NOT e.low OR t.high IS NOT e.high
                    OR (t.sum IS NULL) <> (e.sum IS NULL) OR abs(t.sum - e.sum) > 1e-9 * max(1, abs(e.sum)))
             + (SELECT count(*) FROM log_tallies AS t
                WHERE NOT EXISTS (SELECT 1 FROM log_entries
                                  WHERE task_id = t.task_id AND at >= t.hour * 3600 AND at < t.hour * 3600 + 3600))
        """
    static let rebuild = """
        DELETE FROM done_masks;
        INSERT INTO done_masks (task_id, version, block, bits) \(Schema.doneMasksFromOutcomes);
        DELETE FROM log_tallies;
        INSERT INTO log_tallies (task_id, hour, entries, numbers, sum, low, high) \(Schema.logTalliesFromEntries);
        """
}

extension ReadTransaction {
    /// Compares the chart aggregates with the outcomes and log entries they are made of (the
    /// triggers keep them true; a write with triggers off, or a `REPLACE` that deletes a row
    /// without its trigger, would not). Reads every outcome and entry: for `tend check`.
    public func chartAggregateDrift() throws -> ChartAggregateDrift {
        ChartAggregateDrift(doneMasks: Int(try connection.integer(ChartAggregateSQL.doneMaskDrift)),
                            logTallies: Int(try connection.integer(ChartAggregateSQL.logTallyDrift)))
    }
}

extension Transaction {
    /// Builds the chart aggregates again from the outcomes and log entries, as migration 6 did.
    public func rebuildChartAggregates() throws {
        try connection.execute(ChartAggregateSQL.rebuild)
    }
}
