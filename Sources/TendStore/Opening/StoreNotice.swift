/// Something the store did on its own that the user should hear about once: opening never
/// fails for it, and the command line tells it on standard error.
public enum StoreNotice: Hashable, Sendable, CustomStringConvertible {
    /// The database (with its `-wal` and `-shm`) could be read by others and was made
    /// owner-only (0600): it holds health data.
    case madePrivate(path: String, previousMode: Int)

    public var description: String {
        switch self {
        case .madePrivate(let path, let previousMode):
            return "made database '\(path)' readable by you only (mode 0600, was 0\(String(previousMode, radix: 8))): it holds health data"
        }
    }
}
