import CSQLite

/// Whether a row was added or was there already.
public enum RestoredRow: Hashable, Sendable {
    case added
    /// A row with the same key and the same content was in the database: nothing changed.
    case alreadyPresent
}

/// Puts the rows of one table of an export into the database, inside the transaction that
/// made it; valid only as long as that transaction.
///
/// The merge rule: a row whose key is free is added; a row whose key holds the same content is
/// left (so importing one export twice adds nothing); a row whose key, or another unique
/// column, holds other content is refused (`RowRestoreError.conflict`). Into a database the
/// import found empty, `replacingConflicts` lets the export win over rows a migration wrote.
public final class RowRestorer {
    public let table: TableLayout
    private let columns: [String]
    private let replacingConflicts: Bool
    private let insert: Statement
    /// Reads and deletes the row with a given key, when the export carries the key's columns.
    private let lookup: Statement?
    private let delete: Statement?
    /// Where each key column is among `columns`.
    private let keyPositions: [Int]
    /// `SQLITE_CONSTRAINT_PRIMARYKEY` and `SQLITE_CONSTRAINT_UNIQUE`, which the C macros spell
    /// as shifts the importer cannot read.
    private static let primaryKeyConstraint = SQLITE_CONSTRAINT | 6 << 8
    private static let uniqueConstraint = SQLITE_CONSTRAINT | 8 << 8

    init(_ transaction: Transaction, table name: String, columns: [String], replacingConflicts: Bool) throws {
        let table = try transaction.layout(of: name)
        guard !table.columns.isEmpty else { throw RowRestoreError.unknownTable(name) }
        if let unknown = columns.first(where: { !table.columns.contains($0) }) {
            throw RowRestoreError.unknownColumn(table: name, column: unknown)
        }
        self.table = table
        self.columns = columns
        self.replacingConflicts = replacingConflicts
        let quotedTable = TableSQL.quoted(name)
        let quotedColumns = columns.map(TableSQL.quoted).joined(separator: ", ")
        let parameters = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        // A plain INSERT, not INSERT OR REPLACE: a statement that may delete rows needs a
        // statement journal, five writes a row (a million-row import took four times as long).
        insert = try transaction.connection.prepare("INSERT INTO \(quotedTable) (\(quotedColumns)) VALUES (\(parameters))")
        let keyPositions = table.primaryKey.compactMap(columns.firstIndex(of:))
        if !keyPositions.isEmpty && keyPositions.count == table.primaryKey.count {
            let condition = table.primaryKey.map { TableSQL.quoted($0) + " IS ?" }.joined(separator: " AND ")
            lookup = try transaction.connection.prepare("SELECT \(quotedColumns) FROM \(quotedTable) WHERE \(condition)")
            delete = try transaction.connection.prepare("DELETE FROM \(quotedTable) WHERE \(condition)")
            self.keyPositions = keyPositions
        } else {
            lookup = nil
            delete = nil
            self.keyPositions = []
        }
    }

    /// Adds `row` (its cells in the order of the export's columns), or finds it there already.
    ///
    /// - Throws: `RowRestoreError.conflict` or `.refused`; any other failure of SQLite.
    public func restore(_ row: [DatabaseValue]) throws -> RestoredRow {
        let failure: SQLiteError
        do {
            try insert.run(values: row)
            return .added
        } catch {
            failure = error
        }
        guard failure.resultCode == SQLITE_CONSTRAINT else { throw failure }
        guard [Self.primaryKeyConstraint, Self.uniqueConstraint].contains(failure.extendedCode) else {
            throw RowRestoreError.refused(table: table.name, reason: failure.message)
        }
        // SQLite may name another unique constraint first even when the key is taken too.
        guard let existing = try existingRow(withKeyOf: row) else {
            // Another unique column: no row has this key, another has those values.
            throw RowRestoreError.conflict(table: table.name, keyColumns: [], key: [], constraint: failure.message)
        }
        if existing == row { return .alreadyPresent }
        if replacingConflicts, let delete {
            try delete.run(keyPositions.map { row[$0] })
            try insert.run(values: row)
            return .added
        }
        throw RowRestoreError.conflict(table: table.name, keyColumns: keyPositions.map { columns[$0] },
                                       key: keyPositions.map { row[$0] }, constraint: failure.message)
    }

    /// The database's row with the key of `row`, in the export's columns.
    private func existingRow(withKeyOf row: [DatabaseValue]) throws -> [DatabaseValue]? {
        guard let lookup else { return nil }
        try lookup.bind(keyPositions.map { row[$0] })
        guard let found = try lookup.step() else { return nil }
        return (0..<Int32(columns.count)).map(found.value)
    }
}

extension Transaction {
    /// How much of the database SQLite keeps in memory while rows are restored, in KiB: the
    /// indexes of a million outcomes are written in an order of their own, and with SQLite's
    /// default 2 MiB each row read back pages it had just let go.
    static let restoreCacheKiB = 16 << 10

    /// A restorer of rows of the table `name` whose cells come in the order of `columns`
    /// (every one a column of the table). Foreign keys are checked when the transaction
    /// commits, so tables may come in any order; the connection keeps a larger page cache
    /// (`restoreCacheKiB`) from now on.
    ///
    /// - Throws: `RowRestoreError.unknownTable`, `.unknownColumn`.
    public func rowRestorer(table name: String, columns: [String], replacingConflicts: Bool) throws -> RowRestorer {
        try connection.execute("PRAGMA defer_foreign_keys = ON; PRAGMA cache_size = -\(Self.restoreCacheKiB)")
        return try RowRestorer(self, table: name, columns: columns, replacingConflicts: replacingConflicts)
    }

    /// Throws `RowRestoreError.brokenReference` for the first row that refers to a row that is
    /// not there. SQLite counts the references left unresolved as rows go in, so the whole
    /// database is searched (`PRAGMA foreign_key_check`) only when one is.
    public func checkReferences() throws {
        var unresolved: Int32 = 0
        var highest: Int32 = 0
        sqlite3_db_status(connection.handle, SQLITE_DBSTATUS_DEFERRED_FKS, &unresolved, &highest, 0)
        guard unresolved > 0 else { return }
        if let broken = try connection.firstRow("PRAGMA foreign_key_check", [], { ($0.string(0), $0.string(2)) }) {
            throw RowRestoreError.brokenReference(table: broken.0, parent: broken.1)
        }
    }
}
