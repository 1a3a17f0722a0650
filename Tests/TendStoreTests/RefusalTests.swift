import CSQLite
import Foundation
import Testing
@testable import TendStore

/// Files tend must not use are refused with one clear sentence and left exactly as they were,
/// with no new `-wal` or `-shm` files beside them (a tend database keeps its write-ahead log
/// between runs, so one made by tend has them already).
@Suite struct RefusalTests {
    /// Opens the store at `path` and writes nothing, expecting a refusal; checks the file is
    /// byte-for-byte unchanged and has no new companions afterwards.
    private func expectRefusal(at path: String, writing: Bool = false) throws -> StoreError? {
        let before = try FileFacts.bytes(of: path)
        let companions = FileFacts.companions(of: path)
        let error = #expect(throws: StoreError.self) {
            let store = try CareStore(path: path)
            if writing { try store.write { _ in } }
        }
        #expect(try FileFacts.bytes(of: path) == before, "the refused file changed")
        #expect(FileFacts.companions(of: path) == companions, "companion files were left behind")
        return error
    }

    @Test(arguments: [
        Data("buy milk\ncall the pharmacy\n".utf8),
        Data("SQLite".utf8),
        Data("SQLite format 2\0".utf8) + Data(repeating: 0, count: 4_080),
        Data(repeating: 0, count: 8_192),
    ])
    func fileThatIsNotSQLiteIsRefused(content: Data) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try content.write(to: URL(fileURLWithPath: path))
        let error = try expectRefusal(at: path)
        #expect(error == .notADatabase(path: path))
    }

    @Test func emptyFileBecomesADatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let store = try CareStore(path: path)
        #expect(try store.read { try $0.tasks() }.isEmpty)
        #expect(try Fixtures.query(path, "PRAGMA user_version") == ["\(CareStore.schemaVersion)"])
    }

    @Test(arguments: [
        "CREATE TABLE recipes (name TEXT)",
        "PRAGMA application_id = 1; CREATE TABLE recipes (name TEXT)",
        "PRAGMA user_version = 3",
    ])
    func databaseOfAnotherProgramIsRefused(setup: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Fixtures.execute(path, setup)
        let error = try expectRefusal(at: path)
        #expect(error == .foreignDatabase(path: path))
    }

    @Test func databaseOfANewerTendIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        let newer = CareStore.schemaVersion + 1
        try Fixtures.execute(path, "PRAGMA user_version = \(newer)")
        let error = try expectRefusal(at: path)
        #expect(error == .newerSchema(path: path, found: newer, known: CareStore.schemaVersion))
    }

    @Test func newerSchemaIsSeenWhileAnotherConnectionHoldsTheLog() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        let other = try SQLiteConnection(filename: path, flags: SQLITE_OPEN_READWRITE)
        try other.execute("PRAGMA user_version = \(CareStore.schemaVersion + 3)")
        #expect(FileFacts.exists(path + "-wal"))
        #expect(throws: StoreError.newerSchema(path: path, found: CareStore.schemaVersion + 3, known: CareStore.schemaVersion)) { try CareStore(path: path) }
    }

    /// Without tend's log beside it (another program closed it last), a database is checked
    /// before it is used, whatever its journal mode.
    @Test(arguments: ["wal", "delete"])
    func damagedDatabaseIsRefusedUntouched(journalMode: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Fixtures.storeFillingPages(at: path)
        try Fixtures.execute(path, "PRAGMA journal_mode = \(journalMode)")
        try Fixtures.overwritePages(3...5, of: path)
        let error = try expectRefusal(at: path, writing: true)
        guard case .damaged(path, .integrityCheck(let problem)) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(problem?.contains("*** in database") == false, "\(String(describing: problem))")
    }

    @Test func healthyDatabasePassesTheIntegrityCheck() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        try CareStore(path: path).checkIntegrity()
    }
}
