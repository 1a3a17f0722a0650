import TendCore
import TendPlan

/// The sentences for `ConfigurationFileError`.
enum ConfigurationFileErrorText {
    /// The sentence after `Error: ` (or the daemon's `kept the previous configuration: `).
    static func sentence(_ error: ConfigurationFileError) -> String {
        switch error {
        case .unreadable(let path, let reason):
            "cannot read the configuration file '\(path)': \(reason)"
        case .notRegularFile(let path):
            "the configuration file '\(path)' is not a regular file"
        case .ownedByAnotherUser(let path):
            "the configuration file '\(path)' belongs to another user; tend reads only your own"
        case .writableByOthers(let path, let mode):
            "others can change the configuration file '\(path)' (mode \(String(mode, radix: 8))); make it yours alone with 'chmod 600 \(path)'"
        case .tooLarge(let path):
            "the configuration file '\(path)' is larger than \(ConfigurationFile.sizeLimit / 1024) KiB"
        case .notKeyValue(let path, let line):
            "\(path):\(line): write 'key = value', such as 'lead = 10m'"
        case .unknownKey(let path, let line, let key, let keys):
            "\(path):\(line): unknown setting '\(TextSanitizer.sanitize(key))'."
                + (nearest(to: key, among: keys).map { " Did you mean '\($0)'?" } ?? " The settings are: \(keys.joined(separator: ", ")).")
        case .repeatedKey(let path, let line, let key, let earlierLine):
            "\(path):\(line): '\(key)' is already set on line \(earlierLine)"
        }
    }
}
