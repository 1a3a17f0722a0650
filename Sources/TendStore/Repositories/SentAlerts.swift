import TendCore

/// The SQL of the daemon's record of the alerts it sent (`sent_alerts`, schema version 7).
enum SentAlertSQL {
    static let since = "SELECT tag, missed_at FROM sent_alerts WHERE missed_at >= ? ORDER BY tag"
    static let record = """
        INSERT INTO sent_alerts (tag, missed_at, sent_at) VALUES (?, ?, ?)
        ON CONFLICT (tag) DO UPDATE SET missed_at = excluded.missed_at, sent_at = excluded.sent_at
        """
    static let prune = "DELETE FROM sent_alerts WHERE missed_at < ?"
}

extension ReadTransaction {
    /// The tags of the alerts the daemon sent about misses at or after `since`, each with its
    /// miss, by tag.
    public func sentAlerts(missedSince since: Instant) throws -> [(tag: String, missedAt: Instant)] {
        try connection.rows(SentAlertSQL.since, [since]) { (tag: $0.string(0), missedAt: $0.instant(1)) }
    }
}

extension Transaction {
    /// Records that the alert tagged `tag`, about the miss at `missedAt`, was sent at `sentAt`,
    /// and forgets the alerts about misses before `prunedBefore`.
    public func recordSentAlert(tag: String, missedAt: Instant, sentAt: Instant, pruningBefore prunedBefore: Instant) throws {
        try connection.run(SentAlertSQL.record, [tag, missedAt, sentAt])
        try connection.run(SentAlertSQL.prune, [prunedBefore])
    }
}
