/// Step 10: a task's outcomes found by when they were recorded (docs/store.md, "A task's
/// recent records by task", schema version 10).
extension Schema {
    /// Version 10 (issue 11): the outcomes recorded in a window are asked for one task at a
    /// time (the dose rules of `tend done` and the daemon's Done, the recent records of
    /// `tend show`), and an index of recording times across tasks made each of those read
    /// every task's outcomes of the window: a `tend show` of 1,000 tasks read 28,000 of them.
    /// `outcomes_by_recorded_at (recorded_at)`, which nothing else reads, becomes
    /// `(task_id, recorded_at)`: the same number of indexes to parse and to write.
    static let version10 = Migration(version: 10, sql: """
        DROP INDEX outcomes_by_recorded_at;
        CREATE INDEX outcomes_by_task_and_recorded_at ON outcomes (task_id, recorded_at);
        """)
}
