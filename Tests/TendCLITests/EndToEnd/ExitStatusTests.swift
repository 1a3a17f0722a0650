import Foundation
import Testing

/// Each exit status of the man page's EXIT STATUS, from the real binary: sysexits(3) codes where
/// one fits, so a cron job can tell a mistyped path from a busy or a damaged database.
@Suite struct ExitStatusTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-exit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func environment(database: String) -> [String: String] {
        ["TEND_DB": database, "TEND_NOW": "2026-12-01T13:00"]
    }

    /// A database named by TEND_DB or --db that does not exist is an error for every command
    /// that works on the plan (66), and nothing is created; `add` creates it.
    @Test(arguments: [["today"], ["list"], ["next"], ["summary"], ["show", "walk"], ["done", "walk"],
                      ["log", "walk"], ["undo", "walk"], ["edit", "walk", "--title", "Run"], ["remove", "walk"]])
    func aMissingDatabaseIsNoInput(arguments: [String]) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = path("tend.bd")
        let viaEnvironment = try TendProcess.run(arguments, environment: environment(database: missing))
        #expect(viaEnvironment.status == 66)
        #expect(viaEnvironment.stderr == "Error: No database at \(missing); 'tend add' creates one, or correct --db or TEND_DB.\n")
        let viaOption = try TendProcess.run(["--db", missing] + arguments, environment: ["TEND_NOW": "2026-12-01T13:00"])
        #expect(viaOption.status == 66)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func addCreatesAMissingDatabase() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = path("new.db")
        #expect(try TendProcess.run(["add", "Walk", "--schedule", "daily at 08:00"], environment: environment(database: database)).status == 0)
        #expect(try TendProcess.run(["list"], environment: environment(database: database)).status == 0)
    }

    @Test func aFileThatIsNotADatabaseIsADataError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let garbage = path("notes.db")
        try "shopping list\n".write(toFile: garbage, atomically: true, encoding: .utf8)
        #expect(try TendProcess.run(["today"], environment: environment(database: garbage)).status == 65)
    }

    @Test func aDirectoryThatDoesNotExistCannotBeCreatedIn() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try TendProcess.run(["add", "Walk", "--schedule", "daily"], environment: environment(database: path("no/such/tend.db")))
        #expect(result.status == 73)
    }

    @Test func noPlaceForTheDefaultDatabaseIsAConfigurationError() throws {
        let result = try TendProcess.run(["list"], environment: ["HOME": "", "TEND_NOW": "2026-12-01T13:00"])
        #expect(result.status == 78)
    }

    /// Another process holding the write lock longer than tend waits (20 s) is a temporary
    /// failure: try again later.
    @Test func aLockedDatabaseIsATemporaryFailure() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = path("tend.db")
        #expect(try TendProcess.run(["add", "Walk", "--schedule", "daily at 08:00"], environment: environment(database: database)).status == 0)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = ["-c", "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); c.execute('BEGIN IMMEDIATE'); print('locked', flush=True); time.sleep(60)", database]
        let ready = Pipe()
        holder.standardOutput = ready
        try holder.run()
        defer { holder.terminate(); holder.waitUntilExit() }
        _ = ready.fileHandleForReading.availableData
        let result = try TendProcess.run(["done", "walk", "--at", "08:00"], environment: environment(database: database))
        #expect(result.status == 75, "\(result.stderr)")
    }

    /// Root may write anywhere, so this runs only as another user.
    @Test(.enabled(if: getuid() != 0)) func aReadOnlyDatabaseIsPermissionDenied() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = path("tend.db")
        #expect(try TendProcess.run(["add", "Walk", "--schedule", "daily at 08:00"], environment: environment(database: database)).status == 0)
        for file in [database, database + "-wal", database + "-shm"] where FileManager.default.fileExists(atPath: file) {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        #expect(try TendProcess.run(["done", "walk", "--at", "08:00"], environment: environment(database: database)).status == 77)
    }
}
