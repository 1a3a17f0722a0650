/// A line of an imported card that tend does not show in a field: it is kept, and written back
/// on export (or, for a writer's own stamp, dropped). The importer reports each by line.
public struct VCardPropertyNote: Hashable, Sendable {
    /// What became of the line.
    public enum Disposition: Hashable, Sendable {
        /// tend has no field for it (`BDAY`, `PHOTO`, `URL`, `X-…`); kept.
        case keptNotMapped
        /// tend holds one of these and took an earlier line (a second `ADR`); kept.
        case keptSecond
        /// Its value is not one tend can read into the field (a `GEO` that is no coordinates,
        /// an empty `TEL`, `CATEGORIES` without care-team, emergency or family); kept.
        case keptUnreadable
        /// A stamp of the program that wrote the card (`PRODID`, `REV`); dropped, since it is
        /// not true of a card tend writes.
        case dropped
    }

    /// The physical line it starts on.
    public var line: Int
    /// The property's name as read, with its group (`item3.URL`).
    public var property: String
    public var disposition: Disposition

    public init(line: Int, property: String, disposition: Disposition) {
        self.line = line
        self.property = property
        self.disposition = disposition
    }
}
