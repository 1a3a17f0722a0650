/// Why the stored plan could not be found or read, as data; the command line says it in sentences.
public enum PlanError: Error, Hashable, Sendable {
    /// A stored schedule no longer parses (`message` is the schedule language's own).
    case scheduleUnreadable(taskID: String, version: Int, message: String)
    /// A stored schedule is pinned to a zone this machine cannot read (`reason` says why).
    case zoneUnreadable(taskID: String, version: Int, reason: String)
    /// The database named by `--db` or `TEND_DB` does not exist, for a command that works on
    /// an existing plan.
    case databaseMissing(path: String)
}
