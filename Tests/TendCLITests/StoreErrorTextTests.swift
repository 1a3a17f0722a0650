import Testing
import TendCore
import TendPlan
import TendStore
@testable import TendCLI

/// The sentences people read for the store's and the plan's errors, written in one place: each
/// names the file or the id and says how to fix it. (The end-to-end tests pin some of them as
/// the real binary prints them.)
@Suite struct StoreErrorTextTests {
    static let march1 = Instant(seconds: 1_772_323_200)
    /// The user's zone: moments are told on its wall clock (midnight UTC is 01:00 there).
    static let zone = ZoneRules(identifier: "Europe/Berlin", fixedOffset: 3600)

    @Test(arguments: [
        (StoreError.noDefaultLocation,
         "Cannot find where to keep the database: neither XDG_DATA_HOME nor HOME is set; set HOME or pass --db with a path."),
        (.directoryMissing(path: "/x/missing/tend.db", directory: "/x/missing"),
         "Cannot open database '/x/missing/tend.db': its directory '/x/missing' does not exist; create it or pass --db with another path."),
        (.notADirectory(path: "/x/notes/tend.db", directory: "/x/notes"),
         "Cannot open database '/x/notes/tend.db': '/x/notes' is not a directory; pass --db with another path."),
        (.directoryUnreadable(path: "/x/tend.db", directory: "/x", reason: "Permission denied"),
         "Cannot open database '/x/tend.db': cannot look into '/x': Permission denied; check the path or pass --db with another path."),
        (.notAFile(path: "/x/tend.db"),
         "Cannot open database '/x/tend.db': it is not a regular file; pass --db with the path of a file."),
        (.notADatabase(path: "/x/tend.db"),
         "'/x/tend.db' is not a tend database (not an SQLite file); move it away or pass --db with another path."),
        (.foreignDatabase(path: "/x/tend.db"),
         "'/x/tend.db' is not a tend database (an SQLite database of another program); move it away or pass --db with another path."),
        (.newerSchema(path: "/x/tend.db", found: 7, known: 1),
         "'/x/tend.db' was written by a newer tend (schema 7, this tend knows 1); upgrade tend."),
        (.damaged(path: "/x/tend.db", evidence: .integrityCheck(problem: "Page 3: btreeInitPage() returns error code 11")),
         "'/x/tend.db' is damaged (integrity check failed: Page 3: btreeInitPage() returns error code 11); restore it from a backup."),
        (.damaged(path: "/x/tend.db", evidence: .integrityCheck(problem: nil)),
         "'/x/tend.db' is damaged (integrity check failed: no details); restore it from a backup."),
        (.damaged(path: "/x/tend.db", evidence: .reportedBySQLite(message: "database disk image is malformed")),
         "'/x/tend.db' is damaged (SQLite reports: database disk image is malformed); restore it from a backup."),
        (.busy(path: "/x/tend.db", seconds: 20),
         "Cannot write to database '/x/tend.db': another process has kept it locked for 20 seconds; try again when it has finished."),
        (.sqlite(path: "/x/tend.db", SQLiteError(extendedCode: 275, message: "CHECK constraint failed: id <> ''")),
         "Database '/x/tend.db' failed: CHECK constraint failed: id <> '' (SQLite error 275); try again, and report it if it persists."),
        (.hardLinked(path: "/x/tend.db", links: 2),
         "'/x/tend.db' has 2 names (hard links), and SQLite would keep a separate log for each, losing records; keep one name (remove the other links, or copy the file with 'cp' instead of linking it)."),
        (.danglingSymbolicLink(path: "/x/tend.db"),
         "Cannot open database '/x/tend.db': it is a symbolic link to a file that does not exist; fix the link or pass --db with another path."),
        (.busyReading(path: "/x/tend.db", seconds: 5),
         "Cannot read database '/x/tend.db': another process has kept it locked for 5 seconds; try again when it has finished."),
        (.systemFailure(path: "/x/tend.db", errno: 5, extendedCode: 266),
         "Cannot use database '/x/tend.db': the system reported 'Input/output error' (SQLite error 266); check the disk and the file system, and try again."),
        (.taskNotFound(id: "ghost"), "There is no task with id 'ghost'; 'tend list' shows the ids."),
        (.taskExists(id: "water"),
         "A task with id 'water' already exists (removed tasks keep their ids); choose another id with --id."),
        (.taskRemoved(id: "antibiotic", at: march1), "Task 'antibiotic' was already removed at Sun 1 Mar 2026 01:00."),
        (.versionNotFound(taskID: "ibuprofen", version: 2), "Task 'ibuprofen' has no schedule version 2."),
        (.versionHasRecords(taskID: "ibuprofen", version: 1, effectiveFrom: march1, newStart: march1),
         "Cannot change the schedule of 'ibuprofen' from Sun 1 Mar 2026 01:00: version 1, in effect from Sun 1 Mar 2026 01:00, already has completions recorded; choose a time after Sun 1 Mar 2026 01:00."),
        (.contactNamedByAlerts(id: "mum", taskIDs: ["pain"]),
         "Cannot remove contact 'mum': the alert rules of task 'pain' name it; change those rules first."),
        (.contactNamedByAlerts(id: "mum", taskIDs: ["ibuprofen", "pain"]),
         "Cannot remove contact 'mum': the alert rules of tasks 'ibuprofen', 'pain' name it; change those rules first."),
        (.notificationNotFound(OccurrenceKey(taskID: "ibuprofen", version: 1, index: 4)),
         "Occurrence 5 of 'ibuprofen' (version 1) was never notified."),
    ] as [(StoreError, String)])
    func storeErrorIsOneSentence(error: StoreError, sentence: String) {
        #expect(StoreErrorText.sentence(error, zone: Self.zone) == sentence)
    }

    /// What the store did on its own is told once, on standard error.
    @Test func storeNoticeIsOneSentence() {
        #expect(StoreErrorText.sentence(StoreNotice.madePrivate(path: "/x/tend.db", previousMode: 0o644))
            == "Note: made database '/x/tend.db' readable by you only (mode 0600, was 0644): it holds health data.")
    }

    @Test func planErrorIsOneSentence() {
        #expect(StoreErrorText.sentence(PlanError.scheduleUnreadable(taskID: "walk", version: 2, effectiveFrom: Instant(seconds: 1_795_906_800),
                                                                     message: "unexpected word 'wekly'"))
            == "The schedule of task 'walk' (version 2, from 2026-11-28T23:00:00Z) cannot be read: unexpected word 'wekly'; "
            + "it has no occurrences until 'tend edit walk --schedule … --from 2026-11-28T23:00:00Z' replaces it.")
    }

    /// The daemon's log puts the reason inside its own line.
    @Test(arguments: [
        ("Cannot write to database '/x/tend.db': the disk is full; free some space and try again.",
         "cannot write to database '/x/tend.db': the disk is full; free some space and try again"),
        ("'/x/tend.db' was written by a newer tend (schema 7, this tend knows 1); upgrade tend.",
         "'/x/tend.db' was written by a newer tend (schema 7, this tend knows 1); upgrade tend"),
    ])
    func sentenceBecomesAClauseOfTheDaemonsLog(sentence: String, clause: String) {
        #expect(StoreErrorText.clause(sentence) == clause)
    }
}
