/// Writes a backup (docs/export-format.md) as it is given, table by table and row by row, in
/// chunks of about `chunkBytes`: memory stays at one chunk whatever the size of the plan.
///
/// The text depends only on what is given: the same tables and rows always give the same
/// bytes. One row per line; a real as the shortest text that reads back as the same double.
public struct BackupWriter {
    private var output: ChunkedOutput
    private var tablesWritten = 0
    private var rowsWritten = 0

    /// A writer that hands its text to `output` in chunks.
    public init(chunkBytes: Int = 1 << 16, output: @escaping ([UInt8]) throws -> Void) {
        self.output = ChunkedOutput(chunkBytes: chunkBytes, output: output)
    }

    /// Opens the document with `header`; the tables follow.
    public mutating func begin(_ header: BackupHeader) throws {
        try append("""
            {
              "format": \(JSON.quoted(BackupHeader.formatName)),
              "formatVersion": \(header.formatVersion),
              "tool": \(JSON.quoted(header.tool)),
              "schemaVersion": \(header.schemaVersion),
              "tables": [
            """)
    }

    /// Opens `table`; its rows follow.
    public mutating func beginTable(_ table: BackupTable) throws {
        let columns = table.columns.map(JSON.quoted).joined(separator: ", ")
        try append((tablesWritten == 0 ? "\n" : ",\n") + """
                {
                  "name": \(JSON.quoted(table.name)),
                  "columns": [\(columns)],
                  "rows": [
            """)
        tablesWritten += 1
        rowsWritten = 0
    }

    /// One row of the open table, its cells in the order of its columns.
    public mutating func row(_ cells: [BackupValue]) throws {
        var line = rowsWritten == 0 ? "\n        [" : ",\n        ["
        for (offset, cell) in cells.enumerated() {
            if offset > 0 { line += ", " }
            line += Self.text(of: cell)
        }
        rowsWritten += 1
        try append(line + "]")
    }

    /// Closes the open table.
    public mutating func endTable() throws {
        try append(rowsWritten == 0 ? "]\n    }" : "\n      ]\n    }")
    }

    /// Closes the document and hands out the rest of the text.
    public mutating func end() throws {
        try append(tablesWritten == 0 ? "]\n}\n" : "\n  ]\n}\n")
        try output.flush()
    }

    /// A cell as JSON: integers and reals as numbers (a real always with a `.` or an
    /// exponent, so it reads back as a real), text as a string, blobs and infinite reals as
    /// one-member objects.
    public static func text(of cell: BackupValue) -> String {
        switch cell {
        case .integer(let value): String(value)
        case .real(let value) where value.isFinite: value.description
        case .real(let value): #"{"real": "# + (value < 0 ? #""-Infinity"}"# : #""Infinity"}"#)
        case .text(let value): JSON.quoted(value)
        case .blob(let bytes): #"{"blob": ""# + Base64.encode(bytes) + #""}"#
        case .null: "null"
        }
    }

    private mutating func append(_ text: String) throws {
        try output.append(text)
    }
}
