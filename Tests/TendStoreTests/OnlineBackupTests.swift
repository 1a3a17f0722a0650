import Foundation
import Testing
import TendCore
@testable import TendStore

/// `backUp(intoEmptyFile:)` copies a consistent database while another process writes: every
/// copy is sound, holds whole transactions only, and never fewer records than the one before.
@Suite struct OnlineBackupTests {
    @Test func copiesWhileAnotherProcessWrites() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        let store = try Fixtures.store(at: path, tasks: ["first"])
        let gate = Gate(in: directory)
        let writer = try ChildProcess.start(
            .recordCompletions(path: path, taskID: "first", count: 400, addsTask: false), name: "writer", in: directory, gate: gate)
        gate.open()
        var previous = 0
        var copies = 0
        var sawPartialProgress = false
        let deadline = ContinuousClock.now + .seconds(120)
        while previous < 400 && ContinuousClock.now < deadline {
            let copy = directory.file("copy-\(copies).db")
            try Fixtures.execute(copy, "")
            try store.backUp(intoEmptyFile: copy, reportedAs: copy)
            #expect(try Fixtures.query(copy, "PRAGMA integrity_check") == ["ok"])
            // Each of the writer's transactions adds one outcome and one log entry together.
            let outcomes = Int(try Fixtures.query(copy, "SELECT count(*) FROM outcomes")[0]) ?? -1
            let entries = Int(try Fixtures.query(copy, "SELECT count(*) FROM log_entries")[0]) ?? -1
            #expect(outcomes == entries)
            #expect(outcomes >= previous)
            if outcomes > 0 && outcomes < 400 { sawPartialProgress = true }
            previous = outcomes
            copies += 1
            try FileManager.default.removeItem(atPath: copy)
        }
        let (ending, message) = writer.finish()
        #expect(ending == .exited(0), "the writer failed: \(message)")
        #expect(previous == 400)
        #expect(sawPartialProgress, "no copy was taken while the writer was half-way (\(copies) copies)")
    }

    @Test func theCopyIsATendDatabase() throws {
        let directory = try TemporaryDirectory()
        let store = try Fixtures.store(at: directory.file("tend.db"), tasks: ["ibuprofen"])
        let copy = directory.file("copy.db")
        try Fixtures.execute(copy, "")
        try store.backUp(intoEmptyFile: copy, reportedAs: copy)
        let reopened = try CareStore(path: copy)
        try reopened.checkIntegrity()
        #expect(try reopened.read { try $0.task(id: "ibuprofen")?.title } == "Ibuprofen")
    }
}
