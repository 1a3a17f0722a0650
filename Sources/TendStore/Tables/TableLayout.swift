/// A table of the database as a whole-database export sees it: its name and its columns in
/// their order, read from the schema (`sqlite_schema`, `pragma_table_info`), so that the
/// export carries every table a migration added without knowing it in advance.
public struct TableLayout: Hashable, Sendable {
    public let name: String
    /// Every column but generated ones, in the order of the table's definition.
    public let columns: [String]
    /// The primary key's columns, in the key's order; empty for a table without one (rows are
    /// then ordered and matched by `rowid`).
    public let primaryKey: [String]
}

/// The SQL of reading tables whose names come from the schema.
enum TableSQL {
    /// The tables of the plan, by name: SQLite's own (`sqlite_stat1`, …) and virtual tables
    /// are not data of the plan, nor are the tables made from the others, which a restore
    /// builds again (`Transaction.restoringRows`): the daemon's change journal
    /// (`task_changes`) and a chart's aggregates (`done_masks`, `log_tallies`); nor is the
    /// daemon's record of the alerts it sent (`sent_alerts`).
    static let tables = """
        SELECT name FROM sqlite_schema
        WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND sql NOT LIKE 'CREATE VIRTUAL%'
            AND name NOT IN ('task_changes', 'done_masks', 'log_tallies', 'sent_alerts')
        ORDER BY name
        """
    static let columns = "SELECT name, pk FROM pragma_table_info(?) ORDER BY cid"

    /// `name` as an SQL identifier, in double quotes.
    static func quoted(_ name: String) -> String {
        "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// The `ORDER BY` terms of `table`: its primary key, else its rowid.
    static func order(of table: TableLayout) -> String {
        table.primaryKey.isEmpty ? "rowid" : table.primaryKey.map(quoted).joined(separator: ", ")
    }
}
