import TendCore

/// The SQL of the contact queries.
enum ContactSQL {
    static let columns = """
        id, name, name_prefix, given_name, family_name, name_suffix, title, role, organization, category,
        address, latitude, longitude, note, extra_vcard
        """
    static let byID = "SELECT \(columns) FROM contacts WHERE id = ?"
    static let all = "SELECT \(columns) FROM contacts ORDER BY name COLLATE NOCASE, id"
    static let insert = "INSERT INTO contacts (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    static let update = """
        UPDATE contacts SET name = ?2, name_prefix = ?3, given_name = ?4, family_name = ?5, name_suffix = ?6,
            title = ?7, role = ?8, organization = ?9, category = ?10, address = ?11, latitude = ?12,
            longitude = ?13, note = ?14, extra_vcard = ?15
        WHERE id = ?1
        """
    static let delete = "DELETE FROM contacts WHERE id = ?"
}

extension Contact {
    /// Reads a row of `ContactSQL.columns`, without its numbers and addresses.
    init(row: Row) {
        let latitude = row.optionalDouble(11)
        let longitude = row.optionalDouble(12)
        self.init(
            id: row.string(0),
            name: row.string(1),
            nameParts: PersonNameParts(
                prefix: row.optionalString(2), given: row.optionalString(3), family: row.optionalString(4),
                suffix: row.optionalString(5)
            ),
            title: row.optionalString(6),
            role: row.optionalString(7),
            organization: row.optionalString(8),
            // The table's CHECK admits only the known categories.
            category: row.optionalString(9).flatMap(ContactCategory.init(rawValue:)),
            address: row.optionalString(10),
            // The table's CHECKs keep both in range and both or neither present.
            coordinates: latitude.flatMap { latitude in
                longitude.flatMap { GeoCoordinates(latitude: latitude, longitude: $0) }
            },
            note: row.optionalString(13),
            extraVCard: row.optionalString(14)
        )
    }

    /// The values of `ContactSQL.columns`, in order.
    var arguments: [any SQLiteBindable] {
        [id, name, nameParts.prefix, nameParts.given, nameParts.family, nameParts.suffix, title, role,
         organization, category?.rawValue, address, coordinates?.latitude, coordinates?.longitude, note, extraVCard]
    }
}

extension ReadTransaction {
    /// The contact with `id`, with its numbers and addresses.
    public func contact(id: String) throws -> Contact? {
        guard var contact = try connection.firstRow(ContactSQL.byID, [id], Contact.init(row:)) else { return nil }
        contact.setValues(try contactValues(of: id))
        return contact
    }

    /// Every contact with its numbers and addresses, by name.
    public func contacts() throws -> [Contact] {
        var values: [String: [ContactValue]] = [:]
        for value in try allContactValues() { values[value.contactID, default: []].append(value) }
        return try connection.rows(ContactSQL.all, [], Contact.init(row:)).map { contact in
            var contact = contact
            contact.setValues(values[contact.id] ?? [])
            return contact
        }
    }
}

extension Transaction {
    /// Adds `contact` with its numbers and addresses.
    ///
    /// - Throws: `StoreError.contactExists` when the id is taken.
    public func addContact(_ contact: Contact) throws {
        guard try self.contact(id: contact.id) == nil else { throw StoreError.contactExists(id: contact.id) }
        try connection.run(ContactSQL.insert, contact.arguments)
        try insertContactValues(of: contact)
    }

    /// Saves every field of `contact` but its id, its numbers and addresses replacing the old ones.
    ///
    /// - Throws: `StoreError.contactNotFound`.
    public func updateContact(_ contact: Contact) throws {
        try connection.run(ContactSQL.update, contact.arguments)
        guard connection.changes == 1 else { throw StoreError.contactNotFound(id: contact.id) }
        try deleteContactValues(of: contact.id)
        try insertContactValues(of: contact)
    }

    /// Removes the contact with `id`, its numbers and addresses, and its links to tasks.
    ///
    /// - Throws: `StoreError.contactNotFound`, or `StoreError.contactNamedByAlerts` when a task's
    ///   alert rule names it (the rule would be left pointing at no one).
    public func removeContact(id: String) throws {
        let alerting = try taskIDs(alertingContact: id)
        guard alerting.isEmpty else { throw StoreError.contactNamedByAlerts(id: id, taskIDs: alerting) }
        try connection.run(ContactSQL.delete, [id])
        guard connection.changes == 1 else { throw StoreError.contactNotFound(id: id) }
    }
}
