/// One cell of a table in a backup, with its SQLite storage class: what the database holds,
/// bit for bit.
public enum BackupValue: Hashable, Sendable {
    case integer(Int64)
    /// A real; written as the shortest text that reads back as the same double.
    case real(Double)
    case text(String)
    /// Bytes; written in base64.
    case blob([UInt8])
    case null
}
