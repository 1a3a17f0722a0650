import TendCore

/// The SQL of the alert rules of tasks, in the user's order. A rule's condition is two columns:
/// `condition` (a comparison, or `missed`) and `amount` (the threshold, or the number of misses).
enum TaskAlertSQL {
    static let columns = "condition, amount, action, contact_id"
    static let ofTask = "SELECT \(columns) FROM task_alerts WHERE task_id = ? ORDER BY position"
    static let ofAll = "SELECT \(columns), task_id, position FROM task_alerts ORDER BY task_id, position"
    static let tasksOfContact = "SELECT DISTINCT task_id FROM task_alerts WHERE contact_id = ? ORDER BY task_id"
    static let insert = "INSERT INTO task_alerts (task_id, position, \(columns)) VALUES (?, ?, ?, ?, ?, ?)"
    static let deleteOfTask = "DELETE FROM task_alerts WHERE task_id = ?"
    static let missed = "missed"
}

extension AlertRule {
    /// Reads a row of `TaskAlertSQL.columns`.
    init(row: Row) {
        let amount = row.double(1)
        // The table's CHECKs admit only the known comparisons and actions.
        let condition: Condition = switch ValueComparison(rawValue: row.string(0)) {
        case .some(let comparison): .value(comparison, amount)
        case .none: .missedDoses(Int(amount))
        }
        self.init(condition: condition, action: ContactAction(rawValue: row.string(2)) ?? .call, contactID: row.string(3))
    }

    /// The values of `TaskAlertSQL.columns`, in order.
    var arguments: [any SQLiteBindable] {
        switch condition {
        case .value(let comparison, let threshold): [comparison.rawValue, threshold, action.rawValue, contactID]
        case .missedDoses(let count): [TaskAlertSQL.missed, Double(count), action.rawValue, contactID]
        }
    }
}

extension ReadTransaction {
    /// The alert rules of the task `taskID`, in the order they were given.
    public func alertRules(ofTask taskID: String) throws -> [AlertRule] {
        try connection.rows(TaskAlertSQL.ofTask, [taskID], AlertRule.init(row:))
    }

    /// The alert rules of every task (removed ones too), by task id, each with its position
    /// among the task's rules: one query for the reminder daemon's every round.
    public func alertRulesByTask() throws -> [String: [(position: Int, rule: AlertRule)]] {
        let rows = try connection.rows(TaskAlertSQL.ofAll, []) { row in
            (taskID: row.string(4), position: row.int(5), rule: AlertRule(row: row))
        }
        return Dictionary(grouping: rows, by: \.taskID).mapValues { $0.map { ($0.position, $0.rule) } }
    }

    /// The ids of the tasks (removed ones too) with an alert rule naming the contact `contactID`.
    public func taskIDs(alertingContact contactID: String) throws -> [String] {
        try connection.rows(TaskAlertSQL.tasksOfContact, [contactID]) { $0.string(0) }
    }
}

extension Transaction {
    /// Gives the task `taskID` the alert rules `rules`, in that order, replacing its rules.
    ///
    /// - Throws: `StoreError.taskNotFound`, or `StoreError.contactNotFound` for the first rule
    ///   that names no contact.
    public func setAlertRules(_ rules: [AlertRule], ofTask taskID: String) throws {
        guard try task(id: taskID) != nil else { throw StoreError.taskNotFound(id: taskID) }
        for rule in rules where try connection.firstRow(ContactSQL.byID, [rule.contactID], Contact.init(row:)) == nil {
            throw StoreError.contactNotFound(id: rule.contactID)
        }
        try connection.run(TaskAlertSQL.deleteOfTask, [taskID])
        for (position, rule) in rules.enumerated() {
            try connection.run(TaskAlertSQL.insert, [taskID, position] + rule.arguments)
        }
    }
}
