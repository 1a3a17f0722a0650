import TendCore

/// Decides, from the candidates and the time, which reminders go out now and when the next
/// one comes due. Pure: the same candidates at the same instant give the same plan.
///
/// - A first reminder comes due at the occurrence's start less its lead time (all-day
///   occurrences at `allDayTime` on their day), and is sent while it is no older than the
///   catch-up window; occurrences that started before their task was created are not reminded.
/// - An occurrence still not done is reminded again every nag interval after the last
///   reminder, up to the nag limit, until a later occurrence of the task comes due.
/// - A snoozed reminder comes back at the end of its snooze.
/// - During quiet hours nothing is sent: it waits for their end, except that in `skip` mode
///   first reminders that come due during quiet hours are dropped.
/// - More than `ReminderSettings.foldThreshold` first reminders that came due while the
///   daemon was away are folded into one.
public struct ReminderPlanner: Sendable {
    public var settings: ReminderSettings
    /// The user's zone: quiet hours and all-day reminders are read on its wall clock.
    public var zone: ZoneRules

    public init(settings: ReminderSettings, zone: ZoneRules) {
        self.settings = settings
        self.zone = zone
    }

    /// When the first reminder of `candidate` comes due.
    public func dueInstant(of candidate: ReminderCandidate) -> Instant {
        let occurrence = candidate.occurrence.occurrence
        guard occurrence.allDay else { return occurrence.start.adding(seconds: -candidate.leadSeconds) }
        let day = zone.localDateTime(at: occurrence.start).date
        return zone.instant(for: LocalDateTime(date: day, time: settings.allDayTime))
    }

    /// The plan at `now`.
    public func plan(_ candidates: [ReminderCandidate], now: Instant) -> ReminderPlan {
        plan(byTask: [candidates], now: now)
    }

    /// The plan at `now` of candidates in groups (the daemon's, one group a task), the same as
    /// of them all in one array, without copying them into one.
    public func plan(byTask groups: [[ReminderCandidate]], now: Instant) -> ReminderPlan {
        let oldest = now.adding(seconds: -settings.catchUpSeconds)
        let isQuietNow = settings.quietHours?.contains(now, zone: zone) ?? false
        let latestDueStart = latestDueStartByTask(groups, now: now)
        var firsts: [(due: Instant, candidate: ReminderCandidate)] = []
        var repeats: [(due: Instant, send: ReminderSend)] = []
        var wakeAt: Instant?

        func wake(at instant: Instant) {
            let audible = settings.quietHours?.end(after: instant, zone: zone) ?? instant
            wakeAt = min(wakeAt ?? audible, audible)
        }

        for candidate in groups.joined() where !candidate.isDone {
            let due = dueInstant(of: candidate)
            guard due > oldest else { continue }
            let next: Instant
            let repeating = candidate.history
            if let history = candidate.history {
                if let snoozedUntil = history.snoozedUntil {
                    next = snoozedUntil
                } else if settings.nagIntervalSeconds > 0, history.timesSent - 1 < settings.nagLimit,
                          latestDueStart[candidate.sharedTask.task.id].map({ $0 <= candidate.start }) ?? true {
                    next = history.lastSentAt.adding(seconds: settings.nagIntervalSeconds)
                } else {
                    continue
                }
            } else {
                guard remindsOfFirst(candidate, due: due) else { continue }
                next = due
            }
            guard next <= now, !isQuietNow else {
                wake(at: max(next, now))
                continue
            }
            if let repeating {
                let kind: ReminderKind = repeating.snoozedUntil == nil ? .nag : .snoozed
                repeats.append((next, ReminderSend(kind: kind, items: [.init(candidate: candidate, repeating: repeating)])))
            } else {
                firsts.append((due, candidate))
            }
        }
        return ReminderPlan(sends: sends(firsts: firsts, repeats: repeats, now: now), wakeAt: wakeAt)
    }

    /// First reminders on time go out one by one; late ones too, unless there are more than
    /// the fold threshold, which go out as one.
    private func sends(firsts: [(due: Instant, candidate: ReminderCandidate)],
                       repeats: [(due: Instant, send: ReminderSend)], now: Instant) -> [ReminderSend] {
        let lateBefore = now.adding(seconds: -ReminderSettings.lateAfterSeconds)
        let ordered = firsts.sorted { ($0.due, $0.candidate.key) < ($1.due, $1.candidate.key) }
        let late = ordered.filter { $0.due < lateBefore }
        var timed: [(due: Instant, send: ReminderSend)] = ordered.filter { $0.due >= lateBefore }.map {
            ($0.due, ReminderSend(kind: .due, items: [.init(candidate: $0.candidate, repeating: nil)]))
        }
        if late.count > ReminderSettings.foldThreshold {
            timed.append((late[0].due, ReminderSend(kind: .folded, items: late.map { .init(candidate: $0.candidate, repeating: nil) })))
        } else {
            timed += late.map { ($0.due, ReminderSend(kind: .caughtUp, items: [.init(candidate: $0.candidate, repeating: nil)])) }
        }
        timed += repeats
        return timed.sorted { ($0.due, $0.send.items[0].candidate.key) < ($1.due, $1.send.items[0].candidate.key) }.map(\.send)
    }

    /// Whether a first reminder is sent for `candidate` (not yet reminded of, nor done) when it
    /// comes due at `due`: not for an occurrence from before its task existed, nor for one that
    /// comes due in quiet hours when those skip.
    private func remindsOfFirst(_ candidate: ReminderCandidate, due: Instant) -> Bool {
        guard candidate.start >= candidate.sharedTask.task.created else { return false }
        return !(settings.quietMode == .skip && settings.quietHours?.contains(due, zone: zone) == true)
    }

    /// The candidates of one task that can change a plan at `now`, in their order: every one
    /// that came due by then, every one already reminded of (its popup comes down when it is
    /// done), and of the others, in the order they come due, those up to the first that will be
    /// reminded of; later ones can only come due after it. `plan` gives the same sends and the
    /// same wake with these as with all, and the daemon keeps far fewer of them in memory.
    public func needed(_ candidates: [ReminderCandidate], now: Instant) -> [ReminderCandidate] {
        var kept = Set<Int>()
        var awaited = false
        let byDue = candidates.indices.map { (index: $0, due: dueInstant(of: candidates[$0])) }.sorted { $0.due < $1.due }
        for (index, due) in byDue {
            let candidate = candidates[index]
            if due <= now || candidate.history != nil {
                kept.insert(index)
            } else if !awaited, !candidate.isDone {
                kept.insert(index)
                awaited = remindsOfFirst(candidate, due: due)
            }
        }
        return candidates.indices.filter(kept.contains).map { candidates[$0] }
    }

    /// For each task, the start of its latest occurrence whose first reminder is due by `now`:
    /// earlier occurrences are no longer nagged about.
    private func latestDueStartByTask(_ groups: [[ReminderCandidate]], now: Instant) -> [String: Instant] {
        var latest: [String: Instant] = [:]
        for candidate in groups.joined() where dueInstant(of: candidate) <= now {
            latest[candidate.sharedTask.task.id] = max(latest[candidate.sharedTask.task.id] ?? candidate.start, candidate.start)
        }
        return latest
    }
}
