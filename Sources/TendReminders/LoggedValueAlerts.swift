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

    /// The id of the last log entry looked at; nil until the first round.
    private var lastSeenID: Int64?

    /// Reads, in `transaction`, the entries made since the last round and the alerts they bring;
    /// `rules` are every task's alert rules.
    func due(_ transaction: ReadTransaction, plan: CarePlan, rules: [String: [(position: Int, rule: AlertRule)]],
             now: Instant) throws -> [Due] {
        guard let seen = lastSeenID else {
            lastSeenID = try transaction.latestLogEntryID()
            return []
        }
        let entries = try transaction.logEntries(afterID: seen)
        guard let last = entries.last else { return [] }
        lastSeenID = last.id
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
