import CSQLite

/// One open SQLite database connection, closed when the last reference (including those held
/// by its statements) goes away.
///
/// It keeps the statements it prepared, one per SQL text, for the next `prepare` of the same
/// text: the daemon runs the same few queries thousands of times a plan, and preparing them
/// took most of its work.
final class SQLiteConnection {
    let handle: OpaquePointer
    /// Prepared statements not in use, reset and without bindings, with their SQL text, the
    /// last used last. A list, not a dictionary: the texts are string literals, which compare
    /// equal by their address at once, where hashing reads every byte of a long query.
    private var idleStatements: [(sql: String, statement: OpaquePointer)] = []
    /// The most statements kept (tend has a few dozen SQL texts).
    static let keptStatementLimit = 64

    /// SQLite's memory, set up once before the first connection opens (`sqlite3_config` works
    /// only then). SQLite does not count the memory it holds: not counting, an allocation takes
    /// no global mutex (0.4 M instructions of a 5-task `tend today`, the schema's parse being
    /// thousands of allocations), and nothing in tend reads the count (`sqlite3_memory_used`, a
    /// soft heap limit). Each connection's page cache grows a page at a time: 14 page faults
    /// fewer for a command that reads a dozen pages.
    private static let memorySetUp: Void = {
        _ = tend_sqlite3_stop_counting_memory()
        _ = tend_sqlite3_allocate_page_cache_by_page()
    }()

    /// Opens `filename` with `sqlite3_open_v2` and `flags` (`SQLITE_OPEN_READWRITE`, …), with
    /// extended result codes on.
    init(filename: String, flags: Int32) throws(SQLiteError) {
        _ = Self.memorySetUp
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
        for idle in idleStatements { sqlite3_finalize(idle.statement) }
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

    /// Prepares one statement, or takes the one kept for `sql` (a statement in use is never
    /// handed out twice: a query run again while its rows are read gets a new one).
    func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        if let index = idleStatements.lastIndex(where: { $0.sql == sql }) {
            return Statement(sql, prepared: idleStatements.remove(at: index).statement, on: self)
        }
        return try Statement(sql, on: self)
    }

    /// Takes back a statement that is no longer used: reset (which ends the read it made
    /// outside a transaction) and kept for its SQL text, or finalized when one is kept already
    /// or the limit is reached.
    func giveBack(_ statement: OpaquePointer, sql: String) {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        if idleStatements.count < Self.keptStatementLimit, !idleStatements.contains(where: { $0.sql == sql }) {
            idleStatements.append((sql, statement))
        } else {
            sqlite3_finalize(statement)
        }
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
