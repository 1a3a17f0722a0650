import TendCore

/// The SQL of the contact queries.
enum ContactSQL {
    static let columns = "id, name, role, phone, email, address, note"
    static let byID = "SELECT \(columns) FROM contacts WHERE id = ?"
    static let all = "SELECT \(columns) FROM contacts ORDER BY name COLLATE NOCASE, id"
    static let insert = "INSERT INTO contacts (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?)"
    static let update = """
        UPDATE contacts SET name = ?2, role = ?3, phone = ?4, email = ?5, address = ?6, note = ?7 WHERE id = ?1
        """
    static let delete = "DELETE FROM contacts WHERE id = ?"
}

extension Contact {
    /// Reads a row of `ContactSQL.columns`.
    init(row: Row) {
        self.init(
            id: row.string(0),
            name: row.string(1),
            role: row.optionalString(2),
            phone: row.optionalString(3),
            email: row.optionalString(4),
            address: row.optionalString(5),
            note: row.optionalString(6)
        )
    }

    /// The values of `ContactSQL.columns`, in order.
    var arguments: [any SQLiteBindable] { [id, name, role, phone, email, address, note] }
}

extension ReadTransaction {
    /// The contact with `id`.
    public func contact(id: String) throws -> Contact? {
        try connection.firstRow(ContactSQL.byID, [id], Contact.init(row:))
    }

    /// Every contact, by name.
    public func contacts() throws -> [Contact] {
        try connection.rows(ContactSQL.all, [], Contact.init(row:))
    }
}

extension Transaction {
    /// Adds `contact`.
    ///
    /// - Throws: `StoreError.contactExists` when the id is taken.
    public func addContact(_ contact: Contact) throws {
        guard try self.contact(id: contact.id) == nil else { throw StoreError.contactExists(id: contact.id) }
        try connection.run(ContactSQL.insert, contact.arguments)
    }

    /// Saves every field of `contact` but its id.
    ///
    /// - Throws: `StoreError.contactNotFound`.
    public func updateContact(_ contact: Contact) throws {
        try connection.run(ContactSQL.update, contact.arguments)
        guard connection.changes == 1 else { throw StoreError.contactNotFound(id: contact.id) }
    }

    /// Removes the contact with `id`.
    ///
    /// - Throws: `StoreError.contactNotFound`.
    public func removeContact(id: String) throws {
        try connection.run(ContactSQL.delete, [id])
        guard connection.changes == 1 else { throw StoreError.contactNotFound(id: id) }
    }
}
