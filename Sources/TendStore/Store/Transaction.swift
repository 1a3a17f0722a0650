/// A transaction that reads: everything it returns comes from one consistent state of the
/// database. Valid only inside the `CareStore.read` or `CareStore.write` call that made it.
public class ReadTransaction {
    let connection: SQLiteConnection
    /// The database file, named in errors.
    let path: String

    init(connection: SQLiteConnection, path: String) {
        self.connection = connection
        self.path = path
    }
}

/// A transaction that reads and writes, begun with `BEGIN IMMEDIATE` so that it holds the
/// database's write lock from the start. Valid only inside the `CareStore.write` call that
/// made it.
public final class Transaction: ReadTransaction {}
