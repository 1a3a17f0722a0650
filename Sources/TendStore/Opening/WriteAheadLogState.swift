import TendSystem

/// What the `-wal` and `-shm` files beside a database say about how it was last left, read
/// with `stat` and one lock query before SQLite opens anything.
///
/// tend keeps both files between runs (`SQLITE_FCNTL_PERSIST_WAL`: they stay owner-only and are
/// never deleted and created again while another process opens them), and the last writer of a
/// command checkpoints the log and truncates it to zero bytes. So a database that tend closed
/// cleanly has an empty log; a log with content that no connection has open was left by a
/// process that ended before it could checkpoint (killed, a power cut) — or, rarely, by a writer
/// whose truncation a concurrent reader blocked.
enum WriteAheadLogState: Equatable {
    /// No `-wal`: the last connection was not tend's (SQLite deletes the log when it closes
    /// without `PERSIST_WAL`), or the file was copied without it.
    case absent
    /// An empty `-wal` beside a `-shm`: closed cleanly by tend; a reader can open it read-only
    /// and write nothing.
    case clean
    /// An empty `-wal` without its `-shm`: nothing to recover, but a reader cannot open it
    /// read-only.
    case withoutSharedMemory
    /// Another connection, in this process or another, has the database open.
    case inUse
    /// A `-wal` with content that no connection has open: the end was not clean.
    case leftOver

    /// The byte of the `-shm` file that every open SQLite connection holds a shared lock on
    /// (`UNIX_SHM_DMS` in SQLite's unix VFS: 120 + the 8 WAL locks).
    static let connectionLockOffset: Int64 = 128

    /// Reads the state of the log beside `path`.
    init(ofDatabaseAt path: String) {
        let log = path + "-wal"
        let sharedMemory = path + "-shm"
        guard let size = FileStatus.size(of: log) else {
            self = .absent
            return
        }
        if FileLocks.isByteLocked(sharedMemory, at: Self.connectionLockOffset) {
            self = .inUse
        } else if size > 0 {
            self = .leftOver
        } else {
            self = FileStatus.exists(sharedMemory) ? .clean : .withoutSharedMemory
        }
    }

    /// Whether the database must be checked page by page before it is used: tend has not seen
    /// it closed cleanly.
    var needsIntegrityCheck: Bool { self == .absent || self == .leftOver }

    /// Whether a connection that only reads can open the database without writing to it or to
    /// its companions.
    var allowsReadOnlyOpening: Bool { self == .clean || self == .inUse }
}
