/// One step of the schema. Once shipped, a migration is never edited: changes come as new steps.
struct Migration: Sendable {
    /// The `PRAGMA user_version` the database has after this step.
    let version: Int
    /// The statements of the step.
    let sql: String
}

/// The ordered list of schema steps, keyed by `PRAGMA user_version`.
enum Migrations {
    /// Every step, in order; the versions run 1, 2, 3, … without gaps.
    static let all: [Migration] = [Schema.version1, Schema.version2, Schema.version3, Schema.version4, Schema.version5,
                                    Schema.version6, Schema.version7, Schema.version8,
                                    Schema.version9, Schema.version10]

    /// The schema version this build creates and understands: the version of the last step in
    /// ``all``, raised with each new step (`MigrationListTests` checks that they agree). A
    /// constant, so that opening a current database builds none of the steps' SQL (0.43 M
    /// instructions of a 5-task `tend today`).
    static let latestVersion = 10

    /// Applies, on a connection inside a `BEGIN IMMEDIATE` transaction, every step newer than
    /// the database's version, up to `target`. Another process may have migrated meanwhile, so
    /// the version is read again under the lock.
    static func migrate(_ connection: SQLiteConnection, path: String, upTo target: Int = latestVersion) throws(StoreError) {
        let inspection = try DatabaseInspection(of: connection, path: path)
        do {
            for migration in all where migration.version > inspection.schemaVersion && migration.version <= target {
                try connection.execute(migration.sql)
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
        } catch {
            throw StoreError.from(error, path: path)
        }
    }
}
