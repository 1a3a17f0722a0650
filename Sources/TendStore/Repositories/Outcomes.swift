import TendCore

/// The SQL of the outcome queries. Every read selects outcomes joined with their values, one
/// row per value (or one row for an outcome without values).
enum OutcomeSQL {
    private static let select = """
        SELECT o.id, o.task_id, o.version, o.occurrence_index, o.occurrence_start, o.recorded_at, o.note,
            v.kind, v.number, v.text, v.unit, v.recorded_at
        FROM outcomes AS o LEFT JOIN outcome_values AS v ON v.outcome_id = o.id
        """
    static let byOccurrence = "\(select) WHERE o.task_id = ? AND o.version = ? AND o.occurrence_index = ? ORDER BY v.position"
    static let byIndexRange = """
        \(select) WHERE o.task_id = ? AND o.version = ? AND o.occurrence_index >= ? AND o.occurrence_index < ?
        ORDER BY o.occurrence_index, v.position
        """
    static let scheduledIn = """
        \(select) WHERE o.occurrence_start >= ? AND o.occurrence_start < ?
        ORDER BY o.occurrence_start, o.id, v.position
        """
    /// A day's completions for a view that shows only whether and when each occurrence was
    /// done: the outcome's own columns, read from `outcomes_by_occurrence_start_with_completion`
    /// alone (schema 8), without its note or the join with its values (`docs/store.md`, "A
    /// day's completions read narrow").
    static let completionsScheduledIn = """
        SELECT task_id, version, occurrence_index, recorded_at FROM outcomes
        WHERE occurrence_start >= ? AND occurrence_start < ?
        ORDER BY occurrence_start, id
        """
    static let ofTaskRecordedIn = """
        \(select) WHERE o.task_id = ? AND o.recorded_at >= ? AND o.recorded_at < ?
        ORDER BY o.recorded_at, o.id, v.position
        """
    static let lastRecordedOfTaskIn = """
        \(select) WHERE o.id = (SELECT max(id) FROM outcomes WHERE task_id = ? AND occurrence_start >= ? AND occurrence_start < ?)
        ORDER BY v.position
        """
    static let fromID = "\(select) WHERE o.id >= ? ORDER BY o.id, v.position"
    static let versionExists = "SELECT count(*) FROM task_versions WHERE task_id = ? AND version = ?"
    static let insert = """
        INSERT INTO outcomes (task_id, version, occurrence_index, occurrence_start, recorded_at, note)
        VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (task_id, version, occurrence_index) DO NOTHING
        """
    static let insertValue = """
        INSERT INTO outcome_values (outcome_id, position, kind, number, text, unit, recorded_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """
    static let delete = "DELETE FROM outcomes WHERE id = ?"
}

extension ReadTransaction {
    /// The completion of one occurrence, if it was done.
    public func outcome(for occurrence: OccurrenceKey) throws -> Outcome? {
        try outcomes(OutcomeSQL.byOccurrence, [occurrence.taskID, occurrence.version, occurrence.index]).first
    }

    /// The completions of a task's version whose occurrence index lies in `indices`, by index.
    public func outcomes(of taskID: String, version: Int, indices: Range<Int>) throws -> [Outcome] {
        try outcomes(OutcomeSQL.byIndexRange, [taskID, version, indices.lowerBound, indices.upperBound])
    }

    /// Hands each completion of a task's version whose occurrence index lies in `indices` to
    /// `body`, by index, as its rows are read: memory holds one outcome whatever their number.
    public func forEachOutcome(of taskID: String, version: Int, indices: Range<Int>, _ body: (Outcome) throws -> Void) throws {
        try forEachOutcome(OutcomeSQL.byIndexRange, [taskID, version, indices.lowerBound, indices.upperBound], body)
    }

    /// The completions, across tasks, of occurrences scheduled to start in `range`, by start.
    public func outcomes(scheduledIn range: Range<Instant>) throws -> [Outcome] {
        try outcomes(OutcomeSQL.scheduledIn, [range.lowerBound, range.upperBound])
    }

    /// Hands `body` the occurrence and the recording time of each completion, across tasks, of
    /// the occurrences scheduled to start in `range`, by start (as `outcomes(scheduledIn:)`),
    /// without notes or values: what a day's view reads, one row a completion.
    public func forEachCompletion(scheduledIn range: Range<Instant>, _ body: (OccurrenceKey, _ recordedAt: Instant) -> Void) throws {
        try connection.prepare(OutcomeSQL.completionsScheduledIn).forEachRow([range.lowerBound, range.upperBound]) { row in
            body(OccurrenceKey(taskID: row.string(0), version: row.int(1), index: row.int(2)), row.instant(3))
        }
    }

    /// The completions of `taskID` recorded in `range`, by recording time: found through the
    /// task's recording times (schema version 10), whatever the other tasks recorded.
    public func outcomes(of taskID: String, recordedIn range: Range<Instant>) throws -> [Outcome] {
        try outcomes(OutcomeSQL.ofTaskRecordedIn, [taskID, range.lowerBound, range.upperBound])
    }

    /// The completion of `taskID`, among its occurrences scheduled to start in `range`, that was
    /// recorded last: in the order the recordings were made, whatever time each says it was
    /// done at; nil when none was.
    public func lastRecordedOutcome(of taskID: String, scheduledIn range: Range<Instant>) throws -> Outcome? {
        try outcomes(OutcomeSQL.lastRecordedOfTaskIn, [taskID, range.lowerBound, range.upperBound]).first
    }

    /// The completions numbered `id` or later, in the order they were recorded.
    func outcomes(fromID id: Int64) throws -> [Outcome] {
        try outcomes(OutcomeSQL.fromID, [id])
    }

    /// Runs one of `OutcomeSQL`'s selects and folds its rows, one per value, into outcomes.
    private func outcomes(_ sql: String, _ arguments: [any SQLiteBindable]) throws -> [Outcome] {
        var outcomes: [Outcome] = []
        try forEachOutcome(sql, arguments) { outcomes.append($0) }
        return outcomes
    }

    /// Runs one of `OutcomeSQL`'s selects, folds its rows, one per value, into outcomes, and
    /// hands each to `body` once its last value is read.
    private func forEachOutcome(_ sql: String, _ arguments: [any SQLiteBindable], _ body: (Outcome) throws -> Void) throws {
        let statement = try connection.prepare(sql)
        try statement.bind(arguments)
        var pending: Outcome?
        while let row = try statement.step() {
            let id = row.int64(0)
            if pending?.id != id {
                if let done = pending { try body(done) }
                pending = Outcome(
                    id: id,
                    occurrence: OccurrenceKey(taskID: row.string(1), version: row.int(2), index: row.int(3)),
                    occurrenceStart: row.instant(4),
                    recordedAt: row.instant(5),
                    note: row.optionalString(6)
                )
            }
            if let value = RecordedValue(kind: row.optionalString(7), number: row.optionalDouble(8), text: row.optionalString(9)) {
                pending?.values.append(OutcomeValue(value, unit: row.optionalString(10), recordedAt: row.instant(11)))
            }
        }
        if let done = pending { try body(done) }
    }
}

extension Transaction {
    /// Records that `occurrence` was done. Doing a done occurrence again changes nothing and
    /// answers `.alreadyRecorded` with the existing record.
    ///
    /// - Parameters:
    ///   - occurrenceStart: when the occurrence was scheduled to start.
    ///   - recordedAt: when it was done.
    /// - Throws: `StoreError.taskNotFound`, `StoreError.versionNotFound`.
    public func recordCompletion(
        of occurrence: OccurrenceKey, occurrenceStart: Instant, recordedAt: Instant,
        note: String? = nil, values: [OutcomeValue] = []
    ) throws -> CompletionResult {
        try requireVersion(occurrence.version, of: occurrence.taskID)
        try connection.run(OutcomeSQL.insert, [
            occurrence.taskID, occurrence.version, occurrence.index, occurrenceStart, recordedAt, note,
        ])
        guard connection.changes == 1 else {
            guard let existing = try outcome(for: occurrence) else {
                preconditionFailure("an outcome conflicted on \(occurrence) but cannot be read")
            }
            return .alreadyRecorded(existing)
        }
        let id = connection.lastInsertRowID
        let insertValue = try connection.prepare(OutcomeSQL.insertValue)
        for (position, value) in values.enumerated() {
            try insertValue.run([
                id, position, value.value.kind, value.value.number, value.value.text, value.unit, value.recordedAt,
            ])
        }
        return .recorded(id: id)
    }

    /// Removes the completion of exactly `occurrence`, with its values, and returns it; nil
    /// when the occurrence was not done.
    @discardableResult
    public func undoCompletion(of occurrence: OccurrenceKey) throws -> Outcome? {
        guard let outcome = try outcome(for: occurrence) else { return nil }
        try connection.run(OutcomeSQL.delete, [outcome.id])
        return outcome
    }

    /// Throws the error that names what is missing when the task has no version `version`.
    func requireVersion(_ version: Int, of taskID: String) throws {
        guard try connection.integer(OutcomeSQL.versionExists, [taskID, version]) == 0 else { return }
        guard try task(id: taskID) != nil else { throw StoreError.taskNotFound(id: taskID) }
        throw StoreError.versionNotFound(taskID: taskID, version: version)
    }
}
