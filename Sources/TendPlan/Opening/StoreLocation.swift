import TendStore
import TendSystem

/// Where the database is, by the rules every tend program follows: an explicit path (`--db`),
/// else `TEND_DB`, else the default path under `XDG_DATA_HOME` (or `~/.local/share`).
public struct StoreLocation: Hashable, Sendable {
    /// The database file.
    public let path: String
    /// Whether it is the default path, whose missing directories may be created (owner-only).
    public let isDefault: Bool
    /// How long opening and writing wait for a lock, from `TEND_BUSY_TIMEOUT_MS` (whole
    /// milliseconds, for tests); nil for the store's own 20 s.
    public let busyTimeoutMilliseconds: Int32?

    /// The location from an explicit path (nil when none was given) and the environment.
    public init(explicitPath: String?, environment: [String: String]) throws(StoreError) {
        busyTimeoutMilliseconds = environment["TEND_BUSY_TIMEOUT_MS"].flatMap { Int32($0) }.flatMap { $0 >= 0 ? $0 : nil }
        if let path = explicitPath ?? environment["TEND_DB"].flatMap({ $0.isEmpty ? nil : $0 }) {
            self.path = path
            isDefault = false
        } else {
            path = try CareStore.defaultPath(environment: environment)
            isDefault = true
        }
    }

    /// Opens the database, creating it when it is missing: for commands that add to the plan.
    public func openCreatingIfMissing() throws -> CareStore {
        if let busyTimeoutMilliseconds { CareStore.useBusyTimeout(milliseconds: busyTimeoutMilliseconds) }
        return try CareStore(path: path, createMissingDirectories: isDefault)
    }

    /// Opens the database for a command that works on the plan already there. A database named
    /// by `--db` or `TEND_DB` that does not exist is an error, so a mistyped path (in a cron job)
    /// never passes for an empty plan; the default database is still created on first use.
    public func openExisting() throws -> CareStore {
        if !isDefault && FileStatus.isMissingWithoutFollowing(path) {
            throw PlanError.databaseMissing(path: path)
        }
        return try openCreatingIfMissing()
    }
}
