import CSQLite
import Testing
@testable import TendStore

@Suite struct TransactionTests {
    struct Interrupted: Error, Equatable {}

    let directory: TemporaryDirectory
    let store: CareStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try Fixtures.store(at: directory.file("tend.db"))
    }

    @Test func throwingBodyRollsBackEverythingAndRethrowsItsError() throws {
        #expect(throws: Interrupted()) {
            try store.write { transaction in
                try transaction.addTask(Fixtures.task("water"), schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1)
                try transaction.addLogEntry(taskID: "water", at: Fixtures.march1, recordedAt: Fixtures.march1)
                throw Interrupted()
            }
        }
        #expect(try store.read { try $0.task(id: "water") } == nil)
        #expect(try Fixtures.query(directory.file("tend.db"), "SELECT count(*) FROM log_entries") == ["0"])
        // The store still writes after a rollback.
        try store.write { try $0.addTask(Fixtures.task("water"), schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1) }
    }

    @Test func sqliteFailureBecomesAStoreErrorNamingTheFile() throws {
        let error = #expect(throws: StoreError.self) {
            try store.write { try $0.addTask(Fixtures.task(""), schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1) }
        }
        guard case .sqlite(let path, let sqliteError) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == directory.file("tend.db"))
        #expect(sqliteError.resultCode == SQLITE_CONSTRAINT)
        #expect(sqliteError.extendedCode == SQLITE_CONSTRAINT | (1 << 8), "SQLITE_CONSTRAINT_CHECK")
        #expect(sqliteError.sql?.hasPrefix("INSERT INTO tasks") == true)
    }

    @Test func dataVersionMovesWhenAnotherConnectionCommits() throws {
        let before = try store.dataVersion()
        try store.write { try $0.addLogEntry(taskID: "ibuprofen", at: Fixtures.march1, recordedAt: Fixtures.march1) }
        #expect(try store.dataVersion() == before, "own commits leave data_version alone")
        let other = try CareStore(path: directory.file("tend.db"))
        try other.write { try $0.addLogEntry(taskID: "ibuprofen", at: Fixtures.march1, recordedAt: Fixtures.march1) }
        #expect(try store.dataVersion() != before)
        #expect(store.writeAheadLogPath == directory.file("tend.db") + "-wal")
    }

    @Test func readSeesOneStateWhileAnotherConnectionWrites() throws {
        let other = try CareStore(path: directory.file("tend.db"))
        let counts = try store.read { transaction in
            let before = try transaction.tasks().count
            try other.write { try $0.addTask(Fixtures.task("water"), schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1) }
            return (before, try transaction.tasks().count)
        }
        #expect(counts == (1, 1))
        #expect(try store.read { try $0.tasks() }.count == 2)
    }
}
