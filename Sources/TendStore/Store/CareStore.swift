import CSQLite

/// The tend database: one SQLite file holding tasks, their schedule versions, outcomes, log
/// entries, notification records and contacts.
///
/// Opening checks the file before SQLite writes anything to it: a file that is not SQLite, an
/// SQLite database of another program and one migrated by a newer tend are refused and left
/// byte-for-byte untouched; so is a damaged one, found by `PRAGMA quick_check` before the first
/// write through this store (and before any migration). Commands that only read never pay for
/// that check, which reads every page.
///
/// Every write runs in one `BEGIN IMMEDIATE` transaction that rolls back when its body throws;
/// another process holding the write lock is waited for, so concurrent tend processes never see
/// "database is locked".
///
/// A store is used from one thread at a time.
public final class CareStore {
    /// The database file, as given to `init`.
    public let path: String
    private let connection: SQLiteConnection
    private var integrityVerified: Bool

    /// How long one attempt to take a lock waits for other connections.
    static let busyTimeoutMilliseconds: Int32 = 5_000
    /// How long to wait before asking again for write-ahead logging on a new file.
    static let journalModeRetryMilliseconds: Int32 = 10
    /// How many times `BEGIN IMMEDIATE` is tried before the store gives up.
    static let writeAttempts = 4
    /// The longest a write waits for other processes, in seconds.
    static var longestWaitSeconds: Int { Int(busyTimeoutMilliseconds) / 1000 * writeAttempts }

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
    /// migrating it to the current schema.
    ///
    /// - Parameter createMissingDirectories: create the file's directory and any missing
    ///   parents with mode 0700, like `mkdir -p`. Pass true for the default path only: a
    ///   directory the user named that does not exist is refused as a likely typo.
    public init(path: String, createMissingDirectories: Bool = false) throws(StoreError) {
        let file = try DatabaseFile(path: path, createMissingDirectories: createMissingDirectories)
        self.path = path
        integrityVerified = !file.hasContent
        if let header = file.header, !FileSystem.exists(path + "-wal") {
            // No other connection is open, so an immutable read-only connection sees the whole
            // database without creating -wal or -shm files beside it.
            let inspector = try Self.connect(to: path, flags: SQLITE_OPEN_READONLY, query: "immutable=1")
            let inspection = try DatabaseInspection(of: inspector, path: path)
            if inspection.needsMigration || !header.usesWriteAheadLog {
                try DatabaseInspection.verifyIntegrity(of: inspector, path: path)
                integrityVerified = true
            }
        }
        try file.checkWritable()
        connection = try Self.connect(to: path, flags: SQLITE_OPEN_READWRITE, query: "mode=rw")
        guard !connection.isReadOnly else { throw .fileNotWritable(path: path) }
        connection.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
        let needsMigration = try DatabaseInspection(of: connection, path: path).needsMigration
        if needsMigration { try verifyIntegrity() }
        try configure()
        if needsMigration { try migrate() }
    }

    /// Runs `body` in a read (deferred) transaction: it sees one consistent state of the
    /// database even while other processes write. The transaction is valid only inside `body`.
    public func read<T>(_ body: (ReadTransaction) throws -> T) throws -> T {
        do { try connection.execute("BEGIN DEFERRED") } catch { throw StoreError.from(error, path: path) }
        return try commitOrRollback { try body(ReadTransaction(connection: connection, path: path)) }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction and commits it, or rolls it back and
    /// rethrows when `body` throws: a write is wholly there or wholly absent. The transaction is
    /// valid only inside `body`.
    @discardableResult
    public func write<T>(_ body: (Transaction) throws -> T) throws -> T {
        try verifyIntegrity()
        try beginImmediate()
        return try commitOrRollback { try body(Transaction(connection: connection, path: path)) }
    }

    /// Checks every page with `PRAGMA quick_check` (once per store; `write` does it before the
    /// first write) and throws `StoreError.damaged` naming the first problem.
    public func verifyIntegrity() throws(StoreError) {
        guard !integrityVerified else { return }
        do {
            try DatabaseInspection.verifyIntegrity(of: connection, path: path)
        } catch {
            // Leave nothing beside a damaged file: the log goes when the connection closes.
            connection.persistWriteAheadLog(false)
            throw error
        }
        integrityVerified = true
    }

    /// SQLite's `PRAGMA data_version`: it changes whenever another connection (in this process
    /// or another) commits a change to the database, so a long-running reader can tell when to
    /// read again.
    public func dataVersion() throws(StoreError) -> Int64 {
        do { return try connection.integer("PRAGMA data_version") } catch { throw StoreError.from(error, path: path) }
    }

    /// The write-ahead log beside the database. Commits change this file, not the database
    /// file itself, so a file watcher waiting for changes should watch both.
    public var writeAheadLogPath: String { path + "-wal" }

    /// Opens `path` through an SQLite URI so that no character of the path is misread.
    private static func connect(to path: String, flags: Int32, query: String) throws(StoreError) -> SQLiteConnection {
        do {
            return try SQLiteConnection(filename: uri(for: path, query: query), flags: flags | SQLITE_OPEN_URI)
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

    /// Write-ahead logging (checked: SQLite answers with the mode it is in), normal syncing
    /// (safe with WAL: a crash loses at most the last commits, never consistency), foreign keys.
    private func configure() throws(StoreError) {
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
                } catch where error.resultCode == SQLITE_BUSY && waited < Self.busyTimeoutMilliseconds {
                    sqlite3_sleep(Self.journalModeRetryMilliseconds)
                    waited += Self.journalModeRetryMilliseconds
                }
            }
            try connection.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
        } catch {
            throw StoreError.from(error, path: path)
        }
        guard journalMode == "wal" else { throw .walUnavailable(path: path, journalMode: journalMode) }
        connection.persistWriteAheadLog()
    }

    /// Applies the pending migrations in one write transaction.
    private func migrate() throws(StoreError) {
        try beginImmediate()
        do {
            try Migrations.migrate(connection, path: path)
        } catch {
            rollBack()
            throw error
        }
        do {
            try connection.execute("COMMIT")
        } catch {
            rollBack()
            throw StoreError.from(error, path: path)
        }
    }

    /// Takes the write lock, trying again when another process kept it for a whole busy
    /// timeout.
    private func beginImmediate() throws(StoreError) {
        var attempt = 1
        while true {
            do {
                try connection.execute("BEGIN IMMEDIATE")
                return
            } catch where error.resultCode == SQLITE_BUSY && attempt < Self.writeAttempts {
                attempt += 1
            } catch {
                throw StoreError.from(error, path: path)
            }
        }
    }

    /// Runs `body` in the transaction just begun and commits; rolls back and throws the first
    /// error when anything fails. SQLite errors become store errors that name the file.
    private func commitOrRollback<T>(_ body: () throws -> T) throws -> T {
        do {
            let result = try body()
            try connection.execute("COMMIT")
            return result
        } catch {
            rollBack()
            if let error = error as? SQLiteError { throw StoreError.from(error, path: path) }
            throw error
        }
    }

    /// Rolls back the open transaction, if SQLite has not already done so after the error.
    private func rollBack() {
        guard connection.isInTransaction else { return }
        try? connection.execute("ROLLBACK")
    }
}
