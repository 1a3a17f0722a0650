/// The few facts the store reads from the first bytes of a database file itself, before any
/// SQLite connection touches the file.
struct DatabaseHeader {
    /// The 16 bytes every SQLite 3 database starts with: `SQLite format 3` and a NUL.
    static let magic: [UInt8] = Array("SQLite format 3".utf8) + [0]
    /// How many bytes `init(bytes:)` looks at.
    static let length = 20

    /// Whether the file starts with SQLite's magic string.
    let isSQLite: Bool
    /// Whether the file is marked for write-ahead logging (read and write versions 2).
    let usesWriteAheadLog: Bool

    /// Reads the header from the first `length` bytes of a file (fewer if the file is shorter).
    init(bytes: [UInt8]) {
        isSQLite = bytes.starts(with: Self.magic)
        usesWriteAheadLog = bytes.count >= 20 && bytes[18] == 2 && bytes[19] == 2
    }
}
