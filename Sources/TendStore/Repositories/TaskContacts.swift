import TendCore

/// The SQL of the links between tasks and the contacts they name, in the user's order.
enum TaskContactSQL {
    static let ofTask = "SELECT contact_id FROM task_contacts WHERE task_id = ? ORDER BY position"
    static let ofContact = "SELECT task_id FROM task_contacts WHERE contact_id = ? ORDER BY task_id"
    static let insert = "INSERT INTO task_contacts (task_id, position, contact_id) VALUES (?, ?, ?)"
    static let deleteOfTask = "DELETE FROM task_contacts WHERE task_id = ?"
}

extension ReadTransaction {
    /// The ids of the contacts linked to the task `taskID`, in the order they were given.
    public func contactIDs(linkedToTask taskID: String) throws -> [String] {
        try connection.rows(TaskContactSQL.ofTask, [taskID]) { $0.string(0) }
    }

    /// The ids of the tasks (removed ones too) linked to the contact `contactID`, by id.
    public func taskIDs(linkedToContact contactID: String) throws -> [String] {
        try connection.rows(TaskContactSQL.ofContact, [contactID]) { $0.string(0) }
    }
}

extension Transaction {
    /// Links the task `taskID` to the contacts `contactIDs`, in that order, replacing its links;
    /// an id given twice is linked once.
    ///
    /// - Throws: `StoreError.taskNotFound`, or `StoreError.contactNotFound` for the first id
    ///   that names no contact.
    public func setContacts(_ contactIDs: [String], ofTask taskID: String) throws {
        guard try task(id: taskID) != nil else { throw StoreError.taskNotFound(id: taskID) }
        var linked: [String] = []
        for id in contactIDs where !linked.contains(id) {
            guard try connection.firstRow(ContactSQL.byID, [id], Contact.init(row:)) != nil else {
                throw StoreError.contactNotFound(id: id)
            }
            linked.append(id)
        }
        try connection.run(TaskContactSQL.deleteOfTask, [taskID])
        for (position, id) in linked.enumerated() { try connection.run(TaskContactSQL.insert, [taskID, position, id]) }
    }
}
