import CSQLite
import TendCore

/// A Swift value that can be bound to a statement parameter.
protocol SQLiteBindable {
    /// Binds this value to the parameter at `index` (from 1) of `statement`.
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError)
}

extension Int64: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) { try statement.bind(self, at: index) }
}

extension Int: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) { try statement.bind(Int64(self), at: index) }
}

extension Bool: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) { try statement.bind(Int64(self ? 1 : 0), at: index) }
}

extension Double: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) { try statement.bind(self, at: index) }
}

extension String: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) { try statement.bind(self, at: index) }
}

extension Instant: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) { try statement.bind(seconds, at: index) }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    func bind(to statement: Statement, at index: Int32) throws(SQLiteError) {
        switch self {
        case .some(let value): try value.bind(to: statement, at: index)
        case .none: try statement.bindNull(at: index)
        }
    }
}
