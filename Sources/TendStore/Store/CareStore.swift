import CSQLite
import TendSystem

/// The tend database: one SQLite file holding tasks, their schedule versions, outcomes, log
/// entries, notification records and contacts.
///
/// Opening checks the file before SQLite writes anything to it: a file that is not SQLite, one
/// with several names (hard links), an SQLite database of another program and one migrated by
/// a newer tend are refused and left byte-for-byte untouched; so is a damaged one. The whole
/// file is checked (`PRAGMA quick_check`, which reads every page) only where that buys
/// something: before a migration, and when tend has not seen the database closed cleanly (its
/// `-wal` is missing, or has content that no connection has open: see `WriteAheadLogState`);
/// `checkIntegrity()` checks on request. The everyday commands never pay in proportion to
/// the file.
///
/// A database closed cleanly is opened read-only, with its `-shm` read-only too, so that a
/// command that only reads writes and syncs nothing. The first write opens it for writing.
/// Every write runs in one `BEGIN IMMEDIATE` transaction that rolls back when its body throws,
/// and is on disk when `write` returns (`synchronous = FULL`: the log is synced at each
/// commit); another process holding the write lock is waited for, so concurrent tend processes
/// never see "database is locked". When a store that wrote goes away, it copies the log into
/// the database and truncates it to zero bytes, unless another connection is busy with it
/// then; SQLite resets a log that was wholly copied, keeping at most `journalSizeLimitBytes`.
///
/// A store is used from one thread at a time. Two stores of one database in one process share
/// SQLite's view of its `-shm`: open the one that writes first.
public final class CareStore {
    /// The database file, as given to `init`.
    public let path: String
    /// What opening did on its own that the user should hear about, once.
    public let notices: [StoreNotice]
    /// The connection that reads without writing anything, until the store first writes.
    private var reader: SQLiteConnection?
    /// The connection that reads and writes: opened by the first write, or at once when
    /// opening itself must write (a new file, a migration, a log to recover).
    private var writer: SQLiteConnection?
    /// Whether the log should be copied into the database and emptied when the store goes.
    private var leavesLogToCheckpoint = false

    /// How long taking any lock waits for other connections: to open, to read and to write
    /// alike. The connection that closes last holds the database alone while its checkpoint
    /// syncs, which on a disk busy with other work took more than 5 s: when opening waited
    /// only that long (a write waited 20), one of two `tend done` at once failed. Tests
    /// shorten it through ``useBusyTimeout(milliseconds:)``.
    static var busyTimeoutMilliseconds: Int32 { chosenBusyTimeoutMilliseconds ?? 20_000 }
    /// The busy timeout a program chose before opening its first store (`TEND_BUSY_TIMEOUT_MS`),
    /// nil for the default. Set on the main thread before any store exists, then only read.
    nonisolated(unsafe) private static var chosenBusyTimeoutMilliseconds: Int32?

    /// Makes every store opened from now on wait `milliseconds` for a lock instead of 20 s:
    /// for tests that meet a locked database and need not sit through the real wait.
    public static func useBusyTimeout(milliseconds: Int32) {
        chosenBusyTimeoutMilliseconds = milliseconds
    }
    /// How long to wait before asking again for write-ahead logging on a new file.
    static let journalModeRetryMilliseconds: Int32 = 10
    /// How long taking a lock waits, in seconds.
    static var busyTimeoutSeconds: Int { Int(busyTimeoutMilliseconds) / 1000 }
    /// `PRAGMA journal_size_limit`: what SQLite keeps of a log it resets after a whole
    /// checkpoint. Between two resets the log grows by what is committed, and SQLite
    /// checkpoints on its own once it passes 1,000 pages (4 MiB).
    static let journalSizeLimitBytes = 1 << 20

    /// The schema version this build creates and understands.
    public static var schemaVersion: Int { Migrations.latestVersion }

    /// The default database path: `$XDG_DATA_HOME/tend/tend.db` when that is an absolute path,
    /// else `$HOME/.local/share/tend/tend.db`.
    ///
    /// The command line decides precedence: `--db PATH`, then `TEND_DB`, then this path, which
    /// alone is opened with `createMissingDirectories: true`.
    public static func defaultPath(environment: [String: String]) throws(StoreError) -> String {
        try DatabaseFile.defaultPath(environment: environment)
    }

    /// Opens the database at `path`, creating the file (mode 0600) when it is missing and
    /// migrating it to the current schema. An existing database that others could read is made
    /// owner-only, and `notices` says so.
    ///
    /// - Parameters:
    ///   - createMissingDirectories: create the file's directory and any missing parents with
    ///     mode 0700, like `mkdir -p`. Pass true for the default path only: a directory the
    ///     user named that does not exist is refused as a likely typo.
    ///   - schemaVersion: the version to migrate to, the current one when nil: an older
    ///     one makes a database to restore an older tend's export into, before it is opened
    ///     again and migrated the rest of the way, as that tend's database would have been.
    public init(path: String, createMissingDirectories: Bool = false, schemaVersion: Int? = nil) throws(StoreError) {
        let targetVersion = schemaVersion ?? Migrations.latestVersion
        let file = try DatabaseFile(path: path, createMissingDirectories: createMissingDirectories)
        self.path = path
        let log = WriteAheadLogState(ofDatabaseAt: path)
        var integrityChecked = !file.hasContent
        if let header = file.header {
            if header.usesWriteAheadLog, log.allowsReadOnlyOpening,
               let reader = try Self.openReaderIfCurrent(path: path) {
                try file.checkWritable()
                self.reader = reader
                notices = file.tightenPermissions().map { [$0] } ?? []
                return
            }
            if log.needsIntegrityCheck {
                // Nothing is written through this connection: without a log it reads the file
                // alone (`immutable`), with one it reads it as SQLite would recover it, and as
                // it is read-only it copies nothing back when it closes.
                let inspector = try Self.connect(
                    to: path, flags: SQLITE_OPEN_READONLY, query: log == .absent ? "immutable=1" : "mode=ro"
                )
                _ = try DatabaseInspection(of: inspector, path: path)
                try DatabaseInspection.verifyIntegrity(of: inspector, path: path)
                integrityChecked = true
                leavesLogToCheckpoint = log == .leftOver
            }
        }
        try file.checkWritable()
        let writer = try Self.openWriter(path: path)
        let needsMigration = try DatabaseInspection(of: writer, path: path).schemaVersion < targetVersion
        if needsMigration && !integrityChecked {
            do {
                try DatabaseInspection.verifyIntegrity(of: writer, path: path)
            } catch {
                // Leave nothing beside a damaged file: the log goes when the connection closes.
                writer.persistWriteAheadLog(false)
                throw error
            }
        }
        try Self.configure(writer, path: path)
        if needsMigration {
            try Self.migrate(writer, path: path, upTo: targetVersion)
            leavesLogToCheckpoint = true
        }
        self.writer = writer
        notices = file.tightenPermissions().map { [$0] } ?? []
    }

    /// Copies the log into the database and empties it, when this store wrote (a migration
    /// too, or it recovered a log left over) and no other connection is busy with it.
    deinit {
        guard leavesLogToCheckpoint, let writer else { return }
        writer.checkpointAndTruncateLog(busyTimeoutMilliseconds: Self.busyTimeoutMilliseconds)
    }

    /// Runs `body` in a read (deferred) transaction: it sees one consistent state of the
    /// database even while other processes write. The transaction is valid only inside `body`.
    public func read<T>(_ body: (ReadTransaction) throws -> T) throws -> T {
        do {
            return try read(on: readingConnection(), body)
        } catch StoreError.fileNotWritable where writer == nil {
            // The read-only connection could not rebuild the `-shm` another process was
            // resetting; the read-write one can.
            return try read(on: writingConnection(), body)
        }
    }

    private func read<T>(on connection: SQLiteConnection, _ body: (ReadTransaction) throws -> T) throws -> T {
        let started = Self.monotonicSeconds()
        do { try connection.execute("BEGIN DEFERRED") } catch { throw StoreError.from(error, path: path, reading: true) }
        return try commitOrRollback(on: connection, since: started, reading: true) {
            try body(ReadTransaction(connection: connection, path: path))
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction and commits it, or rolls it back and
    /// rethrows when `body` throws: a write is wholly there or wholly absent, and on disk when
    /// this returns. The transaction is valid only inside `body`.
    @discardableResult
    public func write<T>(_ body: (Transaction) throws -> T) throws -> T {
        let connection = try writingConnection()
        let started = Self.monotonicSeconds()
        try beginImmediate(on: connection, since: started)
        leavesLogToCheckpoint = true
        return try commitOrRollback(on: connection, since: started, reading: false) {
            try body(Transaction(connection: connection, path: path))
        }
    }

    /// Checks every page with `PRAGMA quick_check`, which reads the whole file (tens of
    /// milliseconds at a few megabytes, seconds at hundreds), and throws `StoreError.damaged`
    /// naming the first problem. For `tend check` and a daemon's start; opening already
    /// checks where it must.
    public func checkIntegrity() throws(StoreError) {
        try DatabaseInspection.verifyIntegrity(of: readingConnection(), path: path)
    }

    /// SQLite's `PRAGMA data_version`: it changes whenever another connection (in this process
    /// or another) commits a change to the database, so a long-running reader can tell when to
    /// read again. It is read on the connection that writes (opened now if need be), so that
    /// the store's own writes never change it.
    public func dataVersion() throws(StoreError) -> Int64 {
        let connection = try writingConnection()
        do { return try connection.integer("PRAGMA data_version") } catch { throw StoreError.from(error, path: path, reading: true) }
    }

    /// Waits until no other connection holds the write lock (taking it and giving it back at
    /// once; nothing is written): a commit that another process has begun is then complete
    /// and visible. A file watcher that saw the log being written calls it before it reads,
    /// so that it never reads the state from before a commit still in flight.
    public func waitForWriters() throws(StoreError) {
        let connection = try writingConnection()
        try beginImmediate(on: connection, since: Self.monotonicSeconds())
        Self.rollBack(connection)
    }

    /// Whether the store holds only the connection that writes nothing (it has not written):
    /// closing it then writes and syncs nothing either, so a process that ends next may leave
    /// it open for the end of the process to close (see `docs/store.md`).
    public var onlyReads: Bool { writer == nil }

    /// The write-ahead log beside the database. Commits change this file, not the database
    /// file itself, so a file watcher waiting for changes should watch both.
    public var writeAheadLogPath: String { path + "-wal" }

    /// The connection reads go through: the read-only one until the store writes.
    func readingConnection() throws(StoreError) -> SQLiteConnection {
        if let connection = writer ?? reader { return connection }
        return try writingConnection()
    }

    /// The connection writes go through, opened on first use. The read-only connection closes
    /// first: SQLite shares one view of the `-shm` among a process's connections, and the
    /// reader's is read-only.
    func writingConnection() throws(StoreError) -> SQLiteConnection {
        if let writer { return writer }
        reader = nil
        let connection = try Self.openWriter(path: path)
        try Self.configure(connection, path: path)
        writer = connection
        return connection
    }

    /// A connection that reads the database at `path` and writes nothing, not even to its
    /// `-shm` (`readonly_shm`), when its schema is current; nil when the database needs a
    /// migration or cannot be opened that way (its companions went away meanwhile).
    private static func openReaderIfCurrent(path: String) throws(StoreError) -> SQLiteConnection? {
        let reader = try connect(to: path, flags: SQLITE_OPEN_READONLY, query: "mode=ro&readonly_shm=1")
        reader.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        let inspection: DatabaseInspection
        do {
            inspection = try DatabaseInspection(of: reader, path: path)
        } catch .cannotOpen, .fileNotWritable {
            // A read-only view of the `-shm` cannot rebuild it while another process resets
            // the log (SQLite answers READONLY_RECOVERY or READONLY_CANTINIT): read-write, then.
            return nil
        }
        return inspection.needsMigration ? nil : reader
    }

    /// A read-write connection to `path`, refused when SQLite could open it read-only only.
    private static func openWriter(path: String) throws(StoreError) -> SQLiteConnection {
        let writer = try connect(to: path, flags: SQLITE_OPEN_READWRITE, query: "mode=rw")
        guard !writer.isReadOnly else { throw .fileNotWritable(path: path) }
        writer.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
        return writer
    }

    /// Opens `path` through an SQLite URI so that no character of the path is misread, without
    /// SQLite's per-connection mutex (`SQLITE_OPEN_NOMUTEX`): a store and its connections are
    /// not `Sendable`, so no connection is ever used from two threads (see `docs/store.md`).
    private static func connect(to path: String, flags: Int32, query: String) throws(StoreError) -> SQLiteConnection {
        do {
            return try SQLiteConnection(filename: uri(for: path, query: query), flags: flags | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX)
        } catch {
            throw StoreError.from(error, path: path)
        }
    }

    /// `file:` URI of `path`, with the characters that URIs reserve percent-encoded.
    static func uri(for path: String, query: String) -> String {
        var encoded = path.hasPrefix("/") ? "file://" : "file:"
        for scalar in path.unicodeScalars {
            if scalar == "%" || scalar == "?" || scalar == "#" {
                encoded += "%" + String(scalar.value, radix: 16, uppercase: true)
            } else {
                encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded + "?" + query
    }

    /// Write-ahead logging (checked: SQLite answers with the mode it is in), kept between runs;
    /// full syncing (the log is synced at every commit, so a write that returned survives a
    /// power cut); a bounded log; foreign keys.
    private static func configure(_ connection: SQLiteConnection, path: String) throws(StoreError) {
        var journalMode = ""
        do {
            // Switching a new file to WAL needs it alone for a moment, and when other new
            // connections hold it SQLite answers BUSY at once instead of waiting for them:
            // try again, for as long as a lock is waited for elsewhere.
            var waited: Int32 = 0
            while true {
                do {
                    journalMode = try connection.text("PRAGMA journal_mode = WAL") ?? ""
                    break
                } catch where error.resultCode == SQLITE_BUSY && waited < busyTimeoutMilliseconds {
                    sqlite3_sleep(journalModeRetryMilliseconds)
                    waited += journalModeRetryMilliseconds
                }
            }
            try connection.execute("""
                PRAGMA synchronous = FULL; PRAGMA journal_size_limit = \(journalSizeLimitBytes);
                PRAGMA foreign_keys = ON
                """)
        } catch {
            throw StoreError.from(error, path: path)
        }
        guard journalMode == "wal" else { throw .walUnavailable(path: path, journalMode: journalMode) }
        connection.persistWriteAheadLog()
    }

    /// Applies the pending migrations, up to `target`, in one write transaction.
    private static func migrate(_ connection: SQLiteConnection, path: String, upTo target: Int) throws(StoreError) {
        try beginImmediate(on: connection, path: path, since: monotonicSeconds())
        do {
            try Migrations.migrate(connection, path: path, upTo: target)
        } catch {
            rollBack(connection)
            throw error
        }
        do {
            try connection.execute("COMMIT")
        } catch {
            rollBack(connection)
            throw StoreError.from(error, path: path)
        }
    }

    private func beginImmediate(on connection: SQLiteConnection, since started: Double) throws(StoreError) {
        try Self.beginImmediate(on: connection, path: path, since: started)
    }

    /// Takes the write lock, waiting for another process as long as the busy timeout; a
    /// failure says how long it waited since `started`.
    private static func beginImmediate(on connection: SQLiteConnection, path: String, since started: Double) throws(StoreError) {
        do {
            try connection.execute("BEGIN IMMEDIATE")
        } catch {
            throw StoreError.from(error, path: path, waitedSeconds: secondsWaited(since: started))
        }
    }

    /// Runs `body` in the transaction just begun on `connection` and commits; rolls back and
    /// throws the first error when anything fails. SQLite errors become store errors that name
    /// the file and, for a lock, how long was waited since `started`.
    private func commitOrRollback<T>(
        on connection: SQLiteConnection, since started: Double, reading: Bool, _ body: () throws -> T
    ) throws -> T {
        do {
            let result = try body()
            try connection.execute("COMMIT")
            return result
        } catch {
            Self.rollBack(connection)
            if let error = error as? SQLiteError {
                throw StoreError.from(error, path: path, waitedSeconds: Self.secondsWaited(since: started), reading: reading)
            }
            throw error
        }
    }

    /// Rolls back the open transaction, if SQLite has not already done so after the error.
    private static func rollBack(_ connection: SQLiteConnection) {
        guard connection.isInTransaction else { return }
        try? connection.execute("ROLLBACK")
    }

    /// Whole seconds since `started` on the monotonic clock, for messages about waiting.
    private static func secondsWaited(since started: Double) -> Int {
        Int((monotonicSeconds() - started).rounded())
    }

    /// The monotonic clock, in seconds.
    private static func monotonicSeconds() -> Double {
        Double(SystemClock.monotonicNanoseconds()) / 1e9
    }
}
