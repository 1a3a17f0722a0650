import TendCore

/// A notifier that never loses a reminder: when the preferred one fails (no session bus, the
/// notification server went away, the program cannot start) it says so once, sends through
/// the fallback instead, and tries the preferred one again for a reminder at least
/// `retrySeconds` later. When the preferred one works again it says that too.
public final class FallbackNotifier: Notifier {
    public var name: String { preferred.name }
    public let preferred: Notifier
    public let fallback: Notifier
    private let retrySeconds: Int64
    private let warn: (String) -> Void
    private let inform: (String) -> Void
    /// When the preferred notifier last failed; nil while it works.
    private var failedAt: Instant?

    /// - Parameters:
    ///   - warn: receives one sentence when the preferred notifier fails.
    ///   - inform: receives one sentence when it works again.
    public init(preferred: Notifier, fallback: Notifier, retrySeconds: Int64 = 60, warn: @escaping (String) -> Void,
                inform: @escaping (String) -> Void) {
        self.preferred = preferred
        self.fallback = fallback
        self.retrySeconds = retrySeconds
        self.warn = warn
        self.inform = inform
    }

    /// Whether reminders currently go through the fallback.
    public var isFallingBack: Bool { failedAt != nil }

    public func deliver(_ reminder: Reminder) throws(NotifierError) {
        if let failedAt, reminder.sentAt.seconds - failedAt.seconds < retrySeconds {
            try fallback.deliver(reminder)
            return
        }
        do {
            try preferred.deliver(reminder)
            if failedAt != nil {
                inform("\(preferred.name) works again; reminders go there from now on")
                failedAt = nil
            }
        } catch {
            if failedAt == nil {
                warn("\(preferred.name) cannot show reminders (\(error.message)); sending them through \(fallback.name) and trying again later")
            }
            failedAt = reminder.sentAt
            try fallback.deliver(reminder)
        }
    }

    public func withdraw(tag: String) {
        preferred.withdraw(tag: tag)
        fallback.withdraw(tag: tag)
    }

    /// The preferred notifier's descriptors, then the fallback's.
    public func prepareWait() -> NotifierWait {
        let first = preferred.prepareWait()
        let second = fallback.prepareWait()
        let timeouts = [first.timeoutMilliseconds, second.timeoutMilliseconds].compactMap { $0 }
        return NotifierWait(descriptors: first.descriptors + second.descriptors, timeoutMilliseconds: timeouts.min())
    }

    public func finishWait(_ ready: Set<Int32>) -> [ReminderResponse] {
        preferred.finishWait(ready) + fallback.finishWait(ready)
    }
}
