import TendStore

/// The store a run opened last, kept until the run ends and then closed only when it wrote.
///
/// A store that only read has nothing to write or sync when it closes, and the process ends
/// right after the run, which closes its files and drops its locks: closing it first (freeing
/// the schema SQLite parsed) was 0.47 M instructions of a 5-task `tend today`. A store that
/// wrote is closed at the end of the run, so that it copies its log into the database and
/// empties it, as before. See `docs/store.md`, "A reader is left to the end of the process".
final class OpenedStore {
    private var store: CareStore?

    /// Keeps `store` until ``closeIfWritten()``.
    func keep(_ store: CareStore) {
        self.store = store
    }

    /// Lets go of the store kept before: called before another store is opened, since two
    /// stores of one database in one process share SQLite's view of its `-shm`, and a
    /// read-only one still open would make the other's writes fail.
    func release() {
        store = nil
    }

    /// At the end of the run: closes the store kept when it wrote, and keeps one that only
    /// read, for the end of the process to close (the caller keeps this object alive until it
    /// exits).
    func closeIfWritten() {
        if store?.onlyReads == false { store = nil }
    }
}
