import TendCore

/// Decides which alerts of missed doses go out now, and when the next one comes due. Pure:
/// the same candidates, the same alerts already sent and the same instant give the same plan.
///
/// - An alert comes due when its run's N-th miss comes (`MissedStreak`), and is sent once: not
///   when the daemon sent it already (`alreadySent`, the tags of this run of the daemon), nor
///   when a reminder of the task went out at or after the miss (a daemon was running then and
///   sent it; that is how a restart within a run of misses stays quiet).
/// - Quiet hours hold it until they end, in both quiet modes: an alert about missed doses is
///   never dropped, and it is critical.
/// - One that came due longer ago than the catch-up window is not sent, as for reminders.
public struct AlertPlanner: Sendable {
    public var settings: ReminderSettings
    /// The user's zone: quiet hours are read on its wall clock.
    public var zone: ZoneRules

    public init(settings: ReminderSettings, zone: ZoneRules) {
        self.settings = settings
        self.zone = zone
    }

    /// What to send now, earliest first, and when to look again (nil: no alert will come due
    /// without a change).
    public func plan(_ candidates: [AlertCandidate], alreadySent: Set<String>, now: Instant) -> (due: [AlertCandidate], wakeAt: Instant?) {
        let oldest = now.adding(seconds: -settings.catchUpSeconds)
        let isQuietNow = settings.quietHours?.contains(now, zone: zone) ?? false
        var due: [AlertCandidate] = []
        var wakeAt: Instant?
        func wake(at instant: Instant) { wakeAt = min(wakeAt ?? instant, instant) }
        for candidate in candidates where !alreadySent.contains(candidate.tag) {
            let missedAt = candidate.mark.missedAt
            if let sent = candidate.lastReminderSentAt, sent >= missedAt { continue }
            let audible = settings.quietHours?.end(after: missedAt, zone: zone) ?? missedAt
            if audible > now {
                wake(at: audible)
            } else if audible > oldest {
                if isQuietNow { wake(at: settings.quietHours?.end(after: now, zone: zone) ?? now) } else { due.append(candidate) }
            }
        }
        due.sort { ($0.mark.missedAt, $0.tag) < ($1.mark.missedAt, $1.tag) }
        return (due, wakeAt)
    }
}
