extension ReadTransaction {
    /// The database's schema version, its `PRAGMA user_version`.
    public func schemaVersion() throws -> Int {
        Int(try connection.integer("PRAGMA user_version"))
    }

    /// Every table of the plan, in the order of their names.
    public func tableLayouts() throws -> [TableLayout] {
        try connection.rows(TableSQL.tables) { $0.string(0) }.map(layout(of:))
    }

    /// The layout of the table `name`; no columns when the database has no such table.
    func layout(of name: String) throws -> TableLayout {
        var columns: [String] = []
        var keyColumns: [(position: Int, name: String)] = []
        try connection.prepare(TableSQL.columns).forEachRow([name]) { row in
            columns.append(row.string(0))
            if row.int(1) > 0 { keyColumns.append((row.int(1), row.string(0))) }
        }
        return TableLayout(name: name, columns: columns, primaryKey: keyColumns.sorted { $0.position < $1.position }.map(\.name))
    }

    /// Hands every row of `table` to `body`, its cells in the order of `table.columns`, in the
    /// order of the primary key, one row at a time: memory holds one row whatever the table's
    /// size.
    public func forEachRow(of table: TableLayout, _ body: ([DatabaseValue]) throws -> Void) throws {
        let columns = table.columns.map(TableSQL.quoted).joined(separator: ", ")
        let statement = try connection.prepare(
            "SELECT \(columns) FROM \(TableSQL.quoted(table.name)) ORDER BY \(TableSQL.order(of: table))")
        try statement.bind([])
        let count = Int32(table.columns.count)
        var cells: [DatabaseValue] = []
        cells.reserveCapacity(Int(count))
        while let row = try statement.step() {
            cells.removeAll(keepingCapacity: true)
            for index in 0..<count { cells.append(row.value(index)) }
            try body(cells)
        }
    }

    /// Whether no table of the plan holds a row.
    public func holdsNoRows() throws -> Bool {
        for name in try connection.rows(TableSQL.tables, [], { $0.string(0) }) {
            if try connection.firstRow("SELECT 1 FROM \(TableSQL.quoted(name)) LIMIT 1", [], { _ in true }) != nil { return false }
        }
        return true
    }
}
