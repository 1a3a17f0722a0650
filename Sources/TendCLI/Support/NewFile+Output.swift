import TendArguments
import TendSystem

/// The one rule for every file tend writes for a person (exports, backups, vCards, charts;
/// docs/output-files.md): never the database, only ever a regular file, an existing one
/// replaced only when asked (`--force`), owner-only, whole or not at all. Refusals and files
/// that cannot be created are exit 73 (EX_CANTCREAT); a failure while writing is exit 74
/// (EX_IOERR). Either way nothing new is left at the path.
extension NewFile {
    /// A new owner-only file at `path` for what a command writes, replacing a regular file
    /// there only when `replacing`; refusals in the sentences people read (exit 73).
    static func forOutput(_ path: String, replacing: Bool, database: String) throws -> NewFile {
        if FileStatus.isSameFile(path, database) {
            throw CommandFailure("'\(path)' is the database itself; choose another file", status: .cannotCreate)
        }
        do {
            return try NewFile(path: path, replacing: replacing)
        } catch where error == .fileExists {
            throw CommandFailure("'\(path)' exists; choose another file, or add --force to replace it", status: .cannotCreate)
        } catch where error == .symbolicLinkLoop {
            throw CommandFailure("'\(path)' is a symbolic link, and only a regular file is replaced; "
                                 + "choose another file, or name the file it points to", status: .cannotCreate)
        } catch where error == .invalidArgument {
            throw CommandFailure("'\(path)' is not a regular file, and only a file is replaced; choose another file",
                                 status: .cannotCreate)
        } catch {
            throw CommandFailure("Cannot create '\(path)': \(error); choose another file", status: .cannotCreate)
        }
    }

    /// Appends `bytes`; a failure (a full disk) is exit 74 and leaves nothing at `path`.
    func writeOutput(_ bytes: [UInt8]) throws {
        do { try write(bytes) } catch { throw writeFailure(error) }
    }

    /// Moves the finished file into place; a failure is exit 74 (73 when a file appeared at
    /// `path` meanwhile) and leaves nothing new at `path`.
    func commitOutput() throws {
        do {
            try commit()
        } catch where error == .fileExists {
            throw CommandFailure("'\(path)' appeared while it was being written; nothing was replaced; "
                                 + "choose another file", status: .cannotCreate)
        } catch {
            throw writeFailure(error)
        }
    }

    /// The failure of a write to this file (exit 74).
    func writeFailure(_ error: SystemError) -> CommandFailure {
        CommandFailure("Cannot write '\(path)': \(error); nothing was written there", status: .outputError)
    }

    /// Refuses `--force` given without the file it would replace (exit 64).
    static func refuseForce(_ force: Bool, withoutFile file: String?, named option: String) throws {
        if force && file == nil {
            throw CommandFailure("--force replaces the \(option) file; give \(option) too", status: .usageError)
        }
    }
}
