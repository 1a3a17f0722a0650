import TendCore

/// A value rule of a log task (`>= 8: call dr-sato`) met by a log entry: an alert the daemon
/// shows once, when it sees the entry.
public struct LoggedValueAlert: Hashable, Sendable {
    public var task: CareTask
    /// The rule's position among the task's rules, from 0.
    public var rulePosition: Int
    public var rule: AlertRule
    public var entry: LogEntry

    public init(task: CareTask, rulePosition: Int, rule: AlertRule, entry: LogEntry) {
        self.task = task
        self.rulePosition = rulePosition
        self.rule = rule
        self.entry = entry
    }

    /// The tag of its popup: `tend:alert:pain:0:log:17` (task, rule position, the entry's id).
    public var tag: String { "tend:alert:\(task.id):\(rulePosition):log:\(entry.id)" }
}
