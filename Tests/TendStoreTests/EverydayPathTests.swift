import CSQLite
import Foundation
import Glibc
import Testing
@testable import TendStore
import TendSystem

/// What the everyday commands cost the disk: a write is synced before it returns, a read
/// writes nothing, neither reads the whole file, and the log stays empty between commands.
@Suite struct EverydayPathTests {
    /// strace, when it can trace here (it needs ptrace, which some sandboxes forbid).
    static let strace: String? = {
        let path = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: path)
        probe.arguments = ["-o", "/dev/null", "/bin/true"]
        guard (try? probe.run()) != nil else { return nil }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? path : nil
    }()

    /// The lines of an strace run of `role`: every write, sync and truncation (with the path
    /// of each descriptor) and every file opened, in the order they happened.
    private func trace(_ role: ChildRole, in directory: TemporaryDirectory) throws -> [Substring] {
        let output = directory.file("trace")
        let tracer = [try #require(Self.strace), "-f", "-y", "-o", output,
                      "-e", "trace=openat,write,pwrite64,pwritev,pwritev2,fsync,fdatasync,ftruncate,sync_file_range"]
        let child = try ChildProcess.start(role, name: "traced", in: directory, tracer: tracer)
        let (ending, message) = child.finish()
        #expect(ending == .exited(0), "\(message)")
        return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    }

    /// Whether `line` is a call that changes or syncs one of the database's files.
    private func changesDatabaseFiles(_ line: Substring, path: String) -> Bool {
        let calls = ["write(", "pwrite64(", "pwritev(", "pwritev2(", "fsync(", "fdatasync(", "ftruncate(", "sync_file_range("]
        guard calls.contains(where: { line.contains($0) }) else { return false }
        return ["", "-wal", "-shm"].contains { line.contains("<" + path + $0 + ">") }
    }

    /// "Done" means on disk: the log is synced before `write` returns (it was not with
    /// `synchronous = NORMAL`).
    @Test(.enabled(if: strace != nil, "strace cannot trace processes here"))
    func aWriteIsSyncedBeforeItReturns() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        let lines = try trace(.writeOneEntry(path: path), in: directory)
        let returned = try #require(lines.firstIndex { $0.contains("/written\"") }, "the write never returned")
        let synced = lines.firstIndex { ($0.contains("fdatasync(") || $0.contains("fsync(")) && $0.contains("<\(path)-wal>") }
        #expect(synced.map { $0 < returned } == true, "no sync of the log before the write returned")
    }

    /// A command that only reads writes and syncs nothing on the database, its log or its
    /// shared memory (it truncated the -shm and wrote to it, and checkpointed the log back).
    @Test(.enabled(if: strace != nil, "strace cannot trace processes here"))
    func aReadWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        for _ in 0..<3 {
            try CareStore(path: path).write { try $0.addLogEntry(taskID: "ibuprofen", at: Fixtures.march1, recordedAt: Fixtures.march1) }
        }
        let lines = try trace(.readTasks(path: path), in: directory)
        let changes = lines.filter { changesDatabaseFiles($0, path: path) }
        #expect(changes.isEmpty, "\(changes.joined(separator: "\n"))")
    }

    /// The log is bounded: each writing store empties it when it goes (it grew by each
    /// command's pages, without a limit).
    @Test func theLogIsEmptyAfterEveryWritingCommand() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        for minute in 0..<40 {
            try CareStore(path: path).write { transaction in
                try transaction.addLogEntry(
                    taskID: "ibuprofen", at: Fixtures.march1.adding(seconds: Int64(minute) * 60),
                    value: .text(String(repeating: "pain ", count: 40)), recordedAt: Fixtures.march1
                )
            }
            #expect(FileStatus.size(of: path + "-wal") == 0)
        }
        #expect(try Fixtures.query(path, "SELECT count(*) FROM log_entries") == ["40"])
    }

    /// Creating the database (its migration) leaves the log empty too, even when another
    /// connection keeps SQLite from checkpointing as the store closes.
    @Test func aNewDatabaseIsLeftWithAnEmptyLog() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let other = try SQLiteConnection(filename: path, flags: SQLITE_OPEN_READWRITE)
        _ = try CareStore(path: path)
        #expect(FileStatus.size(of: path + "-wal") == 0)
        #expect(try other.integer("PRAGMA user_version") == Int64(CareStore.schemaVersion))
    }

    /// A connection that has the database open but is idle (the daemon between its rounds)
    /// does not keep the log from being emptied.
    @Test func theLogIsEmptiedWhileAnIdleConnectionHasItOpen() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        let idle = try Fixtures.store(at: path)
        _ = try idle.dataVersion()
        try CareStore(path: path).write { try $0.addLogEntry(taskID: "ibuprofen", at: Fixtures.march1, recordedAt: Fixtures.march1) }
        #expect(FileStatus.size(of: path + "-wal") == 0)
        #expect(try idle.read { try $0.logEntries(in: Fixtures.march1..<Fixtures.march1.adding(seconds: 1)) }.count == 1)
    }

    /// A database tend closed cleanly is not read page by page before a write: a damaged page
    /// the write does not touch goes unnoticed (it was refused by a check before every first
    /// write), and `checkIntegrity()` finds it on request.
    @Test func aCleanDatabaseIsCheckedOnRequestOnly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        try Fixtures.storeFillingPages(at: path)
        // A leaf page of log_entries, which adding a task does not touch. Asking SQLite
        // directly closes a connection without tend's log, so a tend write follows, leaving
        // the database as tend closes it.
        let leaf = try #require(Int(try Fixtures.query(
            path, "SELECT pageno FROM dbstat WHERE name = 'log_entries' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 2"
        ).first ?? ""))
        try CareStore(path: path).write { try $0.addTask(Fixtures.task("tea"), schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1) }
        #expect(WriteAheadLogState(ofDatabaseAt: path) == .clean)
        try Fixtures.overwritePages(leaf...leaf, of: path)

        let reopened = try CareStore(path: path)
        try reopened.write { try $0.addTask(Fixtures.task("water"), schedule: "daily", zone: nil, effectiveFrom: Fixtures.march1) }
        let error = #expect(throws: StoreError.self) { try reopened.checkIntegrity() }
        if case .damaged(path, .integrityCheck) = error {} else {
            Issue.record("expected the integrity check to find the damage, got \(String(describing: error))")
        }
    }

    /// A log left with content by a process that was killed is checked before use, and a
    /// damaged database is then refused with the database and its log untouched.
    @Test func aLogLeftOverByAKilledWriterIsCheckedFirst() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        // The tasks table's page: in the database file, and not in the log (the writer only
        // adds log entries).
        let tasksRoot = try #require(Int(try Fixtures.query(path, "SELECT rootpage FROM sqlite_master WHERE name = 'tasks'").first ?? ""))
        let writer = try ChildProcess.start(.writeThenLinger(path: path, rows: 2_000), name: "writer", in: directory)
        #expect(writer.awaitMarker("committed"), "the writer never committed")
        writer.kill(signal: SIGKILL)
        _ = writer.finish()
        #expect(WriteAheadLogState(ofDatabaseAt: path) == .leftOver)
        try Fixtures.overwritePages(tasksRoot...tasksRoot, of: path)
        let database = try FileFacts.bytes(of: path)
        let log = try FileFacts.bytes(of: path + "-wal")
        let error = #expect(throws: StoreError.self) { try CareStore(path: path) }
        if case .damaged(path, .integrityCheck) = error {} else {
            Issue.record("expected the integrity check to refuse it, got \(String(describing: error))")
        }
        #expect(try FileFacts.bytes(of: path) == database)
        #expect(try FileFacts.bytes(of: path + "-wal") == log)
    }
}
