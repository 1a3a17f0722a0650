import Testing
@testable import TendStore

/// Real processes sharing one database file, as two `tend` commands or a command and the
/// reminder daemon do.
@Suite struct ConcurrencyTests {
    static let writesPerProcess = 500

    @Test(arguments: [false, true])
    func twoProcessesWritingAtOnceLoseNothing(startFromMissingFile: Bool) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        if !startFromMissingFile {
            _ = try Fixtures.store(at: path, tasks: ["first", "second"])
        }
        let gate = Gate(in: directory)
        let writers = try ["first", "second"].map { taskID in
            try ChildProcess.start(
                .recordCompletions(path: path, taskID: taskID, count: Self.writesPerProcess, addsTask: startFromMissingFile),
                name: taskID, in: directory, gate: gate
            )
        }
        gate.open()
        for writer in writers {
            let (ending, message) = writer.finish()
            #expect(ending == .exited(0), "a writer failed: \(message)")
        }
        let total = "\(2 * Self.writesPerProcess)"
        #expect(try Fixtures.query(path, "SELECT count(*) FROM outcomes") == [total])
        #expect(try Fixtures.query(path, "SELECT count(*) FROM log_entries") == [total])
        #expect(try Fixtures.query(path, "PRAGMA integrity_check") == ["ok"])
    }

    @Test func twoDaemonsNeverSendTheSameReminder() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("tend.db")
        _ = try Fixtures.store(at: path, tasks: ["ibuprofen"])
        let occurrences = 300
        let gate = Gate(in: directory)
        let daemons = try ["one", "two"].map { name in
            try ChildProcess.start(.claimNotifications(path: path, name: name, count: occurrences), name: name, in: directory, gate: gate)
        }
        gate.open()
        for daemon in daemons {
            let (ending, message) = daemon.finish()
            #expect(ending == .exited(0), "a daemon failed: \(message)")
        }
        #expect(try Fixtures.query(path, "SELECT count(*) FROM log_entries") == ["\(occurrences)"])
        #expect(try Fixtures.query(path, "SELECT count(*) FROM notifications WHERE times_sent = 1") == ["\(occurrences)"])
    }
}
