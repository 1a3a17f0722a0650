import CSQLite

/// A failure reported by SQLite, with the codes and the statement that produced it.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_CONSTRAINT_UNIQUE`, …).
    public let extendedCode: Int32
    /// SQLite's own explanation (`database is locked`).
    public let message: String
    /// The SQL that failed, when the failure came from a statement.
    public let sql: String?

    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT`, …).
    public var resultCode: Int32 { extendedCode & 0xFF }

    public init(extendedCode: Int32, message: String, sql: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }

    /// The error the connection `handle` last reported, for `sql`.
    init(lastErrorOf handle: OpaquePointer, sql: String? = nil) {
        self.init(
            extendedCode: sqlite3_extended_errcode(handle),
            message: String(cString: sqlite3_errmsg(handle)),
            sql: sql
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
