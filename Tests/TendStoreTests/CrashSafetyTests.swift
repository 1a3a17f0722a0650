import Glibc
import Testing
@testable import TendStore

/// A writer killed with SIGKILL leaves a sound database holding the write wholly or not at all.
@Suite struct CrashSafetyTests {
    enum KillMoment: CustomTestStringConvertible {
        /// Some time after the transaction wrote its first thousand rows.
        case duringTransaction(milliseconds: UInt32)
        /// Right after the commit returned, while SQLite may be checkpointing.
        case afterCommit

        var testDescription: String {
            switch self {
            case .duringTransaction(let milliseconds): "\(milliseconds) ms into the transaction"
            case .afterCommit: "right after the commit"
            }
        }
    }

    static let rows = 20_000

    @Test(arguments: [
        KillMoment.duringTransaction(milliseconds: 0), .duringTransaction(milliseconds: 5),
        .duringTransaction(milliseconds: 30), .duringTransaction(milliseconds: 120), .afterCommit,
    ])
    func killedWriterLeavesTheWriteWhollyThereOrAbsent(moment: KillMoment) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path)
        let writer = try ChildProcess.start(.writeThenLinger(path: path, rows: Self.rows), name: "writer", in: directory)
        #expect(writer.awaitMarker("started"), "the writer never started")
        switch moment {
        case .duringTransaction(let milliseconds):
            usleep(milliseconds * 1_000)
        case .afterCommit:
            #expect(writer.awaitMarker("committed"), "the writer never committed")
        }
        writer.kill(signal: SIGKILL)
        #expect(writer.finish().ending == .killed(signal: SIGKILL))

        #expect(try Fixtures.query(path, "PRAGMA integrity_check") == ["ok"])
        let count = try Fixtures.query(path, "SELECT count(*) FROM log_entries").first
        #expect(count == "0" || count == "\(Self.rows)", "a partial write of \(count ?? "?") rows survived")
        if case .afterCommit = moment {
            #expect(count == "\(Self.rows)")
        }
        let store = try CareStore(path: path)
        try store.write { try $0.addLogEntry(taskID: "ibuprofen", at: Fixtures.march1, recordedAt: Fixtures.march1) }
    }
}
