import TendCore

/// What the daemon is to do now, and when to look again.
public struct ReminderPlan: Hashable, Sendable {
    /// The reminders to send now, earliest due first.
    public var sends: [ReminderSend]
    /// When the next reminder comes due; nil when nothing will without a change.
    public var wakeAt: Instant?

    public init(sends: [ReminderSend], wakeAt: Instant?) {
        self.sends = sends
        self.wakeAt = wakeAt
    }
}

/// One reminder to send: the occurrences it covers (several only when folded), and for each
/// what the daemon must claim in the store before sending, so that it goes out once.
public struct ReminderSend: Hashable, Sendable {
    public var kind: ReminderKind
    public var items: [Item]

    public init(kind: ReminderKind, items: [Item]) {
        self.kind = kind
        self.items = items
    }

    /// An occurrence of the reminder and its claim.
    public struct Item: Hashable, Sendable {
        public var candidate: ReminderCandidate
        /// Nil for a first reminder; the history the repeat follows otherwise.
        public var repeating: ReminderHistory?

        public init(candidate: ReminderCandidate, repeating: ReminderHistory?) {
            self.candidate = candidate
            self.repeating = repeating
        }
    }
}
