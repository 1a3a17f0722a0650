import TendPlan
import TendSystem

extension ConfigurationFile {
    /// Reads the daemon's settings from the file at `path` (`TendPlan` checks and reads it);
    /// nil when there is none; what is wrong with it, in a sentence.
    static func loadSettings(_ path: String) throws(CommandFailure) -> ConfigurationFile? {
        do {
            return try load(path, keys: Setting.allCases.map(\.rawValue))
        } catch {
            throw CommandFailure(ConfigurationFileErrorText.sentence(error))
        }
    }

    /// Writes a file that documents every setting at its default, all commented out, readable
    /// by its owner alone; its directory is created (owner-only) when missing. An existing
    /// file is never overwritten.
    static func create(_ path: String) throws(CommandFailure) {
        var directory = ""
        for component in path.split(separator: "/").dropLast() {
            directory += "/" + component
            do {
                try FileModes.createDirectory(directory, mode: 0o700)
            } catch {
                throw CommandFailure("cannot create the directory '\(directory)': \(error)")
            }
        }
        do {
            try FileModes.createFile(path, mode: 0o600, holding: Array(template.utf8))
        } catch where error == .fileExists {
            throw CommandFailure("'\(path)' already exists; edit it, or move it away first")
        } catch {
            throw CommandFailure("cannot create '\(path)': \(error)")
        }
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
