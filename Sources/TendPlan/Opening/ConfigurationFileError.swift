import TendSystem

/// Why a configuration file was not read, as data; the command line says it in sentences.
public enum ConfigurationFileError: Error, Hashable, Sendable {
    /// The file could not be opened or read, for a reason the system gave.
    case unreadable(path: String, SystemError)
    /// Something other than a regular file is at the path (a directory, a FIFO).
    case notRegularFile(path: String)
    /// The file belongs to another user.
    case ownedByAnotherUser(path: String)
    /// Others may change the file (`mode`: its permission bits).
    case writableByOthers(path: String, mode: UInt32)
    /// The file is larger than `ConfigurationFile.sizeLimit`.
    case tooLarge(path: String)
    /// A line that is neither blank, a comment nor `key = value`.
    case notKeyValue(path: String, line: Int)
    /// A key that is not among the program's `keys`.
    case unknownKey(path: String, line: Int, key: String, keys: [String])
    /// A key set a second time.
    case repeatedKey(path: String, line: Int, key: String, earlierLine: Int)
}
