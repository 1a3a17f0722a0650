import CSQLite

extension CareStore {
    /// Writes a consistent copy of the whole database into the empty file at `path` (made by
    /// the caller, owner-only), with SQLite's online backup API, while the daemon and other
    /// commands go on reading and writing: the copy is the database as one read transaction
    /// saw it, taken in one step, so other writers never make it start over. Errors about the
    /// copy name `name` (the file the copy becomes).
    public func backUp(intoEmptyFile path: String, reportedAs name: String) throws(StoreError) {
        do {
            try copy(from: readingConnection(), into: path, reportedAs: name)
        } catch {
            switch error {
            case .fileNotWritable, .cannotOpen:
                // The read-only view of the `-shm` could not be rebuilt; the read-write one can.
                try copy(from: writingConnection(), into: path, reportedAs: name)
            default:
                throw error
            }
        }
    }

    /// Copies every page of `source` into the empty database file `path`.
    private func copy(from source: SQLiteConnection, into path: String, reportedAs name: String) throws(StoreError) {
        let target: SQLiteConnection
        do { target = try SQLiteConnection(filename: path, flags: SQLITE_OPEN_READWRITE) } catch {
            throw StoreError.from(error, path: name)
        }
        guard let backup = sqlite3_backup_init(target.handle, "main", source.handle, "main") else {
            throw StoreError.from(SQLiteError(lastErrorOf: target.handle), path: name)
        }
        var code = sqlite3_backup_step(backup, -1)
        var waited: Int32 = 0
        while (code == SQLITE_BUSY || code == SQLITE_LOCKED) && waited < Self.busyTimeoutMilliseconds {
            sqlite3_sleep(Self.journalModeRetryMilliseconds)
            waited += Self.journalModeRetryMilliseconds
            code = sqlite3_backup_step(backup, -1)
        }
        // The copy's own connection knows the errno behind a failed write (a full disk, a file
        // size limit); ask it before the backup is finished.
        let systemErrno = sqlite3_system_errno(target.handle)
        sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else {
            let error = SQLiteError(extendedCode: code, message: String(cString: sqlite3_errstr(code)), systemErrno: systemErrno)
            let blamesDatabase = [SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_BUSY, SQLITE_LOCKED].contains(error.resultCode)
            throw StoreError.from(error, path: blamesDatabase ? self.path : name)
        }
    }
}
