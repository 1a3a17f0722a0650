import CSQLite
import Testing
@testable import TendStore

/// A connection keeps the statements it prepared for the next use of the same SQL text; a kept
/// statement is reset when it is given back, so that it holds no read open.
@Suite struct StatementReuseTests {
    let directory: TemporaryDirectory
    let connection: SQLiteConnection
    static let query = "SELECT n FROM numbers WHERE n >= ? ORDER BY n"

    init() throws {
        directory = try TemporaryDirectory()
        connection = try SQLiteConnection(filename: directory.file("plain.db"), flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        try connection.execute("CREATE TABLE numbers (n INTEGER); INSERT INTO numbers VALUES (1), (2), (3)")
    }

    /// The connection's prepared statements (`sqlite3_next_stmt`), and how many are running.
    func statements() -> (count: Int, busy: Int) {
        var count = 0
        var busy = 0
        var statement = sqlite3_next_stmt(connection.handle, nil)
        while let current = statement {
            count += 1
            if sqlite3_stmt_busy(current) != 0 { busy += 1 }
            statement = sqlite3_next_stmt(connection.handle, current)
        }
        return (count, busy)
    }

    @Test func aQueryRunAgainIsNotPreparedAgain() throws {
        for start in 1...100 {
            #expect(try connection.rows(Self.query, [start % 3 + 1]) { $0.int(0) } == Array((start % 3 + 1)...3))
        }
        #expect(statements().count == 1)
        #expect(try connection.integer("SELECT count(*) FROM numbers") == 3)
        #expect(statements().count == 2)
    }

    /// The same query run while its rows are read gets a statement of its own.
    @Test func aQueryRunInsideItselfGetsItsOwnStatement() throws {
        var pairs: [[Int]] = []
        try connection.prepare(Self.query).forEachRow([2]) { row in
            pairs.append([row.int(0)] + ((try? connection.rows(Self.query, [3]) { $0.int(0) }) ?? []))
        }
        #expect(pairs == [[2, 3], [3, 3]])
        #expect(statements().count == 1)
    }

    /// `firstRow` stops after one row; the statement given back holds no read open.
    @Test func aKeptStatementIsReset() throws {
        #expect(try connection.firstRow(Self.query, [1]) { $0.int(0) } == 1)
        #expect(statements() == (1, 0))
    }
}
