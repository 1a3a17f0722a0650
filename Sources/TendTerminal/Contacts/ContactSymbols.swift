import TendCore

/// The symbol of each contact category, as a set of ``Glyphs`` draws it.
public struct ContactSymbols: Hashable, Sendable {
    public var careTeam: String
    public var emergency: String
    public var family: String
    /// A contact without a category.
    public var other: String

    /// The symbol of `category`.
    func symbol(_ category: ContactCategory?) -> String {
        switch category {
        case .careTeam: careTeam
        case .emergency: emergency
        case .family: family
        case nil: other
        }
    }
}
