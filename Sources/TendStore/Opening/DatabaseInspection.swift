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
        let (applicationID, version, objectCount) = try Self.facts(of: connection, path: path)
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

    /// The application id, the schema version and, in a database without an id, the number of
    /// schema objects, from one snapshot even while another process migrates: one read
    /// transaction (unless the caller has one open). Each is read by its own pragma, from the
    /// header, so that SQLite parses the schema only for the statements that need it (the
    /// pragmas' table-valued forms cost 0.2 M instructions more).
    private static func facts(
        of connection: SQLiteConnection, path: String
    ) throws(StoreError) -> (applicationID: Int64, schemaVersion: Int, objectCount: Int64) {
        let beginsTransaction = !connection.isInTransaction
        do {
            if beginsTransaction { try connection.execute("BEGIN DEFERRED") }
            defer { if beginsTransaction && connection.isInTransaction { try? connection.execute("COMMIT") } }
            let applicationID = try connection.integer("PRAGMA application_id")
            let version = try connection.integer("PRAGMA user_version")
            let objectCount = applicationID == 0 ? try connection.integer("SELECT count(*) FROM sqlite_master") : 0
            return (applicationID, Int(version), objectCount)
        } catch {
            throw StoreError.from(error, path: path, reading: true)
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
