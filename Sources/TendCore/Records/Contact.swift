/// A member of the care team, one command away.
public struct Contact: Hashable, Sendable {
    /// The slug the user types (`dr-tanaka`).
    public var id: String
    public var name: String
    /// The person's role (`general practitioner`, `pharmacist`).
    public var role: String?
    public var phone: String?
    public var email: String?
    /// A postal address, for the map handler.
    public var address: String?
    public var note: String?

    public init(
        id: String, name: String, role: String? = nil, phone: String? = nil, email: String? = nil,
        address: String? = nil, note: String? = nil
    ) {
        self.id = id
        self.name = name
        self.role = role
        self.phone = phone
        self.email = email
        self.address = address
        self.note = note
    }
}
