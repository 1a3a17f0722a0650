import TendSystem

/// The database file and its directory, checked (and created where allowed) before SQLite
/// opens anything, so that a wrong path is refused without side effects.
struct DatabaseFile {
    /// The path as the user gave it, named in every error.
    let path: String
    /// The directory that holds the file and its `-wal` and `-shm` companions.
    let directory: String
    /// The header of a file that had content; nil for a new or empty file.
    let header: DatabaseHeader?
    /// The permission bits of a file that existed, and whether this process's user owns it;
    /// nil for a file this store created (0600).
    private let existingPermissions: (bits: UInt32, isOwned: Bool)?

    /// The mode of a database and its companions: owner-only, for health data.
    static let ownerOnly: UInt32 = 0o600

    /// Whether there was anything to check: content in the file or a write-ahead log beside it.
    var hasContent: Bool { header != nil || FileStatus.exists(path + "-wal") }

    /// The default database path: `$XDG_DATA_HOME/tend/tend.db` when that is an absolute path,
    /// else `$HOME/.local/share/tend/tend.db`.
    static func defaultPath(environment: [String: String]) throws(StoreError) -> String {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return withoutTrailingSlashes(dataHome) + "/tend/tend.db"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return withoutTrailingSlashes(home) + "/.local/share/tend/tend.db"
        }
        throw .noDefaultLocation
    }

    /// Checks `path`: its directory must exist (or is created 0700 with any missing parents when
    /// `createMissingDirectories`), a missing file is created empty with mode 0600, and an
    /// existing one must have one name only (SQLite keeps a log per name) and start with
    /// SQLite's header.
    init(path: String, createMissingDirectories: Bool) throws(StoreError) {
        guard !path.isEmpty, !path.hasSuffix("/") else { throw .notAFile(path: path) }
        self.path = path
        directory = Self.parentDirectory(of: path)
        try Self.ensureDirectory(directory, of: path, creatingIfMissing: createMissingDirectories)
        let kind = FileStatus.kind(of: path)
        if case .regularFile(_, let links, let bits, let isOwned) = kind {
            guard links == 1 else { throw .hardLinked(path: path, links: links) }
            existingPermissions = (bits, isOwned)
        } else {
            existingPermissions = nil
        }
        header = try Self.readHeader(of: path, kind: kind, in: directory)
    }

    /// Makes a database that others may read owner-only, with its `-wal` and `-shm` (SQLite
    /// gives new companions the database's mode): the notice to tell the user, or nil when the
    /// file was private already or belongs to another user (whose choice it stays).
    func tightenPermissions() -> StoreNotice? {
        guard let (bits, isOwned) = existingPermissions, isOwned, bits & 0o077 != 0 else { return nil }
        for file in [path, path + "-wal", path + "-shm"] where file == path || FileStatus.exists(file) {
            do {
                try FileModes.setPermissions(file, to: Self.ownerOnly)
            } catch {
                return nil
            }
        }
        return .madePrivate(path: path, previousMode: Int(bits))
    }

    /// Refuses a directory or file that cannot be written: SQLite would otherwise open the file
    /// read-only without a word, or fail later creating the write-ahead log.
    func checkWritable() throws(StoreError) {
        guard FileStatus.isWritable(directory) else {
            throw .directoryNotWritable(path: path, directory: directory)
        }
        guard FileStatus.isWritable(path) else { throw .fileNotWritable(path: path) }
    }

    private static func ensureDirectory(
        _ directory: String, of path: String, creatingIfMissing: Bool
    ) throws(StoreError) {
        switch FileStatus.kind(of: directory) {
        case .directory:
            return
        case .missing where creatingIfMissing, .danglingSymbolicLink where creatingIfMissing:
            try createDirectoryChain(directory, for: path)
        case .missing, .danglingSymbolicLink:
            throw .directoryMissing(path: path, directory: directory)
        case .unreadable(let error):
            throw .directoryUnreadable(path: path, directory: directory, reason: error.description)
        case .regularFile, .other, .underNonDirectory:
            throw .notADirectory(path: path, directory: directory)
        }
    }

    /// Creates `directory` and its missing ancestors, like `mkdir -p`, each with mode 0700.
    private static func createDirectoryChain(_ directory: String, for path: String) throws(StoreError) {
        var missing: [String] = []
        var current = directory
        while FileStatus.kind(of: current) == .missing {
            missing.append(current)
            let parent = parentDirectory(of: current)
            if parent == current { break }
            current = parent
        }
        for component in missing.reversed() {
            do {
                try FileModes.createDirectory(component, mode: 0o700)
            } catch {
                if FileStatus.kind(of: component) == .underNonDirectory {
                    throw .notADirectory(path: path, directory: parentDirectory(of: component))
                }
                throw .cannotCreateDirectory(path: path, directory: component, reason: error.description)
            }
        }
    }

    /// Creates a missing file with mode 0600 and reads the header of an existing one.
    private static func readHeader(
        of path: String, kind: FileStatus.Kind, in directory: String
    ) throws(StoreError) -> DatabaseHeader? {
        switch kind {
        case .missing:
            guard FileStatus.isWritable(directory) else {
                throw .directoryNotWritable(path: path, directory: directory)
            }
            do {
                try FileModes.createEmptyFile(path, mode: ownerOnly)
            } catch {
                if error.isPermissionProblem { throw .directoryNotWritable(path: path, directory: directory) }
                throw .cannotOpen(path: path, reason: error.description)
            }
            return nil
        case .regularFile(let size, _, _, _) where size == 0:
            return nil
        case .regularFile:
            let bytes: [UInt8]
            do {
                bytes = try FileReading.prefix(ofPath: path, count: DatabaseHeader.length)
            } catch {
                throw .cannotOpen(path: path, reason: error.description)
            }
            let header = DatabaseHeader(bytes: bytes)
            guard header.isSQLite else { throw .notADatabase(path: path) }
            return header
        case .directory, .other:
            throw .notAFile(path: path)
        case .danglingSymbolicLink:
            throw .danglingSymbolicLink(path: path)
        case .underNonDirectory:
            throw .notADirectory(path: path, directory: directory)
        case .unreadable(let error):
            throw .cannotOpen(path: path, reason: error.description)
        }
    }

    /// The directory part of `path`: `.` for a bare file name, `/` for a file in the root.
    static func parentDirectory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
