import Glibc
import TendCore

/// The reminder daemon's configuration file, `$XDG_CONFIG_HOME/tend/config` (else
/// `~/.config/tend/config`): one `key = value` per line, `#` starts a comment line, keys as in
/// `Setting`. It may name a program to run, so tend reads it only when no one else can change
/// it, and creates it readable by its owner alone.
struct ConfigFile {
    /// Where the file is.
    let path: String
    /// The value and line number of each setting the file sets.
    let entries: [Setting: (value: String, line: Int)]

    /// The file's path from the environment; nil when neither `XDG_CONFIG_HOME` (absolute)
    /// nor `HOME` (absolute) is set.
    static func defaultPath(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/tend/config" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.config/tend/config" }
        return nil
    }

    /// Reads the file at `path`; nil when there is none.
    static func load(_ path: String) throws(CommandFailure) -> ConfigFile? {
        // Without waiting: a FIFO in its place must be refused below, not hang tend.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw CommandFailure("cannot read the configuration file '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw CommandFailure("the configuration file '\(path)' is not a regular file")
        }
        guard info.st_uid == getuid() else {
            throw CommandFailure("the configuration file '\(path)' belongs to another user; tend reads only your own")
        }
        guard info.st_mode & 0o022 == 0 else {
            let mode = String(info.st_mode & 0o777, radix: 8)
            throw CommandFailure("others can change the configuration file '\(path)' (mode \(mode)); make it yours alone with 'chmod 600 \(path)'")
        }
        guard info.st_size <= 64 * 1024 else { throw CommandFailure("the configuration file '\(path)' is larger than 64 KiB") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw CommandFailure("cannot read the configuration file '\(path)': \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// Reads the text of a configuration file.
    static func parse(_ text: String, path: String) throws(CommandFailure) -> ConfigFile {
        var entries: [Setting: (value: String, line: Int)] = [:]
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = String(rawLine).trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw CommandFailure("\(path):\(number): write 'key = value', such as 'lead = 10m'")
            }
            let key = String(line[..<equals]).trimmingWhitespace()
            let value = String(line[line.index(after: equals)...]).trimmingWhitespace()
            guard let setting = Setting(rawValue: key) else {
                let known = Setting.allCases.map(\.rawValue)
                let hint = nearest(to: key, among: known).map { " Did you mean '\($0)'?" } ?? " The settings are: \(known.joined(separator: ", "))."
                throw CommandFailure("\(path):\(number): unknown setting '\(TextSanitizer.sanitize(key))'.\(hint)")
            }
            if let earlier = entries[setting] {
                throw CommandFailure("\(path):\(number): '\(key)' is already set on line \(earlier.line)")
            }
            entries[setting] = (value, number)
        }
        return ConfigFile(path: path, entries: entries)
    }

    /// Writes a file that documents every setting at its default, all commented out, readable
    /// by its owner alone; its directory is created (owner-only) when missing. An existing
    /// file is never overwritten.
    static func create(_ path: String) throws(CommandFailure) {
        var directory = ""
        for component in path.split(separator: "/").dropLast() {
            directory += "/" + component
            if mkdir(directory, 0o700) != 0 && errno != EEXIST {
                throw CommandFailure("cannot create the directory '\(directory)': \(String(cString: strerror(errno)))")
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { throw CommandFailure("'\(path)' already exists; edit it, or move it away first") }
            throw CommandFailure("cannot create '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        fchmod(descriptor, 0o600)
        Console.writeAll(template, to: descriptor)
    }

    /// The text of a new configuration file.
    static var template: String {
        var text = """
            # tend reminder daemon configuration: one 'key = value' per line; '#' starts a comment.
            # Options of 'tend daemon' override these; 'tend config' shows what is in effect.
            # Durations: 90s, 10m, 2h, 1h30m, 1d (a bare number is minutes).

            """
        for setting in Setting.allCases {
            text += "\n# " + setting.help + "\n# " + setting.rawValue + " = " + setting.defaultText + "\n"
        }
        return text
    }
}
