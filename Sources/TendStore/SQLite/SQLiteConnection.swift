import CSQLite

/// One open SQLite database connection, closed when the last reference (including those held
/// by its statements) goes away.
final class SQLiteConnection {
    let handle: OpaquePointer

    /// Opens `filename` with `sqlite3_open_v2` and `flags` (`SQLITE_OPEN_READWRITE`, …), with
    /// extended result codes on.
    init(filename: String, flags: Int32) throws(SQLiteError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(filename, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let error = opened.map { SQLiteError(lastErrorOf: $0) } ?? SQLiteError(code: code)
            sqlite3_close_v2(opened)
            throw error
        }
        self.handle = opened
        sqlite3_extended_result_codes(opened, 1)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for locks held by other connections before reporting
    /// `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Keeps the write-ahead log file when the last connection closes (or, with `false`, lets
    /// SQLite delete it as usual), so that short-lived tend processes do not create and delete
    /// it on every run.
    func persistWriteAheadLog(_ persist: Bool = true) {
        var on: Int32 = persist ? 1 : 0
        sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
    }

    /// Copies every page of the write-ahead log into the database and truncates the log to
    /// zero bytes (`SQLITE_CHECKPOINT_TRUNCATE`), without waiting for other connections: when
    /// one is reading or writing, SQLite copies what it can and the log stays as it is, to be
    /// reset by a later writer. Whether the log was emptied.
    @discardableResult
    func checkpointAndTruncateLog(busyTimeoutMilliseconds: Int32) -> Bool {
        sqlite3_busy_timeout(handle, 0)
        defer { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) }
        var logFrames: Int32 = 0
        var copiedFrames: Int32 = 0
        let code = sqlite3_wal_checkpoint_v2(handle, "main", SQLITE_CHECKPOINT_TRUNCATE, &logFrames, &copiedFrames)
        return code == SQLITE_OK
    }

    /// Whether SQLite opened the main database read-only (it falls back to that silently when
    /// the file cannot be written).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Whether a transaction is open.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last successful INSERT.
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Prepares one statement.
    func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(sql, on: self)
    }

    /// Runs one or more statements that take no arguments, such as a migration script.
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw SQLiteError(lastErrorOf: handle, sql: sql) }
    }

    /// Runs one statement with `arguments` to its end, ignoring any rows.
    func run(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws(SQLiteError) {
        try prepare(sql).run(arguments)
    }

    /// Runs one query with `arguments` and maps every row with `transform`.
    func rows<T>(
        _ sql: String, _ arguments: [any SQLiteBindable] = [], _ transform: (Row) -> T
    ) throws(SQLiteError) -> [T] {
        var results: [T] = []
        try prepare(sql).forEachRow(arguments) { results.append(transform($0)) }
        return results
    }

    /// Runs one query with `arguments` and maps its first row, if any, with `transform`.
    func firstRow<T>(
        _ sql: String, _ arguments: [any SQLiteBindable] = [], _ transform: (Row) -> T
    ) throws(SQLiteError) -> T? {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        guard let row = try statement.step() else { return nil }
        return transform(row)
    }

    /// The integer in the first column of the first row of `sql` (a `PRAGMA` or `count(*)`).
    func integer(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws(SQLiteError) -> Int64 {
        try firstRow(sql, arguments) { $0.int64(0) } ?? 0
    }

    /// The text in the first column of the first row of `sql`.
    func text(_ sql: String) throws(SQLiteError) -> String? {
        try firstRow(sql) { $0.optionalString(0) } ?? nil
    }
}
