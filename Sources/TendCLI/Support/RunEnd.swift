import TendStore

/// What a run leaves to the end of the process: the store it opened last, closed at the end of
/// the run only when it wrote, and values it made once and would only tear down.
///
/// A store that only read has nothing to write or sync when it closes, and the process ends
/// right after the run, which closes its files and drops its locks: closing it first (freeing
/// the schema SQLite parsed) was 0.47 M instructions of a 5-task `tend today`. A store that
/// wrote is closed at the end of the run, so that it copies its log into the database and
/// empties it, as before. See `docs/store.md`, "A reader is left to the end of the process".
///
/// Likewise a day's plan and view are left (``leave(_:)``) rather than freed piece by piece:
/// that was 0.49 M instructions of `tend today` at 200 tasks and 2.1 M at 1,000. `main` keeps
/// this object until it exits; a caller that runs many command lines in one process (a test)
/// lets it go after each, and what it holds is freed then.
final class RunEnd {
    private var store: CareStore?
    private var values: [Any] = []

    /// Keeps `store` until ``closeStoreIfWritten()``.
    func keepStore(_ store: CareStore) {
        self.store = store
    }

    /// Lets go of the store kept before: called before another store is opened, since two
    /// stores of one database in one process share SQLite's view of its `-shm`, and a
    /// read-only one still open would make the other's writes fail.
    func releaseStore() {
        store = nil
    }

    /// At the end of the run: closes the store kept when it wrote, and keeps one that only
    /// read, for the end of the process to close.
    func closeStoreIfWritten() {
        if store?.onlyReads == false { store = nil }
    }

    /// Keeps `value` for as long as this object, so that the end of the process, not the run,
    /// reclaims its memory. For what a run makes once (a command that loops must not).
    func leave(_ value: Any) {
        values.append(value)
    }
}
