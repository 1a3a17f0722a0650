/// A member of the care team, one command away: who they are, what they do for this person, and
/// every way to reach them, in the order the user gave (CareKit sorts numbers by label and
/// collapses equal labels; tend keeps both the order and the repeats).
public struct Contact: Hashable, Sendable {
    /// The slug the user types (`dr-sato`).
    public var id: String
    /// The name as it is shown (`Dr. Sato Hanako`, `佐藤 花子`).
    public var name: String
    /// The parts of the name, as far as the user gave them.
    public var nameParts: PersonNameParts
    /// A job title (`General practitioner`).
    public var title: String?
    /// What they do for this person (`prescribes the painkillers`), shown as instructions.
    public var role: String?
    public var organization: String?
    public var category: ContactCategory?
    /// Numbers to call, first the one to call first.
    public var phones: [LabeledValue]
    /// Numbers to send text messages to, first the preferred one.
    public var messagingNumbers: [LabeledValue]
    /// E-mail addresses, first the preferred one.
    public var emails: [LabeledValue]
    /// A postal address, as the user writes it (lines separated by newlines).
    public var address: String?
    /// Where the address is, for a map link that needs no geocoding.
    public var coordinates: GeoCoordinates?
    public var note: String?
    /// vCard content lines tend does not map (unfolded, one per line), kept so that a contact
    /// read from a vCard is written back without loss; nil when there are none.
    public var extraVCard: String?

    public init(
        id: String, name: String, nameParts: PersonNameParts = PersonNameParts(), title: String? = nil,
        role: String? = nil, organization: String? = nil, category: ContactCategory? = nil,
        phones: [LabeledValue] = [], messagingNumbers: [LabeledValue] = [], emails: [LabeledValue] = [],
        address: String? = nil, coordinates: GeoCoordinates? = nil, note: String? = nil, extraVCard: String? = nil
    ) {
        self.id = id
        self.name = name
        self.nameParts = nameParts
        self.title = title
        self.role = role
        self.organization = organization
        self.category = category
        self.phones = phones
        self.messagingNumbers = messagingNumbers
        self.emails = emails
        self.address = address
        self.coordinates = coordinates
        self.note = note
        self.extraVCard = extraVCard
    }
}
