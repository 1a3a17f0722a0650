import TendCore

/// A `missed N doses` rule of a task and the N-th miss of a run of its occurrences: an alert
/// the daemon shows once, when the miss comes.
public struct AlertCandidate: Hashable, Sendable {
    public var task: CareTask
    /// The rule's position among the task's rules, from 0: two rules may count the same run.
    public var rulePosition: Int
    public var rule: AlertRule
    public var mark: MissedStreak.Mark
    /// When the daemon last sent a reminder of any occurrence of the task; nil when never.
    /// One sent at or after the miss means a daemon was running then, and showed the alert.
    public var lastReminderSentAt: Instant?

    public init(task: CareTask, rulePosition: Int, rule: AlertRule, mark: MissedStreak.Mark, lastReminderSentAt: Instant?) {
        self.task = task
        self.rulePosition = rulePosition
        self.rule = rule
        self.mark = mark
        self.lastReminderSentAt = lastReminderSentAt
    }

    /// The tag of its popup, which also names it among the alerts sent:
    /// `tend:alert:ibuprofen:0:1:5` (task, rule position, the N-th miss's version and index).
    public var tag: String {
        let key = mark.occurrence.key
        return "tend:alert:\(key.taskID):\(rulePosition):\(key.version):\(key.index)"
    }
}
