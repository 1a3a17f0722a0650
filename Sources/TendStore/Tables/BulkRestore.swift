/// The SQL of a restore that writes its rows with the schema's triggers set aside.
enum BulkRestoreSQL {
    /// Every trigger of the database, in the order it was made.
    static let triggers = "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' ORDER BY rowid"
    /// One new change number for every task, as the triggers give a task each row of it that
    /// goes in (`change` is the journal's growing key: a task's old row makes way for a new one).
    static let journalEveryTask = "REPLACE INTO task_changes (task_id) SELECT id FROM tasks ORDER BY id"
    static let cacheSize = "PRAGMA cache_size"
}

extension Transaction {
    /// Runs `restore`, which writes many rows (an import), with the database's triggers set
    /// aside, then builds what they keep from the rows in one pass each and puts the triggers
    /// back as they were (the same SQL text), all inside this transaction.
    ///
    /// Row by row, the triggers made every insert a statement that writes several tables and
    /// may replace a row, which SQLite guards with a statement journal: about 7 pages copied
    /// for each row (15 writes to a temporary file), most of a million-outcome import. Here an
    /// insert is one row. Afterwards the chart aggregates are built from the outcomes and log
    /// entries (`rebuildChartAggregates`) and every task gets a new number in the change
    /// journal, so a daemon running on the database plans each task again, as it would after
    /// the triggers. Should anything fail, the transaction's rollback restores the triggers too.
    public func restoringRows<Result>(_ restore: () throws -> Result) throws -> Result {
        let triggers = try connection.rows(BulkRestoreSQL.triggers) { (name: $0.string(0), sql: $0.string(1)) }
        for trigger in triggers { try connection.execute("DROP TRIGGER " + TableSQL.quoted(trigger.name)) }
        let cacheSize = try connection.integer(BulkRestoreSQL.cacheSize)
        let result = try restore()
        // A restorer raises the page cache (`restoreCacheKiB`); the aggregates' `GROUP BY` sorts
        // in a temporary B-tree that may take as much memory again (a million-outcome import
        // peaked at 42 MiB with it, 28 MiB with the connection's own cache back).
        try connection.execute("\(BulkRestoreSQL.cacheSize) = \(cacheSize)")
        try rebuildChartAggregates()
        try connection.execute(BulkRestoreSQL.journalEveryTask)
        for trigger in triggers { try connection.execute(trigger.sql) }
        return result
    }
}
