import CSQLite
import TendCore
import TendSystem

/// What went wrong in the store, as data: the file, the ids, the codes and SQLite's own error, as
/// GRDB's `DatabaseError` carries them. The store writes no sentences for people; a program that
/// shows these errors says what went wrong and how to fix it in its own words.
public enum StoreError: Error, Hashable, Sendable {
    /// Neither `XDG_DATA_HOME` nor `HOME` says where the default database lives.
    case noDefaultLocation
    /// The directory of an explicitly given database path does not exist.
    case directoryMissing(path: String, directory: String)
    /// Something on the database's directory path is not a directory.
    case notADirectory(path: String, directory: String)
    /// A directory needed for the default database could not be created.
    case cannotCreateDirectory(path: String, directory: String, reason: String)
    /// The database's directory cannot be written, so neither the file nor its write-ahead log
    /// can be created.
    case directoryNotWritable(path: String, directory: String)
    /// The database file exists but cannot be written.
    case fileNotWritable(path: String)
    /// The path names a directory or a device, not a file.
    case notAFile(path: String)
    /// The file does not start with SQLite's header.
    case notADatabase(path: String)
    /// The file is an SQLite database that some other program made.
    case foreignDatabase(path: String)
    /// The database's schema is newer than the newest migration this build knows.
    case newerSchema(path: String, found: Int, known: Int)
    /// The file is SQLite but its pages are inconsistent.
    case damaged(path: String, evidence: DamageEvidence)
    /// SQLite could not put the database into write-ahead-log mode.
    case walUnavailable(path: String, journalMode: String)
    /// Another process kept the database locked for longer than the store waits.
    case busy(path: String, seconds: Int)
    /// The file system has no room left for the write.
    case diskFull(path: String)
    /// The database's directory could not be looked into, for a reason the system gave.
    case directoryUnreadable(path: String, directory: String, reason: String)
    /// The file could not be opened or read, for a reason the system (or SQLite) gave.
    case cannotOpen(path: String, reason: String)
    /// Any other SQLite failure.
    case sqlite(path: String, SQLiteError)
    /// The database file has more than one name (hard links): SQLite would keep a separate
    /// log for each name and lose records.
    case hardLinked(path: String, links: Int)
    /// The path is a symbolic link to a file that does not exist.
    case danglingSymbolicLink(path: String)
    /// Another process kept the database locked while this one waited to read it.
    case busyReading(path: String, seconds: Int)
    /// The system failed an operation on the database or its companions (`errno`), which
    /// SQLite reported as its extended result code `extendedCode`.
    case systemFailure(path: String, errno: Int32, extendedCode: Int32)

    /// No task has this id.
    case taskNotFound(id: String)
    /// A task (perhaps a removed one, whose history stays) already has this id.
    case taskExists(id: String)
    /// The task was already removed.
    case taskRemoved(id: String, at: Instant)
    /// The task has no schedule version with this number.
    case versionNotFound(taskID: String, version: Int)
    /// A new version would replace one that already has completions recorded against it.
    case versionHasRecords(taskID: String, version: Int, effectiveFrom: Instant, newStart: Instant)
    /// No contact has this id.
    case contactNotFound(id: String)
    /// A contact already has this id.
    case contactExists(id: String)
    /// The contact cannot be removed: the alert rules of these tasks name it.
    case contactNamedByAlerts(id: String, taskIDs: [String])
    /// Nothing was ever notified for this occurrence.
    case notificationNotFound(OccurrenceKey)

    /// The store error that `error` means, which SQLite raised while working on the database at
    /// `path`, after waiting `waitedSeconds` for other processes' locks (while
    /// `reading`, or to write). The system's `errno` names the cause where SQLite records one:
    /// a full disk is a full disk whichever file was growing.
    static func from(
        _ error: SQLiteError, path: String, waitedSeconds: Int = CareStore.busyTimeoutSeconds, reading: Bool = false
    ) -> StoreError {
        let system = SystemError(code: error.systemErrno)
        if system.isDiskFull { return .diskFull(path: path) }
        switch error.resultCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return .damaged(path: path, evidence: .reportedBySQLite(message: error.message))
        case SQLITE_BUSY, SQLITE_LOCKED:
            return reading ? .busyReading(path: path, seconds: waitedSeconds) : .busy(path: path, seconds: waitedSeconds)
        case SQLITE_READONLY:
            return .fileNotWritable(path: path)
        case SQLITE_FULL:
            return .diskFull(path: path)
        case SQLITE_CANTOPEN where !(error.systemErrno == 0 || system.isPathProblem || system.isPermissionProblem):
            return .systemFailure(path: path, errno: error.systemErrno, extendedCode: error.extendedCode)
        case SQLITE_CANTOPEN:
            return .cannotOpen(path: path, reason: error.message)
        case SQLITE_IOERR where error.systemErrno != 0:
            return .systemFailure(path: path, errno: error.systemErrno, extendedCode: error.extendedCode)
        default:
            return .sqlite(path: path, error)
        }
    }
}

/// What showed that a database file is damaged.
public enum DamageEvidence: Hashable, Sendable {
    /// `PRAGMA quick_check` failed (SQLite's message) or found problems (the first one it named);
    /// nil when it named none.
    case integrityCheck(problem: String?)
    /// SQLite found the file damaged while working on it (`SQLITE_CORRUPT`, `SQLITE_NOTADB`):
    /// its message.
    case reportedBySQLite(message: String)
}
