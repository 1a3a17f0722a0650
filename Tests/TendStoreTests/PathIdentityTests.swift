import Foundation
import Glibc
import Testing
@testable import TendStore

/// One database is one file under one name, and a failure names its real cause.
@Suite struct PathIdentityTests {
    /// Two names of one file would each get their own log and lose records after a
    /// checkpoint; the file is refused untouched under either name (it was opened).
    @Test func aHardLinkedDatabaseIsRefusedUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        let other = directory.file("backup.db")
        _ = try Fixtures.store(at: path)
        #expect(link(path, other) == 0)
        let before = try FileFacts.bytes(of: path)
        for name in [path, other] {
            let companions = FileFacts.companions(of: name)
            let error = #expect(throws: StoreError.self) { try CareStore(path: name) }
            #expect(error == .hardLinked(path: name, links: 2))
            #expect(FileFacts.companions(of: name) == companions)
        }
        #expect(try FileFacts.bytes(of: path) == before)
    }

    /// A symbolic link to nothing is named as such (it was "the file is read-only").
    @Test func aDanglingSymbolicLinkIsNamed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        #expect(symlink(directory.file("gone/tend.db"), path) == 0)
        let error = #expect(throws: StoreError.self) { try CareStore(path: path) }
        #expect(error == .danglingSymbolicLink(path: path))
    }

    /// An I/O error opening the log is reported as one (it was `cannotOpen` with "unable to
    /// open database file", told as "check the path").
    @Test(.enabled(if: EverydayPathTests.strace != nil, "strace cannot trace processes here"))
    func anIOErrorOnTheLogIsNamed() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        let tracer = [try #require(EverydayPathTests.strace), "-f", "-o", "/dev/null", "-P", path + "-wal",
                      "-e", "trace=openat", "-e", "inject=openat:error=EIO"]
        let child = try ChildProcess.start(.writeOneEntry(path: path), name: "failing", in: directory, tracer: tracer)
        let (ending, message) = child.finish()
        #expect(ending == .exited(1))
        #expect(message.hasPrefix("systemFailure(path: \"\(path)\", errno: \(EIO), extendedCode: "), "\(message)")
    }

    /// SQLite's codes and the system's errno become the true cause: a full disk while the
    /// -shm grows (SQLITE_IOERR_SHMSIZE, 4874), an I/O error, a read that waited for a lock.
    @Test func sqliteFailuresNameTheirCause() {
        let path = "/data/tend.db"
        let shmFull = SQLiteError(extendedCode: 4874, message: "disk I/O error", systemErrno: ENOSPC)
        #expect(StoreError.from(shmFull, path: path) == .diskFull(path: path))
        let readFailed = SQLiteError(extendedCode: 266, message: "disk I/O error", systemErrno: EIO)
        let failure = StoreError.from(readFailed, path: path)
        #expect(failure == .systemFailure(path: path, errno: EIO, extendedCode: 266))
        let locked = SQLiteError(extendedCode: 5, message: "database is locked")
        #expect(StoreError.from(locked, path: path, waitedSeconds: 5, reading: true) == .busyReading(path: path, seconds: 5))
        #expect(StoreError.from(locked, path: path, waitedSeconds: 20) == .busy(path: path, seconds: 20))
    }
}
