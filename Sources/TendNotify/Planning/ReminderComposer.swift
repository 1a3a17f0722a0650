import TendCore

/// Writes the text of reminders: summary, body, urgency, actions and tag.
public struct ReminderComposer: Sendable {
    /// The user's zone: times are shown on its wall clock.
    public var zone: ZoneRules
    /// Whether popups offer actions; off when nobody stays to answer them (`--once`).
    public var offersActions: Bool

    public init(zone: ZoneRules, offersActions: Bool) {
        self.zone = zone
        self.offersActions = offersActions
    }

    /// The reminder of `candidates` (several only for `.folded`), sent at `now`.
    public func reminder(kind: ReminderKind, candidates: [ReminderCandidate], now: Instant) -> Reminder {
        precondition(!candidates.isEmpty, "a reminder needs an occurrence")
        let occurrences = candidates.map { occurrence($0.occurrence, of: $0.task) }
        let overdue = candidates.contains { now.seconds - $0.start.seconds >= ReminderSettings.overdueAfterSeconds }
        let sentAtText = iso8601(now)
        if kind == .folded || candidates.count > 1 {
            return Reminder(
                occurrences: occurrences, kind: .folded,
                summary: "\(candidates.count) reminders came due while you were away",
                body: candidates.map { headline($0, now: now) }.joined(separator: "\n"),
                urgency: overdue ? .critical : .normal, actions: [], tag: "tend:caught-up", color: nil,
                sentAt: now, sentAtText: sentAtText)
        }
        let candidate = candidates[0]
        let details = [candidate.occurrence.label, candidate.task.instructions].compactMap { $0 }.filter { !$0.isEmpty }
            .map { TextSanitizer.sanitize($0) }
        return Reminder(
            occurrences: occurrences, kind: kind, summary: headline(candidate, now: now),
            body: details.joined(separator: "\n"), urgency: overdue ? .critical : .normal,
            actions: offersActions ? actions(for: candidate.task.style) : [],
            tag: Self.tag(of: candidate.key), color: candidate.task.color, sentAt: now, sentAtText: sentAtText)
    }

    /// The tag that names an occurrence's popup: `tend:ibuprofen:1:3`.
    public static func tag(of key: OccurrenceKey) -> String {
        "tend:\(key.taskID):\(key.version):\(key.index)"
    }

    /// `Ibuprofen at 08:00`, `Ibuprofen at 08:00 (35 min ago)`, `Walk today`.
    private func headline(_ candidate: ReminderCandidate, now: Instant) -> String {
        let occurrence = candidate.occurrence.occurrence
        let title = TextSanitizer.sanitize(candidate.task.title)
        let start = zone.localDateTime(at: occurrence.start)
        guard !occurrence.allDay else {
            return start.date == zone.localDateTime(at: now).date ? "\(title) today" : "\(title) on \(start.date)"
        }
        var text = "\(title) at \(start.time)"
        if start.date != zone.localDateTime(at: now).date { text += " on \(start.date)" }
        let late = now.seconds - occurrence.start.seconds
        if late >= ReminderSettings.overdueAfterSeconds { text += " (\(Self.duration(late)) ago)" }
        return text
    }

    private func actions(for style: TaskStyle) -> [ReminderAction] {
        style == .log ? [.log, .snooze] : [.done, .snooze]
    }

    /// The facts a notifier passes on about `occurrence` of `task`.
    func occurrence(_ occurrence: TaskOccurrence, of task: CareTask) -> ReminderOccurrence {
        let start = occurrence.occurrence.start
        return ReminderOccurrence(
            key: occurrence.key, start: start, startText: iso8601(start),
            title: TextSanitizer.sanitize(task.title),
            label: occurrence.label.map { TextSanitizer.sanitize($0) },
            instructions: task.instructions.map { TextSanitizer.sanitize($0) },
            group: task.group.map { TextSanitizer.sanitize($0) }, style: task.style)
    }

    /// `35 min`, `2 h`, `2 h 5 min`, `3 d`.
    static func duration(_ seconds: Int64) -> String {
        let minutes = seconds / 60
        if minutes < 60 { return "\(minutes) min" }
        if minutes < 24 * 60 { return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min" }
        return "\(minutes / (24 * 60)) d"
    }

    /// ISO 8601 with the zone's offset: `2026-12-01T08:00:00+01:00`.
    public func iso8601(_ instant: Instant) -> String {
        let offset = zone.offset(at: instant)
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset)
        var text = LocalDateTime(localSeconds: instant.seconds + Int64(offset)).description + sign
            + Self.twoDigits(magnitude / 3600) + ":" + Self.twoDigits(magnitude / 60 % 60)
        if magnitude % 60 != 0 { text += ":" + Self.twoDigits(magnitude % 60) }
        return text
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
