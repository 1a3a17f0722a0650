/// A JSON text that is not a backup tend can read, and where it goes wrong.
public typealias BackupFormatError = PositionedError<BackupFormatProblem>

/// How a JSON text is not a backup tend can read.
public enum BackupFormatProblem: Hashable, Sendable {
    /// What the reader wanted where it stopped.
    public enum Expectation: Hashable, Sendable {
        /// The document's opening `{`.
        case document
        /// The member named so, at this place of the document (its members come in a fixed order).
        case key(String)
        /// The string `"tend-backup"` as the value of `format`.
        case formatName
        /// A whole number (a version).
        case integer
        /// A string (the tool, a table's name).
        case string
        /// An array of column names.
        case columnNames
        /// A table (an object) or the `]` that ends the tables.
        case tableOrEnd
        /// A row (an array) or the `]` that ends a table's rows.
        case rowOrEnd
        /// A cell: a number, a string, `null`, `{"blob": "…"}` or `{"real": "Infinity"}`.
        case cell
        /// The `}` that closes an object whose members are all there.
        case endOfObject
    }

    /// Something else (a token of this kind) was found where `expected` was wanted.
    case unexpected(found: JSONTokenKind, expected: Expectation)
    /// `format` is a string, but not `"tend-backup"`.
    case notABackup(format: String)
    /// The format version is newer than this build reads (or not a version at all).
    case unsupportedFormatVersion(Int)
    /// A version that is not a whole number in range.
    case invalidVersion(String)
    /// An integer cell beyond 64 bits.
    case integerOutOfRange(String)
    /// A blob that is not canonical base64.
    case invalidBase64
    /// A row with more or fewer cells than its table has columns.
    case rowWidth(table: String, expected: Int, found: Int)
    /// A table named twice, or a column named twice in one table.
    case duplicate(name: String)
}
