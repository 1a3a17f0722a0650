import CSQLite

/// A failure reported by SQLite, with the codes and the statement that produced it.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_CONSTRAINT_UNIQUE`, …).
    public let extendedCode: Int32
    /// SQLite's own explanation (`database is locked`).
    public let message: String
    /// The SQL that failed, when the failure came from a statement.
    public let sql: String?
    /// The `errno` of the system call that failed, for the I/O and open errors SQLite records
    /// it for (`sqlite3_system_errno`); 0 when there was none.
    public let systemErrno: Int32

    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT`, …).
    public var resultCode: Int32 { extendedCode & 0xFF }

    public init(extendedCode: Int32, message: String, sql: String? = nil, systemErrno: Int32 = 0) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.systemErrno = systemErrno
    }

    /// The error the connection `handle` last reported, for `sql`.
    init(lastErrorOf handle: OpaquePointer, sql: String? = nil) {
        self.init(
            extendedCode: sqlite3_extended_errcode(handle),
            message: String(cString: sqlite3_errmsg(handle)),
            sql: sql,
            systemErrno: sqlite3_system_errno(handle)
        )
    }

    /// An error for `code` without a connection to ask for details.
    init(code: Int32, sql: String? = nil) {
        self.init(extendedCode: code, message: String(cString: sqlite3_errstr(code)), sql: sql)
    }

    public var description: String {
        var text = "SQLite error \(extendedCode): \(message)"
        if let sql { text += " (while running `\(sql)`)" }
        return text
    }
}
