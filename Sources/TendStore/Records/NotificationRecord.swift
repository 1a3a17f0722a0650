import TendCore

/// What the reminder daemon has sent for one occurrence, so that no reminder goes out twice: the
/// store's bookkeeping for the claim below, which is why it stays here and not in TendCore.
public struct NotificationRecord: Hashable, Sendable {
    public var occurrence: OccurrenceKey
    public var firstSentAt: Instant
    public var lastSentAt: Instant
    /// 1 after the first reminder, then one more for each nag or snoozed repeat.
    public var timesSent: Int
    /// When a snoozed reminder is due again; nil when not snoozed.
    public var snoozedUntil: Instant?

    public init(occurrence: OccurrenceKey, firstSentAt: Instant, lastSentAt: Instant, timesSent: Int, snoozedUntil: Instant? = nil) {
        self.occurrence = occurrence
        self.firstSentAt = firstSentAt
        self.lastSentAt = lastSentAt
        self.timesSent = timesSent
        self.snoozedUntil = snoozedUntil
    }
}

/// The answer to a claim on a reminder: whether this caller, and no other, is to send it.
public enum NotificationClaim: Hashable, Sendable {
    /// This caller claimed the reminder and must send it; the record as it now stands.
    case claimed(NotificationRecord)
    /// Another caller (or an earlier run) already sent it; the record as it stands.
    case alreadyClaimed(NotificationRecord)
}
