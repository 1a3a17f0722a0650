/// Something the store did on its own that the user should hear about once, as data: opening
/// never fails for it, and the program that opened the store tells it in its own words.
public enum StoreNotice: Hashable, Sendable {
    /// The database (with its `-wal` and `-shm`) could be read by others and was made
    /// owner-only (0600): it holds health data. `previousMode` holds the permission bits it had.
    case madePrivate(path: String, previousMode: Int)
}
