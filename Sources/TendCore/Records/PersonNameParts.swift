/// The parts of a person's name, each optional, as vCard's `N` property and CareKit's
/// `PersonNameComponents` have them. The display name is kept beside them, not built from them,
/// because the order of the parts differs between cultures (`佐藤 花子` is family name first).
public struct PersonNameParts: Hashable, Sendable {
    /// An honorific before the name (`Dr.`).
    public var prefix: String?
    public var given: String?
    public var family: String?
    /// A suffix after the name (`Jr.`, `MD`).
    public var suffix: String?

    public init(prefix: String? = nil, given: String? = nil, family: String? = nil, suffix: String? = nil) {
        self.prefix = prefix
        self.given = given
        self.family = family
        self.suffix = suffix
    }

    /// Whether no part is given.
    public var isEmpty: Bool { prefix == nil && given == nil && family == nil && suffix == nil }
}
