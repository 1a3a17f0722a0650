import TendCore

extension ReminderComposer {
    /// The popup of an alert of missed doses: `Ibuprofen: 2 doses missed`, what the plan says
    /// to do (`Your plan says: message Mum, +44 7700 900123.`), critical, with the rule's
    /// action as its one button, which opens `link` (no button when the contact has nothing
    /// for the action any more).
    public func alert(_ candidate: AlertCandidate, contact: Contact, link: ContactLink?, now: Instant) -> Reminder {
        let count = missedCount(candidate.rule)
        return alert(summary: "\(TextSanitizer.sanitize(candidate.task.title)): \(count) dose\(count == 1 ? "" : "s") missed",
                     rule: candidate.rule, task: candidate.task, occurrences: [occurrence(candidate.mark.occurrence, of: candidate.task)],
                     tag: candidate.tag, contact: contact, link: link, now: now)
    }

    /// The popup of a logged value that meets a rule: `Pain 8 /10` (the task, the value and its
    /// unit), then as for missed doses.
    public func alert(_ logged: LoggedValueAlert, contact: Contact, link: ContactLink?, now: Instant) -> Reminder {
        let value = logged.entry.value.map { " " + $0.text + (logged.entry.unit.map { " " + $0 } ?? "") } ?? ""
        return alert(summary: TextSanitizer.sanitize(logged.task.title + value), rule: logged.rule, task: logged.task,
                     occurrences: [], tag: logged.tag, contact: contact, link: link, now: now)
    }

    private func alert(summary: String, rule: AlertRule, task: CareTask, occurrences: [ReminderOccurrence], tag: String,
                       contact: Contact, link: ContactLink?, now: Instant) -> Reminder {
        let button = offersActions && link != nil ? ReminderAction(rule.action).map { [$0] } ?? [] : []
        return Reminder(
            occurrences: occurrences, kind: .alert, summary: summary,
            body: AlertAdvice.sentence(rule.action, contact: contact, link: link), urgency: .critical,
            actions: button, tag: tag, color: task.color, sentAt: now, sentAtText: iso8601(now), link: link)
    }

    private func missedCount(_ rule: AlertRule) -> Int {
        guard case .missedDoses(let count) = rule.condition else { return 0 }
        return count
    }
}
