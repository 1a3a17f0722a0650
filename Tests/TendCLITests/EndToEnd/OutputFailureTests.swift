import Foundation
import Testing

/// Output that cannot be written is an error (exit 74) after the command's work is safe, and
/// no message ever hands a terminal a control sequence that someone typed.
@Suite struct OutputFailureTests {
    static let fullDisk = "Error: Cannot write the output: No space left on device. Anything the command recorded is saved.\n"

    /// Runs `tend` with standard output on `/dev/full`; returns the status and standard error.
    static func runToFullDisk(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, stderr: String) {
        try TendProcess.withScratchHome { home in try runToFullDisk(arguments, environment: environment, home: home) }
    }

    private static func runToFullDisk(_ arguments: [String], environment: [String: String], home: String) throws
        -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TendProcess.binary)
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "HOME": home, "COLUMNS": "80"]
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let millionOccurrences = ["schedule", "expand", "--rrule", "FREQ=MINUTELY", "--dtstart", "2026-01-01T00:00",
                                     "--from", "2026-01-01", "--to", "2027-11-26T10:40", "--tz", "UTC"]

    @Test(arguments: [["list", "--json"], ["summary", "--format", "json"], ["today"], ["--version"], ["help", "add"],
                      millionOccurrences, millionOccurrences + ["--json"]])
    func readingToAFullDiskFails(arguments: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try Self.runToFullDisk(arguments, environment: scenario.environment())
        #expect(result.status == 74)
        #expect(result.stderr == Self.fullDisk)
    }

    /// Runs `tend` with standard output on a non-blocking pipe that nobody reads until it has
    /// exited: its writes succeed until the pipe is full (64 KiB), then fail with EAGAIN.
    /// Returns the status, the bytes that reached the pipe (the last character may be cut) and
    /// standard error.
    static func runToFullPipe(_ arguments: [String], environment: [String: String]) throws
        -> (status: Int32, stdout: [UInt8], stderr: String) {
        try TendProcess.withScratchHome { home in try runToFullPipe(arguments, environment: environment, home: home) }
    }

    private static func runToFullPipe(_ arguments: [String], environment: [String: String], home: String) throws
        -> (status: Int32, stdout: [UInt8], stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TendProcess.binary)
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "HOME": home, "COLUMNS": "80", "LANG": "C.UTF-8"]
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let descriptor = out.fileHandleForWriting.fileDescriptor
        #expect(fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0)
        process.standardOutput = out
        let err = Pipe()
        process.standardError = err
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        return (process.terminationStatus, [UInt8](outData), String(decoding: errData, as: UTF8.self))
    }

    /// Ten years of summary (a day table of 3,650 rows: more than a pipe holds) in each format,
    /// to a pipe that fills part-way: what was written is the start of the whole output, and
    /// the command ends with the standard message and 74.
    @Test(arguments: [[], ["--format", "markdown"], ["--json"]])
    func aSummaryCutShortByAFullPipeFails(format: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let arguments = ["summary", "--from", "2016-12-05", "--to", "2026-12-01"] + format
        let whole = try TendProcess.run(arguments, environment: scenario.environment())
        #expect(whole.status == 0)
        #expect(whole.stdout.utf8.count > 65_536)
        let result = try Self.runToFullPipe(arguments, environment: scenario.environment())
        #expect(result.status == 74)
        #expect(result.stderr == "Error: Cannot write the output: Resource temporarily unavailable. Anything the command recorded is saved.\n")
        #expect(!result.stdout.isEmpty)
        #expect(result.stdout.count < whole.stdout.utf8.count)
        #expect(whole.stdout.utf8.starts(with: result.stdout))
    }

    @Test func aDoseConfirmedToAFullDiskIsStillRecorded() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try Self.runToFullDisk(["done", "ibuprofen", "2", "--at", "12:05"], environment: scenario.environment())
        #expect(result.status == 74)
        #expect(result.stderr == Self.fullDisk)
        let again = try TendProcess.run(["done", "ibuprofen", "2"], environment: scenario.environment())
        #expect(again.stdout == "Ibuprofen 400 mg #2 (12:00) was already done at 12:05; nothing changed.\n")
    }

    @Test(arguments: [
        ["add", "X", "--id", "a\u{1B}[2Jb", "--schedule", "daily"],
        ["\u{1B}[2Jtoday"],
        ["done", "\u{1B}]0;title\u{07}"],
        ["today", "--date", "\u{9B}31m"],
    ])
    func messagesNeverCarryControlCharacters(arguments: [String]) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(arguments, environment: scenario.environment())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }

    @Test func aTimeZoneWithAnEscapeIsShownInCaretNotation() throws {
        let result = try TendProcess.run(["today"], environment: ["TZ": "Mars\u{1B}[2J", "TEND_DB": "/nonexistent/dir/tend.db"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: TZ is 'Mars^[[2J', which is not a time zone; set it to a name such as 'Europe/Berlin'.\n")
    }
}
