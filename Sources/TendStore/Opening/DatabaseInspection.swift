import CSQLite

/// What an open database holds, read before anything is written, and the refusals that follow
/// from it: a file another program made, a newer schema, damaged pages.
struct DatabaseInspection {
    /// `PRAGMA application_id` of a tend database: the bytes of "TEND".
    static let tendApplicationID: Int64 = 0x5445_4E44

    /// The database's `PRAGMA user_version`: the last migration applied to it.
    let schemaVersion: Int

    /// Whether migrations must run before the store can use the database.
    var needsMigration: Bool { schemaVersion < Migrations.latestVersion }

    /// Reads the application id and schema version through `connection` and refuses a database
    /// that tend did not make or that a newer tend has migrated.
    init(of connection: SQLiteConnection, path: String) throws(StoreError) {
        // One statement reads all three from one snapshot, even while another process migrates.
        let facts: (applicationID: Int64, schemaVersion: Int, objectCount: Int64)?
        do {
            facts = try connection.firstRow("""
                SELECT (SELECT application_id FROM pragma_application_id),
                    (SELECT user_version FROM pragma_user_version),
                    (SELECT count(*) FROM sqlite_master)
                """) { ($0.int64(0), $0.int(1), $0.int64(2)) }
        } catch {
            throw StoreError.from(error, path: path, reading: true)
        }
        let (applicationID, version, objectCount) = facts ?? (0, 0, 0)
        schemaVersion = version
        switch applicationID {
        case Self.tendApplicationID:
            guard schemaVersion <= Migrations.latestVersion else {
                throw .newerSchema(path: path, found: schemaVersion, known: Migrations.latestVersion)
            }
        case 0:
            // Migration 1 sets the id, so a database without one must be empty to be ours.
            guard objectCount == 0, schemaVersion == 0 else { throw .foreignDatabase(path: path) }
        default:
            throw .foreignDatabase(path: path)
        }
    }

    /// The page cache of the integrity check, in KiB.
    static let checkCacheKiB = 256

    /// Runs `PRAGMA quick_check`, which reads every page, and refuses a damaged database with
    /// the first problem it names. The pages go through a small cache: at the usual size they
    /// filled it (2 MiB) on any database larger than that, in a daemon's first moments.
    static func verifyIntegrity(of connection: SQLiteConnection, path: String) throws(StoreError) {
        let problems: [String]
        do {
            let cacheSize = try connection.integer("PRAGMA cache_size")
            try connection.execute("PRAGMA cache_size = -\(checkCacheKiB)")
            defer { try? connection.execute("PRAGMA cache_size = \(cacheSize)") }
            problems = try connection.rows("PRAGMA quick_check") { $0.string(0) }
        } catch where [SQLITE_CORRUPT, SQLITE_NOTADB].contains(error.resultCode) {
            throw .damaged(path: path, evidence: .integrityCheck(problem: error.message))
        } catch {
            throw StoreError.from(error, path: path, reading: true)
        }
        guard problems != ["ok"] else { return }
        let lines = (problems.first ?? "").split(separator: "\n")
        let firstProblem = lines.first { !$0.hasPrefix("*** in database") }.map(String.init)
        throw .damaged(path: path, evidence: .integrityCheck(problem: firstProblem))
    }
}
