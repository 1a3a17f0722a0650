import TendCore

/// What `tend contact show` shows: the contact and the tasks linked to it.
public struct ContactDetailView: Hashable, Sendable {
    public var contact: Contact
    public var tasks: [LinkedTask]

    public init(contact: Contact, tasks: [LinkedTask]) {
        self.contact = contact
        self.tasks = tasks
    }
}

/// A task beside a contact, or a contact beside a task: its id and its title or name.
public struct LinkedTask: Hashable, Sendable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
