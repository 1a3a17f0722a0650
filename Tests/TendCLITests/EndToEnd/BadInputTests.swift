import Foundation
import Testing

/// Every bad input exits non-zero with one clear message and leaves the database unchanged.
@Suite struct BadInputTests {
    /// The database's contents as SQL text (python3's sqlite3 dump), so that a checkpoint
    /// moving pages between the WAL and the file does not count as a change.
    static func dump(_ path: String) throws -> String {
        let script = "import sqlite3,sys; c=sqlite3.connect('file:'+sys.argv[1]+'?mode=ro',uri=True); print('\\n'.join(c.iterdump()))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static let cases: [([String], Int32, String)] = [
        (["done", "ibuprofn"], 64, "Error: No task 'ibuprofn'. Did you mean 'ibuprofen'?\n"),
        (["done", "ibu"], 64, "Error: 'ibu' matches several tasks: ibu-ja, ibuprofen; give the whole id.\n"),
        (["add", "X", "--schedule", "wekly"], 64, "Error: Bad schedule: unexpected word 'wekly'.\n  wekly\n  ^^^^^\nDid you mean 'weekly'?\n"),
        (["done", "ibuprofen", "9"], 64, "Error: Ibuprofen 400 mg has no occurrence '9' on Tue 1 Dec 2026; give a number (1, 2, 3, 4), a time or a label.\n"),
        (["undo", "ibuprofen", "9"], 64, "Error: Ibuprofen 400 mg has no occurrence '9' on Tue 1 Dec 2026; give a number (1, 2, 3, 4), a time or a label.\n"),
        (["done", "nausea"], 64, "Error: 'nausea' is a log task: record it with 'tend log nausea'.\n"),
        (["summary", "--json", "--format", "markdown"], 64, "Error: Give either --json or --format markdown, not both.\nUsage: tend summary [<options>]\n  See 'tend summary --help' for more information.\n"),
        (["edit", "ibuprofen"], 64, "Error: Nothing to change: give an option such as --schedule or --title.\nUsage: tend edit [<options>] <id>\n  See 'tend edit --help' for more information.\n"),
        (["today", "--date", "2026-13-01"], 64, "Error: The value '2026-13-01' is invalid for '--date <date>': write a date such as 2026-12-01, or today, yesterday, tomorrow, fri, next fri, -3d\n"),
        (["done", "ibuprofen", "--at", "25:00"], 64, "Error: The value '25:00' is invalid for '--at <time>': write a time such as 08:10, a date and time such as 2026-12-01T08:10 or fri 08:10, or a time ago such as -2h\n"),
        (["today", "--tomorow"], 64, "Error: Unknown option '--tomorow'\n"),
        (["done", "ibuprofen", "--unit", "mg"], 64, "Error: --unit goes with --value.\n"),
        (["log", "ibuprofen"], 64, "Error: 'ibuprofen' is not a log task: record a dose with 'tend done ibuprofen'.\n"),
        (["done", "ibuprofen", "--at", "23:30"], 65,
         "Error: Not recorded: 23:30 is later than now (13:00); record a dose once it is taken, or add --force to record it anyway.\n"),
        (["add", "X", "--schedule", "daily", "--max-per-day", "0"], 64,
         "Error: The value '0' is invalid for '--max-per-day <n>': give a number of doses from 1 to 100, such as 4, or none\n"),
        (["edit", "ibuprofen", "--min-interval", "30s"], 64,
         "Error: The value '30s' is invalid for '--min-interval <duration>': give a duration from 1m to 31d, such as 4h or 90m, or none\n"),
        (["log", "nausea", "--unit", "/10"], 64, "Error: --unit goes with --value.\n"),
        (["log", "nausea", "--value", "400", "--value", "800"], 64,
         "Error: The option '--value <value>' takes one value, but was given '400' and then '800'; give it once\n"
            + "Help:  --value <value>  A value (3, yes, or text).\nUsage: tend log [--value <value>] [--unit <unit>] "
            + "[--note <text>] [--at <time>] [--json] [--now <datetime>] [--db <path>] [--color <when>] [--ascii] <id>\n"
            + "  See 'tend log --help' for more information.\n"),
        (["log", "nausea", "--at", "25:00"], 64,
         "Error: The value '25:00' is invalid for '--at <time>': write a time such as 08:10, a date and time such as 2026-12-01T08:10 or fri 08:10, or a time ago such as -2h\n"),
        (["log", "nausea", "--value", String(repeating: "x", count: 201)], 64,
         "Error: The value 'xxxxxxxxxxxxxxxxxxxx…' is invalid for '--value <value>': at most 200 characters\n"),
        (["add", "Ibuprofen", "400", "mg", "--schedule", "daily"], 64,
         "Error: 2 unexpected arguments: '400', 'mg'. If 'Ibuprofen 400 mg' is one <title>, put it in quotes\n"),
        (["today", "extra"], 64, "Error: Unexpected argument 'extra'\n"),
        (["today", "--group", "medicaton"], 64,
         "Error: No task is in group 'medicaton'. Did you mean 'medication'? The groups are exercise, medication.\n"),
        (["today", "--group", "sleep"], 64, "Error: No task is in group 'sleep'; the groups are exercise, medication.\n"),
        (["chrat", "--help"], 64, "Error: Unknown subcommand 'chrat'. Did you mean 'chart'?\n"),
        (["ls"], 64, "Error: Unknown subcommand 'ls'. Did you mean 'list'?\n"),
        (["delete", "ibuprofen"], 64, "Error: Unknown subcommand 'delete'. Did you mean 'remove'?\n"),
        (["complete", "ibuprofen"], 64, "Error: Unknown subcommand 'complete'. Did you mean 'done'?\n"),
        (["add", "X", "--schedule", "daily", "at", "08:00"], 64,
         "Error: 2 unexpected arguments: 'at', '08:00'. If 'daily at 08:00' is the value of '--schedule', put it in quotes: --schedule 'daily at 08:00'\n"),
        (["add", "X", "daily", "at", "08:00"], 64,
         "Error: Missing expected argument '--schedule <schedule>'. If 'daily at 08:00' is the schedule, write --schedule 'daily at 08:00'\n"),
        (["schedule", "explain", "daily", "at", "08:00"], 64,
         "Error: 2 unexpected arguments: 'at', '08:00'. If 'daily at 08:00' is one <schedule>, put it in quotes\n"),
        (["add", "X", "--schedule"], 64, "Error: Missing value for '--schedule <schedule>'\n"),
        (["add", "X", "--schedule", "daily", "--target", "-5"], 64, "Error: The value '-5' is invalid for '--target <n>': give a number greater than 0, such as 8\n"),
        (["next", "--within", "0m"], 64, "Error: The value '0m' is invalid for '--within <duration>': give a duration from 1m to 366d, such as 30m, 2h or 1d\n"),
        (["add", "X", "--schedule", "daily", "--id", "Bad_Id"], 64, "Error: The value 'Bad_Id' is invalid for '--id <id>': use 1 to 40 lower-case letters, digits and dashes\n"),
        (["add", "X", "--schedule", "daily", "--id", "ibuprofen"], 1, "Error: A task with id 'ibuprofen' already exists (removed tasks keep their ids); choose another id with --id.\n"),
        (["summary", "--week", "--month"], 64, "Error: Give one of --week, --month, --year or --from with --to.\n"),
        (["summary", "--year", "--from", "2026-01-01", "--to", "2026-02-01"], 64, "Error: Give one of --week, --month, --year or --from with --to.\n"),
        (["add", "X", "--schedule", "daily", "--tz", "Mars/Olympus"], 64, "Error: The value 'Mars/Olympus' is invalid for '--tz <zone>'"),
        (["add", "X", "--schedule", "daily at 08:00 in Mars/Base"], 64,
         "Error: The schedule's zone cannot be used: unknown time zone 'Mars/Base'; use a name from /usr/share/zoneinfo, such as 'Europe/Berlin'.\n"),
        (["add", "X", "--schedule", "DTSTART;X-ZONE=Europe/Paris:20260101T090000 RRULE:FREQ=DAILY"], 64,
         "Error: Bad schedule: unknown DTSTART parameter 'X-ZONE=Europe/Paris'.\n"),
    ]

    @Test(arguments: cases)
    func rejectedWithOneMessageAndNoChange(arguments: [String], status: Int32, message: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let before = try Self.dump(scenario.database)
        let result = try TendProcess.run(arguments, environment: scenario.environment())
        #expect(result.status == status)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "Error:").count == 2)
        #expect(try Self.dump(scenario.database) == before)
    }

    /// A schedule pinned to a zone the machine can no longer read (tzdata changed) names its
    /// task and version, and is not blamed on what the user typed: `today` goes on without it,
    /// `check` says a system file is missing (72).
    @Test func aStoredZoneThatCannotBeReadNamesItsTask() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-zone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/UTC", toPath: directory.appendingPathComponent("UTC").path)
        let environment = ["TEND_DB": directory.appendingPathComponent("tend.db").path, "TZ": "UTC", "TEND_NOW": "2026-12-01T08:00"]
        #expect(try TendProcess.run(["add", "Paris", "--schedule", "daily at 08:00 in Europe/Paris"], environment: environment).status == 0)
        let withoutParis = environment.merging(["TZDIR": directory.path]) { $1 }
        let problem = """
            The schedule of task 'paris' (version 1, from 2026-12-01T08:00:00Z) is pinned to a zone this machine cannot read: \
            unknown time zone 'Europe/Paris'; use a name from \(directory.path), such as 'Europe/Berlin'; it has no occurrences \
            until the zone is installed or 'tend edit paris --schedule … --from 2026-12-01T08:00:00Z' replaces it.
            """
        let today = try TendProcess.run(["today"], environment: withoutParis)
        #expect(today.status == 0)
        #expect(today.stderr == "Warning: \(problem)\n")
        #expect(today.stdout.contains("Paris (paris) · schedule cannot be read"))
        let check = try TendProcess.run(["check"], environment: withoutParis)
        #expect(check.status == 72)
        #expect(check.stderr == "Error: \(problem)\n")
    }

    /// `add`, which creates the database, names the missing directory (73); a reading command
    /// says there is no database (66, see ExitStatusTests).
    @Test func missingDirectoryIsNamed() throws {
        let result = try TendProcess.run(["add", "X", "--schedule", "daily"], environment: ["TEND_DB": "/nonexistent/dir/tend.db"])
        #expect(result.status == 73)
        #expect(try TendProcess.run(["today"], environment: ["TEND_DB": "/nonexistent/dir/tend.db"]).status == 66)
        #expect(result.stderr == "Error: Cannot open database '/nonexistent/dir/tend.db': its directory '/nonexistent/dir' does not exist; create it or pass --db with another path.\n")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent"))
    }

    @Test func fileThatIsNotADatabaseIsLeftByteForByte() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tend.db").path
        let garbage = Data(String(repeating: "not a database ", count: 300).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        for arguments in [["today"], ["add", "X", "--schedule", "daily"]] {
            let result = try TendProcess.run(arguments, environment: ["TEND_DB": path])
            #expect(result.status == 65)
            #expect(result.stderr == "Error: '\(path)' is not a tend database (not an SQLite file); move it away or pass --db with another path.\n")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["tend.db"])
    }

    @Test func databaseAndDirectoryAreOwnerOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try TendProcess.run(["add", "Water", "--schedule", "daily at 09:00"],
                                         environment: ["XDG_DATA_HOME": directory.path, "TEND_NOW": "2026-12-01T08:00"])
        #expect(result.status == 0)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("tend").path)
        let file = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("tend/tend.db").path)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect((file[.posixPermissions] as? Int) == 0o600)
    }
}
