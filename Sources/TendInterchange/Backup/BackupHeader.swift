/// What a backup says about itself before its tables: the version of the format, the program
/// that wrote it, and the version of the database schema its tables come from.
public struct BackupHeader: Hashable, Sendable {
    /// The value of the `format` key, which names the file as a tend backup.
    public static let formatName = "tend-backup"
    /// The version of the format this build writes and reads (see docs/export-format.md).
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// The program and its version (`tend 0.1.0`); informative only.
    public var tool: String
    /// The `PRAGMA user_version` of the database the tables were read from.
    public var schemaVersion: Int

    public init(formatVersion: Int = currentFormatVersion, tool: String, schemaVersion: Int) {
        self.formatVersion = formatVersion
        self.tool = tool
        self.schemaVersion = schemaVersion
    }
}

/// A table of a backup, before its rows: its name and its columns, in order.
public struct BackupTable: Hashable, Sendable {
    public var name: String
    public var columns: [String]

    public init(name: String, columns: [String]) {
        self.name = name
        self.columns = columns
    }
}
