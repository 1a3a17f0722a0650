import Foundation
import Testing

/// What a run leaves of the database when its process ends: a reading command leaves its
/// read-only connection to the end of the process (closing it freed SQLite's parsed schema for
/// nothing), a writing command still closes its store, which copies the log back and empties it.
@Suite struct StoreAtProcessEndTests {
    /// strace, when it can trace here (it needs ptrace, which some sandboxes forbid).
    static let strace: String? = {
        let path = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: path),
              let probe = try? TendProcess.run(["-o", "/dev/null", "/bin/true"], executable: path) else { return nil }
        return probe.status == 0 ? path : nil
    }()

    /// The database files' bytes, each nil when missing.
    static func contents(of database: String) -> [Data?] {
        ["", "-wal", "-shm"].map { FileManager.default.contents(atPath: database + $0) }
    }

    /// The descriptors of the database's three files that `tend arguments…` opened and never
    /// closed, from an strace of its `openat` and `close` calls (a number closed may be opened
    /// again for another file: the calls are followed in order).
    func descriptorsLeftOpen(_ arguments: [String], scenario: CarePlanScenario) throws -> Set<String> {
        let output = scenario.directory.appendingPathComponent("trace").path
        let traced = try TendProcess.run(["-f", "-y", "-e", "trace=openat,close", "-o", output, TendProcess.binary] + arguments,
                                         environment: scenario.environment(), executable: try #require(Self.strace))
        #expect(traced.status == 0, "\(traced.stderr)")
        let names = Set(["", "-wal", "-shm"].map { "<" + scenario.database + $0 + ">" })
        var open: Set<String> = []
        for line in try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n") {
            if line.contains(" openat("), let result = line.split(separator: "= ").last,
               let name = names.first(where: { result.hasSuffix($0) }) {
                open.insert(String(result.dropLast(name.count)))
            } else if let call = line.range(of: " close("), let end = line[call.upperBound...].firstIndex(of: "<"),
                      names.contains(where: { line.contains($0) }) {
                open.remove(String(line[call.upperBound..<end]))
            }
        }
        return open
    }

    /// `today`, `list`, `next` and `summary` leave SQLite's descriptors of the database for the
    /// end of the process to close (before, closing the store closed them); `done` closes all
    /// of them (its checkpoint needs the connection closed).
    @Test(.enabled(if: strace != nil, "strace cannot trace processes here"))
    func aReadingCommandLeavesTheDatabaseToTheEndOfTheProcess() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        for arguments in [["today"], ["list"], ["next"], ["summary"]] {
            #expect(try !descriptorsLeftOpen(arguments, scenario: scenario).isEmpty, "\(arguments)")
        }
        #expect(try descriptorsLeftOpen(["done", "physio", "--force"], scenario: scenario) == [])
    }

    /// After readers that did not close, the files are as they were, a writer works, and it
    /// leaves the log empty, so the next reader again opens read-only and sees the write.
    @Test func aWriterAfterReadersThatDidNotCloseLeavesAnEmptyLog() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let before = Self.contents(of: scenario.database)
        let first = try TendProcess.run(["today"], environment: scenario.environment())
        #expect(first.status == 0)
        for arguments in [["list"], ["next"], ["summary"], ["today"]] {
            #expect(try TendProcess.run(arguments, environment: scenario.environment()).status == 0)
        }
        #expect(Self.contents(of: scenario.database) == before)
        let done = try TendProcess.run(["done", "physio", "--force"], environment: scenario.environment())
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stderr == "")
        #expect(Self.contents(of: scenario.database)[1] == Data())
        let after = try TendProcess.run(["today"], environment: scenario.environment())
        #expect(after.status == 0)
        #expect(after.stderr == "")
        #expect(after.stdout != first.stdout)
        #expect(Self.contents(of: scenario.database)[1] == Data())
    }

    /// The variables a run reads come through as before: `TEND_DB` (a path with `=` in it),
    /// `TEND_NOW`, `TERM=dumb` (ASCII) and `COLUMNS` give what the options give.
    @Test func theEnvironmentIsReadAsTheOptionsAre() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let odd = scenario.directory.appendingPathComponent("a=b.db").path
        try FileManager.default.copyItem(atPath: scenario.database, toPath: odd)
        let viaEnvironment = try TendProcess.run(["today"], environment: [
            "TEND_DB": odd, "TEND_NOW": CarePlanScenario.now, "TZ": "Europe/Berlin", "TERM": "dumb", "COLUMNS": "60",
        ])
        let viaOptions = try TendProcess.run(["today", "--db", odd, "--now", CarePlanScenario.now, "--ascii"],
                                             environment: ["TZ": "Europe/Berlin", "COLUMNS": "60"])
        #expect(viaEnvironment.status == 0, "\(viaEnvironment.stderr)")
        #expect(viaEnvironment.stdout == viaOptions.stdout)
        #expect(viaEnvironment.stdout.contains("[x]"))
        #expect(!viaEnvironment.stdout.contains("✓"))
    }
}
