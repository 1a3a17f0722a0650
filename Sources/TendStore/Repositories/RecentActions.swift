import TendCore

/// The SQL of the queries behind `tend undo`: what a person recorded or changed last.
enum RecentActionSQL {
    static let latestOutcomeIDs = "SELECT id FROM outcomes ORDER BY id DESC LIMIT ?"
    static let latestRecordedBefore = "SELECT coalesce(max(recorded_at), 0) FROM outcomes WHERE id < ?"
    static let latestLogEntries = "SELECT \(LogEntrySQL.columns) FROM log_entries ORDER BY id DESC LIMIT ?"
    /// Schedule versions made by an edit (every version after a task's first), newest first,
    /// with whether each has completions recorded against it.
    static let latestEdits = """
        SELECT \(TaskVersionSQL.columns),
            EXISTS (SELECT 1 FROM outcomes AS o WHERE o.task_id = v.task_id AND o.version = v.version),
            v.version = (SELECT max(version) FROM task_versions AS w WHERE w.task_id = v.task_id)
        FROM task_versions AS v WHERE version > 1 ORDER BY created_at DESC, task_id, version DESC LIMIT ?
        """
    static let deleteVersion = "DELETE FROM task_versions WHERE task_id = ? AND version = ?"
}

/// A completion as `tend undo` orders it: the outcome, and the moment it was made by at the
/// earliest. The store keeps when a dose was taken (`--at`), not when it was recorded; since
/// completions are numbered in the order they are recorded, and a completion's time is never
/// later than the moment it is recorded, one was made no earlier than the latest time of any
/// completion recorded up to it (its values carry the moment they were recorded, too).
public struct RecordedCompletion: Hashable, Sendable {
    public var outcome: Outcome
    public var madeNoEarlierThan: Instant

    public init(outcome: Outcome, madeNoEarlierThan: Instant) {
        self.outcome = outcome
        self.madeNoEarlierThan = madeNoEarlierThan
    }
}

/// A schedule version that an edit made, as `tend undo --list` shows it.
public struct ScheduleEdit: Hashable, Sendable {
    public var version: TaskVersion
    /// Whether completions are recorded against the version (then it cannot be taken back).
    public var hasRecords: Bool
    /// Whether it is the task's latest version (only that one can be taken back).
    public var isLatest: Bool
}

extension ReadTransaction {
    /// The `limit` completions recorded last, newest first, in the order they were recorded.
    public func latestCompletions(limit: Int) throws -> [RecordedCompletion] {
        let ids = try connection.rows(RecentActionSQL.latestOutcomeIDs, [limit]) { $0.int64(0) }
        guard let oldest = ids.last else { return [] }
        let outcomes = try self.outcomes(fromID: oldest)
        var bound = Instant(seconds: try connection.integer(RecentActionSQL.latestRecordedBefore, [oldest]))
        var completions: [RecordedCompletion] = []
        for outcome in outcomes {
            bound = max(bound, outcome.recordedAt, outcome.values.map(\.recordedAt).max() ?? bound)
            completions.append(RecordedCompletion(outcome: outcome, madeNoEarlierThan: bound))
        }
        return completions.reversed()
    }

    /// The `limit` log entries made last, newest first.
    public func latestLogEntries(limit: Int) throws -> [LogEntry] {
        try connection.rows(RecentActionSQL.latestLogEntries, [limit], LogEntry.init(row:))
    }

    /// The `limit` schedule versions edits made last, newest first.
    public func latestScheduleEdits(limit: Int) throws -> [ScheduleEdit] {
        try connection.rows(RecentActionSQL.latestEdits, [limit]) { row in
            ScheduleEdit(version: TaskVersion(row: row), hasRecords: row.bool(6), isLatest: row.bool(7))
        }
    }
}

extension Transaction {
    /// Takes back the schedule version an edit made: the task's latest version, after its first,
    /// with no completions recorded against it; the version before it stays in effect, and the
    /// version's reminder records go with it. Returns nil, changing nothing, for any other.
    public func takeBackScheduleEdit(of taskID: String) throws -> TaskVersion? {
        guard let latest = try versions(of: taskID).last, latest.version > 1,
              try outcomes(of: taskID, version: latest.version, indices: 0..<Int.max).isEmpty else { return nil }
        try connection.run(RecentActionSQL.deleteVersion, [taskID, latest.version])
        return latest
    }
}
