import TendCore

extension ReminderComposer {
    /// The popup of an alert of missed doses: `Ibuprofen: 2 doses missed`, what the plan says
    /// to do (`Your plan says: message Mum, +44 7700 900123.`), critical, with the rule's
    /// action as its one button, which opens `link` (no button when the contact has nothing
    /// for the action any more).
    public func alert(_ candidate: AlertCandidate, contact: Contact, link: ContactLink?, now: Instant) -> Reminder {
        let count = missedCount(candidate.rule)
        let button = offersActions && link != nil ? ReminderAction(candidate.rule.action).map { [$0] } ?? [] : []
        return Reminder(
            occurrences: [occurrence(candidate.mark.occurrence, of: candidate.task)], kind: .alert,
            summary: "\(TextSanitizer.sanitize(candidate.task.title)): \(count) dose\(count == 1 ? "" : "s") missed",
            body: AlertAdvice.sentence(candidate.rule.action, contact: contact, link: link), urgency: .critical,
            actions: button, tag: candidate.tag, color: candidate.task.color, sentAt: now, sentAtText: iso8601(now),
            link: link)
    }

    private func missedCount(_ rule: AlertRule) -> Int {
        guard case .missedDoses(let count) = rule.condition else { return 0 }
        return count
    }
}
