import TendCore
import TendPlan
import TendStore
import TendSystem
import TendTerminal

/// Every sentence people read when the database, or the plan stored in it, fails: the store and
/// the plan report data (paths, ids, SQLite's codes), and this says in whole sentences what went
/// wrong and how to fix it.
enum StoreErrorText {
    /// The sentence after `Error: `; moments are told on the wall clock of `zone`, the user's.
    static func sentence(_ error: StoreError, zone: ZoneRules) -> String {
        func local(_ instant: Instant) -> String { DateText.short(instant, in: zone) }
        return switch error {
        case .noDefaultLocation:
            "Cannot find where to keep the database: neither XDG_DATA_HOME nor HOME is set; set HOME or pass --db with a path."
        case .directoryMissing(let path, let directory):
            "Cannot open database '\(path)': its directory '\(directory)' does not exist; create it or pass --db with another path."
        case .notADirectory(let path, let directory):
            "Cannot open database '\(path)': '\(directory)' is not a directory; pass --db with another path."
        case .cannotCreateDirectory(let path, let directory, let reason):
            "Cannot create the directory '\(directory)' for the database '\(path)': \(reason); create it yourself or pass --db with another path."
        case .directoryNotWritable(let path, let directory):
            "Cannot open database '\(path)': its directory '\(directory)' is not writable; make it writable or pass --db with another path."
        case .directoryUnreadable(let path, let directory, let reason):
            "Cannot open database '\(path)': cannot look into '\(directory)': \(reason); check the path or pass --db with another path."
        case .fileNotWritable(let path):
            "Cannot write to database '\(path)': the file is read-only; make it writable or pass --db with another path."
        case .notAFile(let path):
            "Cannot open database '\(path)': it is not a regular file; pass --db with the path of a file."
        case .notADatabase(let path):
            "'\(path)' is not a tend database (not an SQLite file); move it away or pass --db with another path."
        case .foreignDatabase(let path):
            "'\(path)' is not a tend database (an SQLite database of another program); move it away or pass --db with another path."
        case .newerSchema(let path, let found, let known):
            "'\(path)' was written by a newer tend (schema \(found), this tend knows \(known)); upgrade tend."
        case .damaged(let path, .integrityCheck(let problem)):
            "'\(path)' is damaged (integrity check failed: \(problem ?? "no details")); restore it from a backup."
        case .damaged(let path, .reportedBySQLite(let message)):
            "'\(path)' is damaged (SQLite reports: \(message)); restore it from a backup."
        case .walUnavailable(let path, let journalMode):
            "Cannot use database '\(path)': SQLite could not turn on write-ahead logging (journal mode stays '\(journalMode)'); put it on a local file system or pass --db with another path."
        case .busy(let path, let seconds):
            "Cannot write to database '\(path)': another process has kept it locked for \(seconds) seconds; try again when it has finished."
        case .diskFull(let path):
            "Cannot write to database '\(path)': the disk is full; free some space and try again."
        case .cannotOpen(let path, let reason):
            "Cannot open database '\(path)': \(reason); check the path or pass --db with another path."
        case .sqlite(let path, let error):
            "Database '\(path)' failed: \(error.message) (SQLite error \(error.extendedCode)); try again, and report it if it persists."
        case .hardLinked(let path, let links):
            "'\(path)' has \(links) names (hard links), and SQLite would keep a separate log for each, losing records; keep one name (remove the other links, or copy the file with 'cp' instead of linking it)."
        case .danglingSymbolicLink(let path):
            "Cannot open database '\(path)': it is a symbolic link to a file that does not exist; fix the link or pass --db with another path."
        case .busyReading(let path, let seconds):
            "Cannot read database '\(path)': another process has kept it locked for \(seconds) seconds; try again when it has finished."
        case .systemFailure(let path, let errno, let extendedCode):
            "Cannot use database '\(path)': the system reported '\(SystemError(code: errno))' (SQLite error \(extendedCode)); check the disk and the file system, and try again."
        case .taskNotFound(let id):
            "There is no task with id '\(id)'; 'tend list' shows the ids."
        case .taskExists(let id):
            "A task with id '\(id)' already exists (removed tasks keep their ids); choose another id with --id."
        case .taskRemoved(let id, let at):
            "Task '\(id)' was already removed at \(local(at))."
        case .versionNotFound(let taskID, let version):
            "Task '\(taskID)' has no schedule version \(version)."
        case .versionHasRecords(let taskID, let version, let effectiveFrom, let newStart):
            "Cannot change the schedule of '\(taskID)' from \(local(newStart)): version \(version), in effect from \(local(effectiveFrom)), already has completions recorded; choose a time after \(local(effectiveFrom))."
        case .contactNotFound(let id):
            "There is no contact with id '\(id)'."
        case .contactExists(let id):
            "A contact with id '\(id)' already exists; choose another id."
        case .contactNamedByAlerts(let id, let taskIDs):
            "Cannot remove contact '\(id)': the alert rules of \(taskIDs.count == 1 ? "task" : "tasks") \(taskIDs.map { "'\($0)'" }.joined(separator: ", ")) name it; remove those rules first with 'tend edit \(taskIDs[0]) --no-alerts'\(taskIDs.count == 1 ? "" : " (and the others alike)")."
        case .notificationNotFound(let occurrence):
            "Occurrence \(occurrence.index + 1) of '\(occurrence.taskID)' (version \(occurrence.version)) was never notified."
        }
    }

    /// The line that tells what the store did on its own when it opened.
    static func sentence(_ notice: StoreNotice) -> String {
        switch notice {
        case .madePrivate(let path, let previousMode):
            "Note: made database '\(path)' readable by you only (mode 0600, was 0\(String(previousMode, radix: 8))): it holds health data."
        }
    }

    /// The sentence after `Error: ` when the stored plan cannot be read.
    static func sentence(_ error: PlanError) -> String {
        switch error {
        case .scheduleUnreadable(let taskID, let version, let from, let message):
            "The schedule of task '\(taskID)' (version \(version), from \(from)) cannot be read: \(message); it has no "
                + "occurrences until \(replacement(of: taskID, from: from)) replaces it."
        case .zoneUnreadable(let taskID, let version, let from, let reason):
            "The schedule of task '\(taskID)' (version \(version), from \(from)) is pinned to a zone this machine cannot read: "
                + "\(reason); it has no occurrences until the zone is installed or \(replacement(of: taskID, from: from)) replaces it."
        case .databaseMissing(let path):
            "No database at \(path); 'tend add' creates one, or correct --db or TEND_DB."
        }
    }

    /// The edit that replaces a stored version (a version from the same moment replaces it and
    /// every later one); UTC, as `--from` reads it exactly in any zone.
    private static func replacement(of taskID: String, from: Instant) -> String {
        "'tend edit \(taskID) --schedule … --from \(from)'"
    }

    /// A sentence as a clause of a longer line, such as the daemon's `cannot plan reminders: …;
    /// trying again in a minute`: its first letter in lower case and without its full stop.
    static func clause(_ sentence: String) -> String {
        guard let first = sentence.first else { return sentence }
        return first.lowercased() + sentence.dropFirst().dropLast(sentence.hasSuffix(".") ? 1 : 0)
    }
}
