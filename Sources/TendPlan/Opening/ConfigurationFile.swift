import TendCore
import TendSystem

/// A tend configuration file, `$XDG_CONFIG_HOME/tend/config` (else `~/.config/tend/config`):
/// one `key = value` per line, `#` starts a comment line. It may name a program to run, so it
/// is read only when no one else can change it: a regular file of the user's own that others
/// cannot write, of at most 64 KiB. Each program passes its own keys, so that every program
/// reads the one file the same way; errors are data (`ConfigurationFileError`).
public struct ConfigurationFile: Sendable {
    /// One setting as the file gives it.
    public struct Entry: Hashable, Sendable {
        /// The text after `=`, without the whitespace around it.
        public let value: String
        /// Its line, from 1.
        public let line: Int
    }

    /// Where the file is.
    public let path: String
    /// Each key the file sets, with its value and line.
    public let entries: [String: Entry]

    /// The largest file read.
    public static let sizeLimit = 64 * 1024

    /// The file's path from the environment; nil when neither `XDG_CONFIG_HOME` (absolute)
    /// nor `HOME` (absolute) is set.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/tend/config" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.config/tend/config" }
        return nil
    }

    /// Reads the file at `path`, which may set `keys` only; nil when there is none.
    public static func load(_ path: String, keys: [String]) throws(ConfigurationFileError) -> ConfigurationFile? {
        // Without waiting: a FIFO in its place must be refused below, not hang tend.
        let file: ReadOnlyFile
        do {
            file = try ReadOnlyFile(path: path)
        } catch {
            if error == .noSuchFile { return nil }
            throw .unreadable(path: path, error)
        }
        guard let info = try? file.status(), info.isRegularFile else { throw .notRegularFile(path: path) }
        guard info.ownerID == ProcessIdentity.realUserID else { throw .ownedByAnotherUser(path: path) }
        guard info.permissions & 0o022 == 0 else { throw .writableByOthers(path: path, mode: info.permissions & 0o777) }
        guard info.size <= sizeLimit else { throw .tooLarge(path: path) }
        let bytes: [UInt8]
        do {
            bytes = try DescriptorReading.readToEnd(file.descriptor, limit: Int.max, pastLimit: .stop).bytes
        } catch {
            throw .unreadable(path: path, error)
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path, keys: keys)
    }

    /// Reads the text of a configuration file at `path`, which may set `keys` only.
    public static func parse(_ text: String, path: String, keys: [String]) throws(ConfigurationFileError) -> ConfigurationFile {
        var entries: [String: Entry] = [:]
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = String(rawLine).trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else { throw .notKeyValue(path: path, line: number) }
            let key = String(line[..<equals]).trimmingWhitespace()
            let value = String(line[line.index(after: equals)...]).trimmingWhitespace()
            guard keys.contains(key) else { throw .unknownKey(path: path, line: number, key: key, keys: keys) }
            if let earlier = entries[key] {
                throw .repeatedKey(path: path, line: number, key: key, earlierLine: earlier.line)
            }
            entries[key] = Entry(value: value, line: number)
        }
        return ConfigurationFile(path: path, entries: entries)
    }
}
