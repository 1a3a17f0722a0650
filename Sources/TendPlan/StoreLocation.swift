import TendStore

/// Where the database is, by the rules every tend program follows: an explicit path (`--db`),
/// else `TEND_DB`, else the default path under `XDG_DATA_HOME` (or `~/.local/share`).
public struct StoreLocation: Hashable, Sendable {
    /// The database file.
    public let path: String
    /// Whether it is the default path, whose missing directories may be created (owner-only).
    public let isDefault: Bool

    /// The location from an explicit path (nil when none was given) and the environment.
    public init(explicitPath: String?, environment: [String: String]) throws(StoreError) {
        if let path = explicitPath ?? environment["TEND_DB"].flatMap({ $0.isEmpty ? nil : $0 }) {
            self.path = path
            isDefault = false
        } else {
            path = try CareStore.defaultPath(environment: environment)
            isDefault = true
        }
    }

    /// Opens the database, creating it when it is missing.
    public func open() throws -> CareStore {
        try CareStore(path: path, createMissingDirectories: isDefault)
    }
}
