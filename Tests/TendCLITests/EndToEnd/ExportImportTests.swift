import Foundation
import Testing

/// `tend export --json`, `tend import --json` and `tend backup` through the real binary: the
/// exact export of the scenario plan, export → import → export byte-identical, the merge rule,
/// bad files refused with the line and column and the database unchanged, and copies taken
/// while other commands write.
@Suite struct ExportImportTests {
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    static func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func theScenarioExportsExactly() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(["export", "--json"], environment: scenario.environment())
        #expect(result.status == 0)
        #expect(result.stderr == "")
        try Golden.check(result.stdout, name: "export.json")
    }

    @Test func exportImportExportIsByteIdentical() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        // History beyond the scenario: a rescheduled task (two versions), a removed one, a
        // completion with values, a value-less log entry.
        for step in [["edit", "vitamin-d", "--schedule", "daily at 09:00", "--from", "tomorrow"], ["remove", "physio"],
                     ["done", "amoxicillin", "2", "--at", "12:30", "--value", "500", "--unit", "mg", "--force"],
                     ["log", "nausea", "--note", "none at all", "--at", "12:00"]] {
            let result = try TendProcess.run(step, environment: scenario.environment())
            #expect(result.status == 0, "\(step): \(result.stderr)")
        }
        let first = scenario.directory.appendingPathComponent("first.json").path
        let exported = try TendProcess.run(["export", "--json", "-o", first], environment: scenario.environment())
        #expect(exported.status == 0)
        #expect(exported.stdout == "Exported 24 rows of 10 tables to '\(first)'.\n")
        #expect(try Self.mode(first) == 0o600)
        let copy = scenario.directory.appendingPathComponent("copy.db").path
        let imported = try TendProcess.run(["import", "--json", first], environment: scenario.environment(["TEND_DB": copy]))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Restored 24 rows from '\(first)' into an empty database.\n")
        let second = try TendProcess.run(["export", "--json"], environment: scenario.environment(["TEND_DB": copy]))
        #expect(second.status == 0)
        #expect(Data(second.stdout.utf8) == Self.bytes(first))
        // The copy is the same plan to every command.
        for view in [["today"], ["list", "--all"], ["show", "amoxicillin"], ["summary", "--week"]] {
            let original = try TendProcess.run(view, environment: scenario.environment())
            let restored = try TendProcess.run(view, environment: scenario.environment(["TEND_DB": copy]))
            #expect(restored.stdout == original.stdout, "\(view)")
        }
        let again = try TendProcess.run(["import", "--json", first], environment: scenario.environment(["TEND_DB": copy]))
        #expect(again.stdout == "Merged '\(first)': 0 rows added, 24 already there.\n")
    }

    @Test func mergingAddsWhatIsMissingAndRefusesAConflictWhole() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let before = scenario.directory.appendingPathComponent("before.json").path
        #expect(try TendProcess.run(["export", "--json", "-o", before], environment: scenario.environment()).status == 0)
        for step in [["done", "ibuprofen", "2", "--at", "12:10"], ["add", "Walk", "--schedule", "daily at 17:00"]] {
            #expect(try TendProcess.run(step, environment: scenario.environment()).status == 0)
        }
        let after = scenario.directory.appendingPathComponent("after.json").path
        #expect(try TendProcess.run(["export", "--json", "-o", after], environment: scenario.environment()).status == 0)
        // An older copy of the plan gets the newer rows.
        let old = scenario.directory.appendingPathComponent("old.db").path
        #expect(try TendProcess.run(["import", "--json", before], environment: scenario.environment(["TEND_DB": old])).status == 0)
        let merged = try TendProcess.run(["import", "--json", after], environment: scenario.environment(["TEND_DB": old]))
        #expect(merged.stdout == "Merged '\(after)': 3 rows added, 20 already there.\n")
        let mergedExport = try TendProcess.run(["export", "--json"], environment: scenario.environment(["TEND_DB": old]))
        #expect(Data(mergedExport.stdout.utf8) == Self.bytes(after))
        // A task renamed in the file: the whole file is refused, naming the row, and nothing changes.
        let edited = scenario.directory.appendingPathComponent("edited.json").path
        let text = try String(contentsOfFile: after, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Walk\"", with: "\"Walk the dog\"").write(toFile: edited, atomically: true, encoding: .utf8)
        #expect(try TendProcess.run(["add", "Stretch", "--schedule", "daily at 07:00"], environment: scenario.environment(["TEND_DB": old])).status == 0)
        let databaseBefore = Self.bytes(old)
        let refused = try TendProcess.run(["import", "--json", edited], environment: scenario.environment(["TEND_DB": old]))
        #expect(refused.status == 65)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("[\"walk\", \"Walk\"") }.map { $0 + 1 } ?? 0
        #expect(refused.stderr == """
            Error: \(edited):\(line):9: the database already has a row of 'tasks' with id "walk" and other content; \
            remove one of the two, or import into an empty database (--db NEW-FILE); nothing was imported.

            """)
        #expect(Self.bytes(old) == databaseBefore)
    }

    /// A plan exported by the tend of schema 2, when a contact had one phone and one email:
    /// it is restored as that tend's database, then migrated (schema 3 moved them into
    /// `contact_values`).
    @Test func anOlderExportIsRestoredThenMigrated() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-older-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("v2.json").path
        try (Self.header(schema: 2) + #"""
                {"name": "contacts", "columns": ["id", "name", "role", "phone", "email", "address", "note"], "rows": [
                  ["gp", "Dr Who", "GP", "+44 1", "who@example.org", null, null]]},
                {"name": "task_versions", "columns": ["task_id", "version", "effective_from", "schedule", "zone", "created_at"], "rows": [
                  ["walk", 1, 1796083200, "daily at 17:00 from 2026-12-01", null, 1796083200]]},
                {"name": "tasks", "columns": ["id", "title", "instructions", "group_name", "style", "color", "target_value", "target_unit", "counts_toward_adherence", "notification_lead_seconds", "created_at", "deleted_at", "max_per_day", "min_interval_seconds"], "rows": [
                  ["walk", "Walk", null, null, "simple", null, null, null, 1, null, 1796083200, null, null, null]]}
              ]
            }
            """#).write(toFile: file, atomically: true, encoding: .utf8)
        let database = directory.appendingPathComponent("tend.db").path
        let environment = ["TEND_DB": database, "TZ": "UTC", "TEND_NOW": "2026-12-01T13:00"]
        let imported = try TendProcess.run(["import", "--json", file], environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Restored 5 rows from '\(file)' into an empty database.\n")
        let exported = try TendProcess.run(["export", "--json"], environment: environment)
        let lines = exported.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#""schemaVersion": 10,"#))
        #expect(lines.contains(#"["gp", "email", 0, null, "who@example.org"],"#))
        #expect(lines.contains(#"["gp", "phone", 0, null, "+44 1"]"#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["tend.db", "tend.db-shm", "tend.db-wal", "v2.json"])
        // Into the plan it now is, the same file adds nothing.
        let again = try TendProcess.run(["import", "--json", file], environment: environment)
        #expect(again.stdout == "Merged '\(file)': 0 rows added, 5 already there.\n")
    }

    static func header(schema: Int = 3) -> String {
        "{\n  \"format\": \"tend-backup\",\n  \"formatVersion\": 1,\n  \"tool\": \"tend 0.1.0\",\n  \"schemaVersion\": \(schema),\n  \"tables\": [\n"
    }

    @Test(arguments: [
        ("truncated", header() + "    {\n      \"name\": \"tasks\",\n      \"col",
         "truncated.json:9:7: a string starts here and is never closed; the file is cut short; nothing was imported."),
        ("binary", "\u{7F}ELF\u{2}\u{1}", "binary.json:1:1: expected a value but found the byte 0x7F; the file is not valid JSON; nothing was imported."),
        ("not-a-backup", "{\"format\": \"vcalendar\"}", "not-a-backup.json:1:12: the file's format is 'vcalendar', not 'tend-backup'; it was not written by 'tend export --json'; nothing was imported."),
        ("newer", header(schema: 99) + "]}", "'DIR/newer.json' was exported by a newer tend (schema 99; this tend knows 10); upgrade tend to import it. Nothing was imported."),
        ("bad-row", header() + "{\"name\": \"contacts\", \"columns\": [\"id\", \"name\"], \"rows\": [[\"a\", \"A\"],\n [\"b\"]]}]}",
         "bad-row.json:8:2: this row of 'contacts' has 1 cell, and the table has 2 columns; nothing was imported."),
        ("unknown-table", header() + "{\"name\": \"pills\", \"columns\": [\"id\"], \"rows\": []}]}",
         "unknown-table.json:7:1: this database has no table 'pills'; the file is not from tend, or was edited; nothing was imported."),
        ("orphan", header() + "{\"name\": \"task_versions\", \"columns\": [\"task_id\", \"version\", \"effective_from\", \"schedule\", \"zone\", \"created_at\"], \"rows\": [\n[\"gone\", 1, 0, \"every day\", null, 0]]}]}",
         "orphan.json:8:39: after reading the whole file, a row of 'task_versions' refers to a row of 'tasks' that is neither in the file nor in the database; nothing was imported."),
    ])
    func aBadFileIsRefusedAndChangesNothing(name: String, content: String, message: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let file = scenario.directory.appendingPathComponent("\(name).json").path
        try content.write(toFile: file, atomically: true, encoding: .utf8)
        let expected = "Error: " + (message.hasPrefix("'DIR/") ? message.replacingOccurrences(of: "DIR", with: scenario.directory.path)
            : scenario.directory.path + "/" + message) + "\n"
        // Into the scenario's database: it stays byte-identical.
        let databaseBefore = Self.bytes(scenario.database)
        let merged = try TendProcess.run(["import", "--json", file], environment: scenario.environment())
        #expect(merged.status == 65)
        #expect(merged.stderr == expected)
        #expect(Self.bytes(scenario.database) == databaseBefore)
        // Into a new database: none is left behind.
        let fresh = scenario.directory.appendingPathComponent("fresh.db").path
        let restored = try TendProcess.run(["import", "--json", file], environment: scenario.environment(["TEND_DB": fresh]))
        #expect(restored.status == 65)
        #expect(restored.stderr == expected)
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }

    @Test func aHundredMegabyteStringIsRefusedAtItsStart() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let file = scenario.directory.appendingPathComponent("huge.json").path
        var content = Data((Self.header() + "{\"name\": \"tasks\", \"columns\": [\"id\"], \"rows\": [[\"").utf8)
        content.append(Data(repeating: UInt8(ascii: "a"), count: 100 << 20))
        content.append(Data("\"]]}]}".utf8))
        try content.write(to: URL(fileURLWithPath: file))
        let databaseBefore = Self.bytes(scenario.database)
        let result = try TendProcess.run(["import", "--json", file], environment: scenario.environment())
        #expect(result.status == 65)
        #expect(result.stderr == "Error: \(file):7:48: a string or number here is longer than 16777216 bytes; nothing was imported.\n")
        #expect(Self.bytes(scenario.database) == databaseBefore)
    }

    @Test func filesThatCannotBeUsed() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let missing = scenario.directory.appendingPathComponent("missing.json").path
        let noFile = try TendProcess.run(["import", "--json", missing], environment: scenario.environment())
        #expect(noFile.status == 66)
        #expect(noFile.stderr == "Error: Cannot read '\(missing)': No such file or directory; check the path.\n")
        let directory = try TendProcess.run(["import", "--json", scenario.directory.path], environment: scenario.environment())
        #expect(directory.status == 66)
        let existing = scenario.directory.appendingPathComponent("taken.json").path
        try "keep".write(toFile: existing, atomically: true, encoding: .utf8)
        let taken = try TendProcess.run(["export", "--json", "-o", existing], environment: scenario.environment())
        #expect(taken.status == 73)
        #expect(taken.stderr == "Error: '\(existing)' exists; choose another file, or add --force to replace it.\n")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep")
        let forced = try TendProcess.run(["export", "--json", "-o", existing, "--force"], environment: scenario.environment())
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("{\n  \"format\": \"tend-backup\""))
        #expect(try Self.mode(existing) == 0o600)
        // --force replaces a file, never a device or a directory (renamed over, /dev/null would be gone).
        let fifo = scenario.directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for special in [fifo, scenario.directory.path] {
            let refused = try TendProcess.run(["export", "--json", "-o", special, "--force"], environment: scenario.environment())
            #expect(refused.status == 73)
            #expect(refused.stderr == "Error: '\(special)' is not a regular file, and only a file is replaced; choose another file.\n")
        }
        try FileManager.default.removeItem(atPath: fifo)
        let itself = try TendProcess.run(["backup", scenario.database, "--force"], environment: scenario.environment())
        #expect(itself.status == 73)
        #expect(itself.stderr == "Error: '\(scenario.database)' is the database itself; choose another file.\n")
        let unwritable = try TendProcess.run(["backup", "/proc/tend-backup.db"], environment: scenario.environment())
        #expect(unwritable.status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenario.directory.path).sorted()
            == ["taken.json", "tend.db", "tend.db-shm", "tend.db-wal"])
    }

    /// Two shells record doses and the daemon reminds while `tend backup` copies the database
    /// again and again: every copy is owner-only, sound, and holds no fewer doses than the copy
    /// before.
    @Test func backupsWhileTwoWritersRecord() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("tend.db").path
        let environment = ["TEND_DB": database, "TZ": "UTC", "TEND_NOW": "2026-12-01T23:59"]
        for title in ["First", "Second"] {
            #expect(try TendProcess.run(["add", title, "--schedule", "every 1 minutes between 00:00 and 23:59", "--from", "today"],
                                        environment: environment).status == 0)
        }
        // The daemon, its clock running 600 times as fast from midnight, sends (prints) a
        // reminder every simulated minute and records it, while it holds the database open.
        let daemon = try BackgroundProcess(
            TendProcess.binary, ["daemon", "--backend", "print"],
            environment: environment.merging(["TEND_NOW": "2026-12-02T00:00", "TEND_CLOCK_SPEED": "600", "PATH": "/usr/bin:/bin",
                                              "HOME": directory.path]) { $1 },
            directory: directory, name: "daemon")
        let writers = try ["first", "second"].map { task -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "i=1; while [ $i -le 150 ]; do \"$TEND\" done \(task) $i --force >/dev/null || exit 1; i=$((i+1)); done"]
            process.environment = environment.merging(["TEND": TendProcess.binary, "PATH": "/usr/bin:/bin"]) { $1 }
            try process.run()
            return process
        }
        var previous = 0
        var copies = 0
        while writers.contains(where: \.isRunning) || copies == 0 {
            let copy = directory.appendingPathComponent("copy-\(copies).db").path
            let result = try TendProcess.run(["backup", copy], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "Backed up '\(database)' to '\(copy)'.\n")
            #expect(try Self.mode(copy) == 0o600)
            #expect(try TendProcess.run(["check"], environment: environment.merging(["TEND_DB": copy]) { $1 }).status == 0)
            let today = try TendProcess.run(["today", "--json"], environment: environment.merging(["TEND_DB": copy]) { $1 })
            let done = Int(today.stdout.components(separatedBy: "\"done\": ").dropFirst().first?.prefix { $0.isNumber } ?? "") ?? -1
            #expect(done >= previous)
            previous = done
            copies += 1
            try FileManager.default.removeItem(atPath: copy)
        }
        for writer in writers {
            writer.waitUntilExit()
            #expect(writer.terminationStatus == 0)
        }
        #expect(daemon.stop() == 0, "\(daemon.errors)")
        #expect(!daemon.outputLines(containing: "[tend:").isEmpty, "the daemon reminded of nothing: \(daemon.output.prefix(300))")
        let last = directory.appendingPathComponent("last.db").path
        #expect(try TendProcess.run(["backup", last], environment: environment).status == 0)
        let taken = try TendProcess.run(["backup", last], environment: environment)
        #expect(taken.status == 73)
        #expect(try TendProcess.run(["backup", last, "--force"], environment: environment).status == 0)
        let exportOriginal = try TendProcess.run(["export", "--json"], environment: environment)
        let exportCopy = try TendProcess.run(["export", "--json"], environment: environment.merging(["TEND_DB": last]) { $1 })
        #expect(exportCopy.stdout == exportOriginal.stdout)
        // The outcomes' rows start with their id, a number; the other tables' with a task id.
        #expect(exportOriginal.stdout.split(separator: "\n").filter { $0.hasPrefix("        [") && $0.dropFirst(9).first?.isNumber == true }
            .count == 300)
    }
}
