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

    /// Another process holding the write lock longer than tend waits is a temporary failure:
    /// try again later. The wait is shortened from 20 s to one (`TEND_BUSY_TIMEOUT_MS`), which
    /// the message reports.
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
        let result = try TendProcess.run(["done", "walk", "--at", "08:00"],
                                         environment: environment(database: database).merging(["TEND_BUSY_TIMEOUT_MS": "1000"]) { $1 })
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.stderr == "Error: Cannot write to database '\(database)': another process has kept it locked for 1 seconds; "
            + "try again when it has finished.\n")
    }

    /// A database the user may not write (77) or read (66), and nothing changes. The tests run
    /// as root, who may write anywhere, so then tend is run as `nobody` (``OtherUser``) on files
    /// root made, as another user's would be; the modes deny their owner too.
    @Test(.enabled(if: OtherUser.available, OtherUser.unavailableReason), arguments: [
        Permissions(file: 0o444, directory: 0o555, arguments: ["today"], status: 77,
                    error: "Cannot open database 'DB': its directory 'DIR' is not writable; make it writable or pass --db with another path."),
        Permissions(file: 0o444, directory: 0o777, arguments: ["done", "walk", "--at", "08:00"], status: 77,
                    error: "Cannot write to database 'DB': the file is read-only; make it writable or pass --db with another path."),
        Permissions(file: 0o000, directory: 0o777, arguments: ["done", "walk", "--at", "08:00"], status: 66,
                    error: "Cannot open database 'DB': Permission denied; check the path or pass --db with another path."),
    ])
    func aDatabaseTheUserMayNotWriteIsPermissionDenied(_ case: Permissions) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = path("tend.db")
        let env = environment(database: database)
        #expect(try TendProcess.run(["add", "Walk", "--schedule", "daily at 08:00"], environment: env).status == 0)
        let before = try TendProcess.run(["show", "walk", "--json"], environment: env).stdout
        let files = [database, database + "-wal", database + "-shm"].filter { FileManager.default.fileExists(atPath: $0) }
        func setModes(file: Int, directory mode: Int) throws {
            for path in files { try FileManager.default.setAttributes([.posixPermissions: file], ofItemAtPath: path) }
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: directory.path)
        }
        try setModes(file: `case`.file, directory: `case`.directory)
        defer { try? setModes(file: 0o600, directory: 0o755) }
        let result = try OtherUser.run(`case`.arguments, environment: env)
        try setModes(file: 0o600, directory: 0o755)
        #expect(result.status == `case`.status)
        let message = `case`.error.replacingOccurrences(of: "DB", with: database).replacingOccurrences(of: "DIR", with: directory.path)
        #expect(result.stderr == "Error: \(message)\n")
        #expect(try TendProcess.run(["show", "walk", "--json"], environment: env).stdout == before)
    }

    struct Permissions: Sendable, CustomTestStringConvertible {
        var file: Int
        var directory: Int
        var arguments: [String]
        var status: Int32
        /// The message after `Error: `, with `DB` and `DIR` for the database and its directory.
        var error: String
        var testDescription: String { "file \(String(file, radix: 8)), directory \(String(directory, radix: 8)): \(arguments[0])" }
    }
}

/// Runs the tend under test as another user, `nobody`, when the tests run as root: through
/// `setpriv`, with no supplementary groups, so that file permissions apply to it.
enum OtherUser {
    static let prefix = ["/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]

    /// Whether it can run: as root with setpriv, a `nobody` that can reach the binary; as any
    /// other user, the tests already run as one root is not.
    static let available: Bool = getuid() != 0
        || (try? TendProcess.run(Array(prefix.dropFirst()) + [TendProcess.binary, "--version"], executable: prefix[0]).status) == 0

    static let unavailableReason: Comment =
        "running tend as 'nobody' needs /usr/bin/setpriv and a binary that nobody may read and run"

    static func run(_ arguments: [String], environment: [String: String]) throws -> TendProcess.Result {
        guard getuid() == 0 else { return try TendProcess.run(arguments, environment: environment) }
        return try TendProcess.run(Array(prefix.dropFirst()) + [TendProcess.binary] + arguments, environment: environment,
                                   executable: prefix[0])
    }
}
