import Foundation
import Testing

/// Two shells record at the same time through the real binary: every record lands and no
/// "database is locked" reaches the user.
@Suite struct ConcurrentWritersTests {
    @Test func twoProcessesRecordAllThousand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("tend.db").path
        let environment = ["TEND_DB": database, "TZ": "UTC", "TEND_NOW": "2026-12-01T23:59"]
        for (title, schedule) in [("First", "every 1 minutes between 00:00 and 23:59"), ("Second", "every 1 minutes between 00:00 and 23:59"),
                                  ("Symptom", "every day")] {
            let result = try TendProcess.run(["add", title, "--schedule", schedule, "--from", "today"] + (title == "Symptom" ? ["--no-adherence"] : []),
                                             environment: environment)
            #expect(result.status == 0)
        }
        // Each writer: 250 completions of its own task and 250 log entries of the shared one, all
        // at one minute, so past the dose safety rules (--force).
        func script(_ task: String) -> String {
            """
            i=1; while [ $i -le 250 ]; do
              "$TEND" done \(task) $i --force >/dev/null || echo "done $i failed"
              "$TEND" log symptom --value $i >/dev/null || echo "log $i failed"
              i=$((i+1))
            done
            """
        }
        let writers = try ["first", "second"].map { task -> (Process, Pipe) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script(task)]
            process.environment = environment.merging(["TEND": TendProcess.binary, "PATH": "/usr/bin:/bin"]) { $1 }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            return (process, pipe)
        }
        for (process, pipe) in writers {
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(output == "", "a writer reported: \(output.prefix(500))")
            #expect(process.terminationStatus == 0)
        }
        let today = try TendProcess.run(["today", "--json"], environment: environment)
        #expect(today.stdout.contains("\"done\": 500"))
        let show = try TendProcess.run(["show", "symptom", "--json"], environment: environment)
        #expect(show.stdout.components(separatedBy: "\"at\":").count - 1 == 500)
    }

    /// A process that holds the database alone for longer than 5 s, as the connection that
    /// closes last does while its checkpoint syncs on a busy disk, is waited for by a command
    /// that opens it, whether it reads or writes: both succeed once it lets go. When opening
    /// waited only 5 s (writes waited 20), both failed with "locked for 5 seconds", and so did
    /// one of the two writers above on a machine loaded above 10.
    @Test func aDatabaseHeldAloneForSevenSecondsIsWaitedFor() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-held-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("tend.db").path
        let environment = ["TEND_DB": database, "TZ": "UTC", "TEND_NOW": "2026-12-01T12:00"]
        #expect(try TendProcess.run(["add", "Symptom", "--schedule", "every day", "--no-adherence"], environment: environment).status == 0)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        // Exclusive locking mode keeps the database file's exclusive lock after the write, as
        // SQLite's checkpoint on close holds it.
        holder.arguments = ["-c", """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute('PRAGMA locking_mode = EXCLUSIVE')
            c.execute('BEGIN IMMEDIATE'); c.execute('SELECT count(*) FROM sqlite_master').fetchall(); c.execute('COMMIT')
            print('held', flush=True); time.sleep(7)
            """, database]
        let ready = Pipe()
        holder.standardOutput = ready
        try holder.run()
        defer { holder.terminate(); holder.waitUntilExit() }
        #expect(String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("held"))
        let started = Date()
        let commands = try [["today"], ["log", "symptom", "--value", "3"]].map { arguments -> (Process, Pipe) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: TendProcess.binary)
            process.arguments = arguments
            process.environment = environment
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            return (process, errors)
        }
        for (process, errors) in commands {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(message == "")
            #expect(process.terminationStatus == 0)
        }
        // They waited for the holder: longer than the 5 s that was too short.
        #expect(Date().timeIntervalSince(started) > 5.5)
        let show = try TendProcess.run(["show", "symptom", "--json"], environment: environment)
        #expect(show.stdout.components(separatedBy: "\"at\":").count - 1 == 1)
    }

    /// Three commands at once on a database that is not there yet, over and over: each round
    /// ends with both tasks added and no error shown (switching the new file to write-ahead
    /// logging once made a loser fail at once with "locked for 20 seconds").
    @Test func threeCommandsOnANewDatabaseAllSucceed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            i=1; while [ $i -le 60 ]; do
              rm -f "$DIR"/r$i.db
              "$TEND" --db "$DIR/r$i.db" add A --schedule 'daily at 08:00' >/dev/null &
              "$TEND" --db "$DIR/r$i.db" add B --schedule 'daily at 09:00' >/dev/null &
              # list before either add made the file finds no database (66); after, it reads.
              { "$TEND" --db "$DIR/r$i.db" list >/dev/null 2>&1; s=$?; [ $s = 0 ] || [ $s = 66 ] || echo "round $i: list exited $s"; } &
              wait
              [ "$("$TEND" --db "$DIR/r$i.db" list | grep -c '^[ab] ')" = 2 ] || echo "round $i: not both tasks"
              i=$((i+1))
            done
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ["TEND": TendProcess.binary, "DIR": directory.path, "PATH": "/usr/bin:/bin", "TZ": "UTC",
                               "HOME": directory.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output == "", "\(output.prefix(500))")
        #expect(process.terminationStatus == 0)
    }
}
