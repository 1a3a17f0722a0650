import TendCore

/// The SQL of a contact's phone numbers, messaging numbers and e-mail addresses, kept in the
/// user's order (`position`) within each kind.
enum ContactValueSQL {
    static let columns = "contact_id, kind, position, label, value"
    static let ofContact = "SELECT \(columns) FROM contact_values WHERE contact_id = ? ORDER BY kind, position"
    static let all = "SELECT \(columns) FROM contact_values ORDER BY contact_id, kind, position"
    static let insert = "INSERT INTO contact_values (\(columns)) VALUES (?, ?, ?, ?, ?)"
    static let deleteOfContact = "DELETE FROM contact_values WHERE contact_id = ?"
}

/// Which list of a contact a `contact_values` row belongs to, with the `kind` column's spelling.
enum ContactValueKind: String, CaseIterable {
    case phone
    case message
    case email

    /// The list of `contact` this kind names.
    func list(of contact: Contact) -> [LabeledValue] {
        switch self {
        case .phone: contact.phones
        case .message: contact.messagingNumbers
        case .email: contact.emails
        }
    }
}

/// One row of `contact_values`.
struct ContactValue {
    let contactID: String
    let kind: ContactValueKind
    let labeled: LabeledValue

    /// Reads a row of `ContactValueSQL.columns`; the position only orders the rows.
    init(row: Row) {
        contactID = row.string(0)
        // The table's CHECK admits only the known kinds.
        kind = ContactValueKind(rawValue: row.string(1)) ?? .phone
        labeled = LabeledValue(label: row.optionalString(3), value: row.string(4))
    }
}

extension Contact {
    /// Sets the numbers and addresses from `values`, which are in position order.
    mutating func setValues(_ values: [ContactValue]) {
        func list(_ kind: ContactValueKind) -> [LabeledValue] { values.filter { $0.kind == kind }.map(\.labeled) }
        phones = list(.phone)
        messagingNumbers = list(.message)
        emails = list(.email)
    }
}

extension ReadTransaction {
    func contactValues(of contactID: String) throws -> [ContactValue] {
        try connection.rows(ContactValueSQL.ofContact, [contactID], ContactValue.init(row:))
    }

    func allContactValues() throws -> [ContactValue] {
        try connection.rows(ContactValueSQL.all, [], ContactValue.init(row:))
    }
}

extension Transaction {
    func insertContactValues(of contact: Contact) throws {
        for kind in ContactValueKind.allCases {
            for (position, labeled) in kind.list(of: contact).enumerated() {
                try connection.run(
                    ContactValueSQL.insert, [contact.id, kind.rawValue, position, labeled.label, labeled.value]
                )
            }
        }
    }

    func deleteContactValues(of contactID: String) throws {
        try connection.run(ContactValueSQL.deleteOfContact, [contactID])
    }
}
