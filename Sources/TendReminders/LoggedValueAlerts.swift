import TendCore
import TendNotify
import TendPlan
import TendStore

/// The daemon's alerts of value rules (`>= 8: call dr-sato`): each log entry made while the
/// daemon runs (by `tend log` in a shell, or any other program) whose number meets a rule of
/// its task brings one alert, at once, quiet hours or not: the person has just logged it. The
/// entries made before the daemon started are not looked at: `tend log` said its line when
/// they were made, and a restart must not show them again.
final class LoggedValueAlerts {
    /// An alert due now, with the contact its rule names.
    struct Due {
        var alert: LoggedValueAlert
        var contact: Contact
    }

    /// How many of the newest entries the loop remembers between rounds.
    static let remembered = 16

    /// The newest entries looked at (at most `remembered`), oldest first; nil until the first
    /// round. An id alone does not name an entry: SQLite gives a new row the largest id plus one,
    /// so an entry taken back with `tend undo` and made again gets the id of the one taken back.
    /// An entry is new when no remembered entry is equal to it.
    private var seen: [LogEntry]?

    /// Reads, in `transaction`, the entries made since the last round and the alerts they bring;
    /// `rules` are every task's alert rules.
    func due(_ transaction: ReadTransaction, plan: CarePlan, rules: [String: [(position: Int, rule: AlertRule)]],
             now: Instant) throws -> [Due] {
        guard let seen else {
            seen = try transaction.latestLogEntries(limit: Self.remembered).reversed()
            return []
        }
        let tail = try transaction.logEntries(afterID: (seen.first?.id ?? 1) - 1)
        let known = Set(seen)
        self.seen = Array(tail.suffix(Self.remembered))
        let entries = tail.filter { !known.contains($0) }
        var due: [Due] = []
        for entry in entries {
            guard case .number(let value)? = entry.value, let ofTask = rules[entry.taskID],
                  let task = plan.tasks.first(where: { $0.id == entry.taskID }), !task.isRemoved(at: now) else { continue }
            for (position, rule) in ofTask where rule.isMet(byValue: value) {
                guard let contact = try transaction.contact(id: rule.contactID) else { continue }
                due.append(Due(alert: LoggedValueAlert(task: task, rulePosition: position, rule: rule, entry: entry), contact: contact))
            }
        }
        return due
    }
}
