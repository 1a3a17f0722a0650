import TendCore

/// The SQL of the notification record queries.
enum NotificationSQL {
    static let columns = "task_id, version, occurrence_index, first_sent_at, last_sent_at, times_sent, snoozed_until"
    static let byOccurrence = "SELECT \(columns) FROM notifications WHERE task_id = ? AND version = ? AND occurrence_index = ?"
    static let byIndexRange = """
        SELECT \(columns) FROM notifications
        WHERE task_id = ? AND version = ? AND occurrence_index >= ? AND occurrence_index < ?
        ORDER BY occurrence_index
        """
    static let snoozedDueBy = """
        SELECT \(columns) FROM notifications WHERE snoozed_until IS NOT NULL AND snoozed_until <= ?
        ORDER BY snoozed_until
        """
    static let claim = """
        INSERT INTO notifications (task_id, version, occurrence_index, first_sent_at, last_sent_at, times_sent)
        VALUES (?1, ?2, ?3, ?4, ?4, 1)
        ON CONFLICT (task_id, version, occurrence_index) DO NOTHING
        """
    /// Counts a repeat only when the record is still the one the caller saw.
    static let claimRepeat = """
        UPDATE notifications SET last_sent_at = ?4, times_sent = times_sent + 1, snoozed_until = NULL
        WHERE task_id = ?1 AND version = ?2 AND occurrence_index = ?3 AND times_sent = ?5 AND last_sent_at = ?6
        """
    static let snooze = """
        UPDATE notifications SET snoozed_until = ?4 WHERE task_id = ?1 AND version = ?2 AND occurrence_index = ?3
        """
}

extension NotificationRecord {
    /// Reads a row of `NotificationSQL.columns`.
    init(row: Row) {
        self.init(
            occurrence: OccurrenceKey(taskID: row.string(0), version: row.int(1), index: row.int(2)),
            firstSentAt: row.instant(3),
            lastSentAt: row.instant(4),
            timesSent: row.int(5),
            snoozedUntil: row.optionalInstant(6)
        )
    }
}

extension OccurrenceKey {
    /// The key's three columns, in order.
    var arguments: [any SQLiteBindable] { [taskID, version, index] }
}

extension ReadTransaction {
    /// What was sent for `occurrence`; nil when nothing was.
    public func notification(for occurrence: OccurrenceKey) throws -> NotificationRecord? {
        try connection.firstRow(NotificationSQL.byOccurrence, occurrence.arguments, NotificationRecord.init(row:))
    }

    /// What was sent for the occurrences of a task's version whose index lies in `indices`.
    public func notifications(of taskID: String, version: Int, indices: Range<Int>) throws -> [NotificationRecord] {
        try connection.rows(
            NotificationSQL.byIndexRange, [taskID, version, indices.lowerBound, indices.upperBound],
            NotificationRecord.init(row:)
        )
    }

    /// The snoozed reminders due again at or before `instant`, earliest first.
    public func snoozedNotifications(dueBy instant: Instant) throws -> [NotificationRecord] {
        try connection.rows(NotificationSQL.snoozedDueBy, [instant], NotificationRecord.init(row:))
    }
}

extension Transaction {
    /// Claims the first reminder of `occurrence`, sent `at`. Exactly one caller ever gets
    /// `.claimed` for an occurrence, however many daemons race (the write lock is held from the
    /// transaction's start); every other caller gets `.alreadyClaimed` and must not send it.
    ///
    /// - Throws: `StoreError.taskNotFound`, `StoreError.versionNotFound`.
    public func claimNotification(for occurrence: OccurrenceKey, at instant: Instant) throws -> NotificationClaim {
        try requireVersion(occurrence.version, of: occurrence.taskID)
        try connection.run(NotificationSQL.claim, occurrence.arguments + [instant])
        let claimed = connection.changes == 1
        guard let record = try notification(for: occurrence) else {
            preconditionFailure("the notification of \(occurrence) was claimed but cannot be read")
        }
        return claimed ? .claimed(record) : .alreadyClaimed(record)
    }

    /// Claims a repeat (a nag, or a snoozed reminder coming due) of the reminder recorded as
    /// `previous`, sent `at`: it counts one more send and ends any snooze. Only the caller whose
    /// `previous` is still current gets `.claimed`, so a repeat goes out once.
    ///
    /// - Throws: `StoreError.notificationNotFound` when nothing was ever sent.
    public func claimRepeat(of previous: NotificationRecord, at instant: Instant) throws -> NotificationClaim {
        try connection.run(
            NotificationSQL.claimRepeat,
            previous.occurrence.arguments + [instant, previous.timesSent, previous.lastSentAt]
        )
        let claimed = connection.changes == 1
        guard let record = try notification(for: previous.occurrence) else {
            throw StoreError.notificationNotFound(previous.occurrence)
        }
        return claimed ? .claimed(record) : .alreadyClaimed(record)
    }

    /// Snoozes the reminder of `occurrence` until `instant` and returns the updated record.
    ///
    /// - Throws: `StoreError.notificationNotFound` when nothing was ever sent.
    @discardableResult
    public func snoozeNotification(for occurrence: OccurrenceKey, until instant: Instant) throws -> NotificationRecord {
        try connection.run(NotificationSQL.snooze, occurrence.arguments + [instant])
        guard connection.changes == 1, let record = try notification(for: occurrence) else {
            throw StoreError.notificationNotFound(occurrence)
        }
        return record
    }
}
