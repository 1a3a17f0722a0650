import CSQLite

/// A value as SQLite stores it, in one of its five storage classes: what a whole-database
/// export carries, bit for bit.
public enum DatabaseValue: Hashable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null
}

extension DatabaseValue: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        switch self {
        case .integer(let value): try statement.bind(value, at: index)
        case .real(let value): try statement.bind(value, at: index)
        case .text(let value): try statement.bind(value, at: index)
        case .blob(let bytes): try statement.bind(bytes, at: index)
        case .null: try statement.bindNull(at: index)
        }
    }
}

extension Row {
    /// The column at `index` (from 0) in its own storage class.
    func value(_ index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: .integer(int64(index))
        case SQLITE_FLOAT: .real(double(index))
        case SQLITE_TEXT: .text(string(index))
        case SQLITE_BLOB: .blob(bytes(index))
        default: .null
        }
    }

    /// The column as bytes.
    func bytes(_ index: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(handle, index))
        guard count > 0, let start = sqlite3_column_blob(handle, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: count))
    }
}
