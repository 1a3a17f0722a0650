import CSQLite
import Glibc
import TendCore

/// What went wrong in the store, told to the user in one sentence (`description`) that names the
/// problem and how to fix it.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
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
    case damaged(path: String, detail: String)
    /// SQLite could not put the database into write-ahead-log mode.
    case walUnavailable(path: String, journalMode: String)
    /// Another process kept the database locked for longer than the store waits.
    case busy(path: String, seconds: Int)
    /// The file system has no room left for the write.
    case diskFull(path: String)
    /// The file could not be opened or read, for a reason the system gave.
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
    /// Nothing was ever notified for this occurrence.
    case notificationNotFound(OccurrenceKey)

    public var description: String {
        switch self {
        case .noDefaultLocation:
            return "cannot find where to keep the database: neither XDG_DATA_HOME nor HOME is set; set HOME or pass --db with a path"
        case .directoryMissing(let path, let directory):
            return "cannot open database '\(path)': its directory '\(directory)' does not exist; create it or pass --db with another path"
        case .notADirectory(let path, let directory):
            return "cannot open database '\(path)': '\(directory)' is not a directory; pass --db with another path"
        case .cannotCreateDirectory(let path, let directory, let reason):
            return "cannot create the directory '\(directory)' for the database '\(path)': \(reason); create it yourself or pass --db with another path"
        case .directoryNotWritable(let path, let directory):
            return "cannot open database '\(path)': its directory '\(directory)' is not writable; make it writable or pass --db with another path"
        case .fileNotWritable(let path):
            return "cannot write to database '\(path)': the file is read-only; make it writable or pass --db with another path"
        case .notAFile(let path):
            return "cannot open database '\(path)': it is not a regular file; pass --db with the path of a file"
        case .notADatabase(let path):
            return "'\(path)' is not a tend database (not an SQLite file); move it away or pass --db with another path"
        case .foreignDatabase(let path):
            return "'\(path)' is not a tend database (an SQLite database of another program); move it away or pass --db with another path"
        case .newerSchema(let path, let found, let known):
            return "'\(path)' was written by a newer tend (schema \(found), this tend knows \(known)); upgrade tend"
        case .damaged(let path, let detail):
            return "'\(path)' is damaged (\(detail)); restore it from a backup"
        case .walUnavailable(let path, let journalMode):
            return "cannot use database '\(path)': SQLite could not turn on write-ahead logging (journal mode stays '\(journalMode)'); put it on a local file system or pass --db with another path"
        case .busy(let path, let seconds):
            return "cannot write to database '\(path)': another process has kept it locked for \(seconds) seconds; try again when it has finished"
        case .diskFull(let path):
            return "cannot write to database '\(path)': the disk is full; free some space and try again"
        case .cannotOpen(let path, let reason):
            return "cannot open database '\(path)': \(reason); check the path or pass --db with another path"
        case .sqlite(let path, let error):
            return "database '\(path)' failed: \(error.message) (SQLite error \(error.extendedCode)); try again, and report it if it persists"
        case .hardLinked(let path, let links):
            return "'\(path)' has \(links) names (hard links), and SQLite would keep a separate log for each, losing records; keep one name (remove the other links, or copy the file with 'cp' instead of linking it)"
        case .danglingSymbolicLink(let path):
            return "cannot open database '\(path)': it is a symbolic link to a file that does not exist; fix the link or pass --db with another path"
        case .busyReading(let path, let seconds):
            return "cannot read database '\(path)': another process has kept it locked for \(seconds) seconds; try again when it has finished"
        case .systemFailure(let path, let errno, let extendedCode):
            return "cannot use database '\(path)': the system reported '\(SystemError(code: errno))' (SQLite error \(extendedCode)); check the disk and the file system, and try again"
        case .taskNotFound(let id):
            return "there is no task with id '\(id)'; 'tend list' shows the ids"
        case .taskExists(let id):
            return "a task with id '\(id)' already exists (removed tasks keep their ids); choose another id with --id"
        case .taskRemoved(let id, let at):
            return "task '\(id)' was already removed at \(at)"
        case .versionNotFound(let taskID, let version):
            return "task '\(taskID)' has no schedule version \(version)"
        case .versionHasRecords(let taskID, let version, let effectiveFrom, let newStart):
            return "cannot change the schedule of '\(taskID)' from \(newStart): version \(version), in effect from \(effectiveFrom), already has completions recorded; choose a time after \(effectiveFrom)"
        case .contactNotFound(let id):
            return "there is no contact with id '\(id)'"
        case .contactExists(let id):
            return "a contact with id '\(id)' already exists; choose another id"
        case .notificationNotFound(let occurrence):
            return "occurrence \(occurrence.index) of '\(occurrence.taskID)' (version \(occurrence.version)) was never notified"
        }
    }

    /// The store error that tells the user about `error`, which SQLite raised while working on
    /// the database at `path`, after waiting `waitedSeconds` for other processes' locks (while
    /// `reading`, or to write). The system's `errno` names the cause where SQLite records one:
    /// a full disk is a full disk whichever file was growing.
    static func from(
        _ error: SQLiteError, path: String, waitedSeconds: Int = CareStore.busyTimeoutSeconds, reading: Bool = false
    ) -> StoreError {
        if [ENOSPC, EDQUOT].contains(error.systemErrno) { return .diskFull(path: path) }
        switch error.resultCode {
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            return .damaged(path: path, detail: "SQLite reports: \(error.message)")
        case SQLITE_BUSY, SQLITE_LOCKED:
            return reading ? .busyReading(path: path, seconds: waitedSeconds) : .busy(path: path, seconds: waitedSeconds)
        case SQLITE_READONLY:
            return .fileNotWritable(path: path)
        case SQLITE_FULL:
            return .diskFull(path: path)
        case SQLITE_CANTOPEN where ![0, ENOENT, ENOTDIR, EISDIR, ELOOP, ENAMETOOLONG, EACCES, EPERM, EROFS].contains(error.systemErrno):
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
