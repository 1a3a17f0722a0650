import CSQLite

/// One prepared SQL statement, given back to its connection (to be kept for the next use of
/// the same text, or finalized) when the last reference goes away.
final class Statement {
    /// The statement's text, kept for error messages.
    let sql: String
    private let handle: OpaquePointer
    /// Keeps the connection open for as long as the statement lives.
    private let connection: SQLiteConnection

    /// SQLite's `SQLITE_TRANSIENT`, which the C macro spells as a cast the importer cannot read:
    /// it tells SQLite to copy bound text before `bind` returns.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    /// Prepares `sql`, which must hold exactly one statement.
    convenience init(_ sql: String, on connection: SQLiteConnection) throws(SQLiteError) {
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v2(connection.handle, sql, -1, &prepared, nil)
        guard code == SQLITE_OK, let prepared else {
            sqlite3_finalize(prepared)
            throw SQLiteError(lastErrorOf: connection.handle, sql: sql)
        }
        self.init(sql, prepared: prepared, on: connection)
    }

    /// A statement of `connection` prepared before.
    init(_ sql: String, prepared: OpaquePointer, on connection: SQLiteConnection) {
        self.sql = sql
        self.handle = prepared
        self.connection = connection
    }

    deinit {
        connection.giveBack(handle, sql: sql)
    }

    /// Rewinds the statement and binds `arguments` to the parameters `?1`, `?2`, … in order.
    func bind(_ arguments: [any SQLiteBindable]) throws(SQLiteError) {
        sqlite3_reset(handle)
        for (offset, argument) in arguments.enumerated() {
            try argument.bind(to: self, at: Int32(offset + 1))
        }
    }

    func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_double(handle, index, value))
    }

    func bind(_ value: String, at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_text(handle, index, value, -1, Self.transient))
    }

    /// Binds a blob; an empty one stays a blob, not NULL.
    func bind(_ bytes: [UInt8], at index: Int32) throws(SQLiteError) {
        guard !bytes.isEmpty else { return try check(sqlite3_bind_zeroblob(handle, index, 0)) }
        try check(bytes.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), Self.transient) })
    }

    func bindNull(at index: Int32) throws(SQLiteError) {
        try check(sqlite3_bind_null(handle, index))
    }

    /// Advances to the next row: the row, or nil when the statement has finished.
    func step() throws(SQLiteError) -> Row? {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return Row(handle: handle)
        case SQLITE_DONE: return nil
        default: throw SQLiteError(lastErrorOf: connection.handle, sql: sql)
        }
    }

    /// Runs the statement with `arguments` to its end, ignoring any rows.
    func run(_ arguments: [any SQLiteBindable]) throws(SQLiteError) {
        try bind(arguments)
        while try step() != nil {}
    }

    /// Runs the statement with `values`, all of one type, to its end: as `run(_:)`, without
    /// making each value an existential on the way (a million restored rows).
    func run<Value: SQLiteBindable>(values: [Value]) throws(SQLiteError) {
        sqlite3_reset(handle)
        for (offset, value) in values.enumerated() {
            try value.bind(to: self, at: Int32(offset + 1))
        }
        while try step() != nil {}
    }

    /// Runs the statement with `arguments` and hands every row to `body`.
    func forEachRow(_ arguments: [any SQLiteBindable], _ body: (Row) -> Void) throws(SQLiteError) {
        try bind(arguments)
        while let row = try step() {
            body(row)
        }
    }

    private func check(_ code: Int32) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw SQLiteError(lastErrorOf: connection.handle, sql: sql) }
    }
}
