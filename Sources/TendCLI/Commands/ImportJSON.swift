import TendArguments
import TendInterchange
import TendPlan
import TendStore
import TendSystem

/// `tend import --json FILE`: a backup (docs/export-format.md) read as it streams in and
/// written in one transaction: restored exactly into an empty database, merged into one that
/// holds a plan (`RowRestorer` has the rule), or refused whole. A file from an older schema is
/// first restored into a staging database of its own version beside the target, which is then
/// migrated as that tend's database would have been, and imported from there.
enum ImportJSON {
    /// What an import did.
    private struct Tally {
        var intoEmptyDatabase = false
        var added = 0
        var alreadyPresent = 0
    }

    static func run(file: String, context: CommandContext) throws -> ExitStatus {
        var reader = BackupReader(JSONReader(readChunk: try chunks(of: file).next))
        let header = try readingFile(file) { try reader.header() }
        guard header.schemaVersion <= CareStore.schemaVersion else {
            throw CommandFailure("""
                '\(file)' was exported by a newer tend (schema \(header.schemaVersion); this tend knows \
                \(CareStore.schemaVersion)); upgrade tend to import it. Nothing was imported
                """, status: .dataError)
        }
        let location = try context.storeLocation()
        let databaseExisted = FileStatus.existsWithoutFollowing(location.path)
        let tally: Tally
        do {
            if header.schemaVersion < CareStore.schemaVersion {
                tally = try restoreOlder(&reader, from: file, schemaVersion: header.schemaVersion, context: context)
            } else {
                tally = try context.openOrCreateStore().write { transaction in
                    try transaction.restoringRows { try restore(&reader, from: file, into: transaction) }
                }
            }
        } catch {
            // A database this import made holds nothing: it goes, as if the import never ran.
            if !databaseExisted { removeDatabase(at: location.path) }
            throw error
        }
        if tally.intoEmptyDatabase {
            context.console.line("Restored \(tally.added) \(tally.added == 1 ? "row" : "rows") from '\(file)' into an empty database.")
        } else {
            context.console.line("Merged '\(file)': \(tally.added) \(tally.added == 1 ? "row" : "rows") added, \(tally.alreadyPresent) already there.")
        }
        return .success
    }

    /// Writes every row of `reader`'s tables in `transaction`.
    private static func restore(_ reader: inout BackupReader, from file: String, into transaction: Transaction) throws -> Tally {
        var tally = Tally()
        tally.intoEmptyDatabase = try transaction.holdsNoRows()
        while let table = try readingFile(file, { try reader.nextTable() }) {
            let restorer = try refusing(file, at: reader.position) {
                try transaction.rowRestorer(table: table.name, columns: table.columns, replacingConflicts: tally.intoEmptyDatabase)
            }
            while let row = try readingFile(file, { try reader.nextRow() }) {
                let restored = try refusing(file, at: reader.position) { try restorer.restore(row.map(DatabaseValue.init)) }
                if restored == .added { tally.added += 1 } else { tally.alreadyPresent += 1 }
            }
        }
        try refusing(file, at: reader.position) { try transaction.checkReferences() }
        return tally
    }

    /// Restores a file of the older `schemaVersion` into a staging database of that version,
    /// migrates it, and imports every row of the migrated tables in one transaction.
    private static func restoreOlder(_ reader: inout BackupReader, from file: String, schemaVersion: Int,
                                     context: CommandContext) throws -> Tally {
        let staging = try context.storeLocation().path + ".import-\(ProcessIdentity.processID)"
        removeDatabase(at: staging)
        defer { removeDatabase(at: staging) }
        try CareStore(path: staging, schemaVersion: schemaVersion).write { transaction in
            _ = try restore(&reader, from: file, into: transaction)
        }
        let migrated = try CareStore(path: staging)
        return try context.openOrCreateStore().write { transaction in try transaction.restoringRows {
            var tally = Tally()
            tally.intoEmptyDatabase = try transaction.holdsNoRows()
            try migrated.read { source in
                for table in try source.tableLayouts() {
                    let restorer = try refusing(file, at: nil) {
                        try transaction.rowRestorer(table: table.name, columns: table.columns, replacingConflicts: tally.intoEmptyDatabase)
                    }
                    try source.forEachRow(of: table) { row in
                        let restored = try refusing(file, at: nil) { try restorer.restore(row) }
                        if restored == .added { tally.added += 1 } else { tally.alreadyPresent += 1 }
                    }
                }
            }
            try refusing(file, at: nil) { try transaction.checkReferences() }
            return tally
        } }
    }

    /// Removes the database at `path` with its companions.
    private static func removeDatabase(at path: String) {
        for suffix in ["", "-wal", "-shm"] { FileRemoval.remove(path + suffix) }
    }

    /// The file's chunks; a file that cannot be read is exit 66.
    private static func chunks(of file: String) throws -> FileChunks {
        do {
            return try FileChunks(path: file)
        } catch where error == .isADirectory || error == .invalidArgument {
            throw CommandFailure("Cannot import '\(file)': it is not a regular file; give the file 'tend export --json' wrote",
                                 status: .noInput)
        } catch {
            throw CommandFailure("Cannot read '\(file)': \(error); check the path", status: .noInput)
        }
    }

    /// Runs `body`, which reads the file: a file that is not a backup is exit 65, naming the line
    /// and column; one that cannot be read on is exit 74.
    private static func readingFile<T>(_ file: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as JSONSyntaxError {
            throw CommandFailure(BackupErrorText.sentence(error, file: file), status: .dataError)
        } catch let error as BackupFormatError {
            throw CommandFailure(BackupErrorText.sentence(error, file: file), status: .dataError)
        } catch let error as SystemError {
            throw CommandFailure("Cannot read '\(file)': \(error); nothing was imported", status: .outputError)
        }
    }

    /// Runs `body`, which writes what the file holds: a row the database refuses is exit 65,
    /// naming the line and column of the row in the file (none for rows of an older file's
    /// tables after their migration).
    private static func refusing<T>(_ file: String, at position: TextPosition?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as RowRestoreError {
            throw CommandFailure(BackupErrorText.sentence(error, file: file, at: position), status: .dataError)
        }
    }
}
