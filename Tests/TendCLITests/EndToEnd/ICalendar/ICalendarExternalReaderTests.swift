import Foundation
import Testing

/// The exported file in the hands of independent readers: libical parses it without an error
/// and expands the same occurrences as tend over a year, so do Python's icalendar and
/// recurring_ical_events, and khal imports the event feed and lists the doses at the right local
/// times in Berlin and in New York.
@Suite(.serialized) struct ICalendarExternalReaderTests {
    /// The scenario exported to a file, and tend's own occurrences of it over a year in Berlin.
    struct Exported {
        let scenario: CarePlanScenario
        let file: String
        let expected: [String]

        init(_ arguments: [String] = []) throws {
            scenario = try CarePlanScenario()
            file = scenario.directory.appendingPathComponent("plan.ics").path
            let result = try TendProcess.run(["export", "--ics", "-o", file] + arguments, environment: scenario.environment())
            guard result.status == 0 else { throw CarePlanScenario.ScenarioError(step: arguments, stderr: result.stderr) }
            expected = try ICalendarSupport.occurrences(database: scenario.database, zone: "Europe/Berlin",
                                                        from: "2026-11-29", to: "2027-11-29")
        }
    }

    @Test func libicalParsesItAndExpandsTheSameOccurrences() throws {
        let exported = try Exported()
        defer { exported.scenario.remove() }
        let checker = exported.scenario.directory.appendingPathComponent("libical_check").path
        let flags = try Self.shell("pkg-config --cflags --libs libical")
        let build = try Self.shell("cc -O2 -o \(checker) \(ICalendarSupport.fixtures.path)/libical_check.c \(flags.stdout)")
        #expect(build.status == 0, "\(build.stderr)")
        let run = try Self.run(checker, [exported.file, "20261129", "20271129"], zone: "Europe/Berlin")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init).sorted() == exported.expected)
    }

    @Test func pythonIcalendarExpandsTheSameOccurrences() throws {
        let exported = try Exported()
        defer { exported.scenario.remove() }
        let python = try Self.pythonWithIcalendar()
        let run = try Self.run(python, ["\(ICalendarSupport.fixtures.path)/expand.py", exported.file, "Europe/Berlin", "2026-11-29", "2027-11-29"],
                               zone: "UTC")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init) == exported.expected)
    }

    @Test(arguments: [
        ("Europe/Berlin", ["06:00 Amoxicillin 500 mg", "08:00 Ibuprofen 400 mg", "08:00 Vitamin D", "08:00 イブプロフェン", "12:00 Ibuprofen 400 mg",
                           "14:00 Amoxicillin 500 mg", "16:00 Ibuprofen 400 mg", "18:30 Knee exercises", "20:00 Ibuprofen 400 mg",
                           "20:00 イブプロフェン", "22:00 Amoxicillin 500 mg"]),
        ("America/New_York", ["00:00 Amoxicillin 500 mg", "08:00 Ibuprofen 400 mg", "08:00 Vitamin D", "08:00 イブプロフェン",
                              "08:00 Amoxicillin 500 mg", "12:00 Ibuprofen 400 mg", "16:00 Ibuprofen 400 mg", "16:00 Amoxicillin 500 mg",
                              "18:30 Knee exercises", "20:00 Ibuprofen 400 mg", "20:00 イブプロフェン"]),
    ])
    func khalListsTheDosesAtTheirLocalTimes(zone: String, doses: [String]) throws {
        let exported = try Exported(["--events"])
        defer { exported.scenario.remove() }
        let home = exported.scenario.directory.appendingPathComponent("khal")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("calendar"), withIntermediateDirectories: true)
        let config = home.appendingPathComponent("config").path
        try """
            [calendars]
            [[tend]]
            path = \(home.path)/calendar
            type = calendar
            [locale]
            local_timezone = \(zone)
            default_timezone = \(zone)
            timeformat = %H:%M
            dateformat = %Y-%m-%d
            longdateformat = %Y-%m-%d
            datetimeformat = %Y-%m-%d %H:%M
            longdatetimeformat = %Y-%m-%d %H:%M

            """.write(toFile: config, atomically: true, encoding: .utf8)
        let imported = try Self.run("/usr/bin/khal", ["-c", config, "import", "--batch", "-a", "tend", exported.file], zone: zone)
        #expect(imported.status == 0, "\(imported.stderr)")
        let listed = try Self.run("/usr/bin/khal", ["-c", config, "list", "--format", "{start-time} {title}", "2026-12-02", "1d"], zone: zone)
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n").map(String.init).filter { $0.first?.isNumber == true }
        #expect(lines.sorted() == doses.sorted())
    }

    /// A Python with icalendar and recurring_ical_events: a venv the tests make once under
    /// `.build`, from PyPI.
    static func pythonWithIcalendar() throws -> String {
        #expect(venv.problem == nil, "\(venv.problem ?? "")")
        return venv.python
    }

    /// Made once per test run (a static is initialised once, even when suites run in parallel).
    private static let venv: (python: String, problem: String?) = {
        // Tests/Fixtures/icalendar → the package, whose .build holds the venv beside the build.
        let package = ICalendarSupport.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = package.appendingPathComponent(".build/icalendar-venv")
        let python = folder.appendingPathComponent("bin/python").path
        let check = try? run(python, ["-c", "import icalendar, recurring_ical_events"], zone: "UTC")
        if check?.status == 0 { return (python, nil) }
        let made = try? shell("rm -rf \(folder.path) && python3 -m venv \(folder.path) && "
            + "\(python) -m pip install --quiet icalendar==7.3.2 recurring-ical-events==3.8.2")
        return (python, made?.status == 0 ? nil : "cannot make the venv: \(made?.stderr ?? "python3 did not run")")
    }()

    static func shell(_ command: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try run("/bin/sh", ["-c", command], zone: "UTC")
    }

    static func run(_ program: String, _ arguments: [String], zone: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = zone
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let out = Pipe()
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("tend-ical-stderr-\(UUID().uuidString)").path
        FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let err = FileHandle(forWritingAtPath: errPath)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try err?.close()
        let errText = FileManager.default.contents(atPath: errPath) ?? Data()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errText, as: UTF8.self))
    }
}
