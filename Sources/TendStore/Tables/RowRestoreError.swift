/// Why rows of an export could not go into the database, as data: the table, the key, SQLite's
/// own words. The import that caught it rolls everything back.
public enum RowRestoreError: Error, Hashable, Sendable {
    /// The export has a table this database does not (a newer schema's, or another program's).
    case unknownTable(String)
    /// The export has a column the table does not have.
    case unknownColumn(table: String, column: String)
    /// A row's key is taken by a row with other content: the table, its key's columns and the
    /// row's values of them (both empty when another unique column collides), SQLite's
    /// constraint.
    case conflict(table: String, keyColumns: [String], key: [DatabaseValue], constraint: String)
    /// The table's rules refused the row (a type, a `CHECK`, a `NOT NULL`): SQLite's message.
    case refused(table: String, reason: String)
    /// After the import, a row of `table` refers to a row of `parent` that is not there.
    case brokenReference(table: String, parent: String)
}
