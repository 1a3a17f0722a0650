/// Reads a backup (docs/export-format.md) as it streams in: the header, then each table and
/// its rows one at a time, so memory holds one row whatever the size of the file.
///
/// Strict: the members come in the documented order, nothing is missing or added, every row
/// has a cell for each column; errors (`BackupFormatError`, `JSONSyntaxError`) name the line
/// and column. Whether the tables fit a database is the importer's question.
public struct BackupReader {
    private var json: JSONReader
    private var table: BackupTable?
    private var tableNames: Set<String> = []
    /// The kind of the token read last, for saying what was found instead.
    private var lastKind = JSONTokenKind.end
    /// Where the row or table last returned starts.
    public private(set) var position = TextPosition(line: 1, column: 1)

    public init(_ json: JSONReader) {
        self.json = json
    }

    /// The document's opening and header, up to the start of its tables.
    public mutating func header() throws -> BackupHeader {
        try expect(.beginObject, .document)
        try expectKey("format")
        guard case .string(let format) = try nextToken() else { throw unexpected(.formatName) }
        guard format == BackupHeader.formatName else { throw BackupFormatError(.notABackup(format: format), at: json.position) }
        try expectKey("formatVersion")
        let formatVersion = try integer()
        guard formatVersion == BackupHeader.currentFormatVersion else {
            throw BackupFormatError(.unsupportedFormatVersion(formatVersion), at: json.position)
        }
        try expectKey("tool")
        let tool = try string()
        try expectKey("schemaVersion")
        let schemaVersion = try integer()
        try expectKey("tables")
        try expect(.beginArray, .tableOrEnd)
        return BackupHeader(formatVersion: formatVersion, tool: tool, schemaVersion: schemaVersion)
    }

    /// The next table, up to the start of its rows; nil after the last one (and the end of
    /// the document, which must follow).
    public mutating func nextTable() throws -> BackupTable? {
        let token = try nextToken()
        position = json.position
        if token == .endArray {
            try expect(.endObject, .endOfObject)
            try expect(.end, .endOfObject)
            return nil
        }
        guard token == .beginObject else { throw unexpected(.tableOrEnd) }
        let tablePosition = json.position
        try expectKey("name")
        let name = try string()
        guard tableNames.insert(name).inserted else { throw BackupFormatError(.duplicate(name: name), at: json.position) }
        try expectKey("columns")
        try expect(.beginArray, .columnNames)
        var columns: [String] = []
        while true {
            let token = try nextToken()
            if token == .endArray { break }
            guard case .string(let column) = token else { throw unexpected(.columnNames) }
            guard !columns.contains(column) else { throw BackupFormatError(.duplicate(name: column), at: json.position) }
            columns.append(column)
        }
        try expectKey("rows")
        try expect(.beginArray, .rowOrEnd)
        position = tablePosition
        let table = BackupTable(name: name, columns: columns)
        self.table = table
        return table
    }

    /// The next row of the table `nextTable` last returned, its cells in column order; nil
    /// after its last row.
    public mutating func nextRow() throws -> [BackupValue]? {
        guard let table else { return nil }
        let token = try nextToken()
        position = json.position
        if token == .endArray {
            try expect(.endObject, .endOfObject)
            self.table = nil
            return nil
        }
        guard token == .beginArray else { throw unexpected(.rowOrEnd) }
        var cells: [BackupValue] = []
        cells.reserveCapacity(table.columns.count)
        while let cell = try nextCell() { cells.append(cell) }
        guard cells.count == table.columns.count else {
            throw BackupFormatError(.rowWidth(table: table.name, expected: table.columns.count, found: cells.count), at: position)
        }
        return cells
    }

    /// The next cell of a row, or nil at its `]`.
    private mutating func nextCell() throws -> BackupValue? {
        switch try nextToken() {
        case .endArray: return nil
        case .null: return .null
        case .string(let text): return .text(text)
        case .number(let text): return try number(text)
        case .beginObject:
            guard case .key(let key) = try nextToken(), key == "blob" || key == "real",
                  case .string(let value) = try nextToken() else { throw unexpected(.cell) }
            let cell: BackupValue
            switch (key, value) {
            case ("blob", _):
                guard let bytes = Base64.decode(value) else { throw BackupFormatError(.invalidBase64, at: json.position) }
                cell = .blob(bytes)
            case ("real", "Infinity"): cell = .real(.infinity)
            case ("real", "-Infinity"): cell = .real(-.infinity)
            default: throw unexpected(.cell)
            }
            try expect(.endObject, .endOfObject)
            return cell
        default: throw unexpected(.cell)
        }
    }

    /// A number cell: an integer unless written with a fraction or an exponent.
    private func number(_ text: String) throws -> BackupValue {
        if text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            // The JSON grammar was checked, so the standard library reads every such text.
            return .real(Double(text) ?? .nan)
        }
        guard let value = Int64(text) else { throw BackupFormatError(.integerOutOfRange(text), at: json.position) }
        return .integer(value)
    }

    private mutating func integer() throws -> Int {
        guard case .number(let text) = try nextToken() else { throw unexpected(.integer) }
        guard let value = Int(text), value >= 0 else { throw BackupFormatError(.invalidVersion(text), at: json.position) }
        return value
    }

    private mutating func string() throws -> String {
        guard case .string(let text) = try nextToken() else { throw unexpected(.string) }
        return text
    }

    private mutating func expectKey(_ name: String) throws {
        let token = try nextToken()
        guard token == .key(name) else {
            // A closing brace or another key where this member belongs.
            throw unexpected(.key(name))
        }
    }

    private mutating func expect(_ wanted: JSONToken, _ expectation: BackupFormatProblem.Expectation) throws {
        let token = try nextToken()
        guard token == wanted else { throw unexpected(expectation) }
    }

    private mutating func nextToken() throws -> JSONToken {
        let token = try json.next()
        lastKind = token.kind
        return token
    }

    private func unexpected(_ expectation: BackupFormatProblem.Expectation) -> BackupFormatError {
        BackupFormatError(.unexpected(found: lastKind, expected: expectation), at: json.position)
    }
}
