import TendCore

/// Why the stored plan, or a part of it, could not be found or read, as data; the command line
/// says it in sentences.
public enum PlanError: Error, Hashable, Sendable {
    /// A stored schedule no longer parses (`message` is the schedule language's own); the
    /// version takes effect at `effectiveFrom`.
    case scheduleUnreadable(taskID: String, version: Int, effectiveFrom: Instant, message: String)
    /// A stored schedule is pinned to a zone this machine cannot read (`reason` says why).
    case zoneUnreadable(taskID: String, version: Int, effectiveFrom: Instant, reason: String)
    /// The database named by `--db` or `TEND_DB` does not exist, for a command that works on
    /// an existing plan.
    case databaseMissing(path: String)

    /// The task and version whose stored schedule the problem is in; nil for a problem of the
    /// whole plan.
    public var storedVersion: (taskID: String, version: Int)? {
        switch self {
        case .scheduleUnreadable(let taskID, let version, _, _), .zoneUnreadable(let taskID, let version, _, _):
            (taskID, version)
        case .databaseMissing: nil
        }
    }
}
