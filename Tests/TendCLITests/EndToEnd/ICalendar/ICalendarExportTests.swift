import Foundation
import Testing

/// `tend export --ics` on the scenario plan: the whole file compared with a golden file, as
/// tasks and as events; correct RFC 5545 lines; `-o` writes an owner-only file.
@Suite struct ICalendarExportTests {
    @Test(arguments: [(["export", "--ics"], "export-scenario.ics"), (["export", "--ics", "--events"], "export-scenario-events.ics")])
    func theScenarioPlan(arguments: [String], golden: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(arguments, environment: scenario.environment())
        #expect(result.status == 0)
        #expect(result.stderr == "")
        try Golden.check(result.stdout, name: golden)
        let bytes = Array(result.stdout.utf8)
        #expect(bytes.last == 0x0A)
        var lineStart = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            #expect(i > 0 && bytes[i - 1] == 0x0D, "a line ends without CR at byte \(i)")
            #expect(i - 1 - lineStart <= 75, "a line is longer than 75 octets at byte \(lineStart)")
            lineStart = i + 1
        }
        let lines = result.stdout.components(separatedBy: "\r\n")
        let components = lines.filter { $0 == "BEGIN:VTODO" || $0 == "BEGIN:VEVENT" }.count
        #expect(lines.filter { $0.hasPrefix("DTSTAMP:") }.count == components)
    }

    @Test func toAnOwnerOnlyFile() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent("plan.ics").path
        let written = try TendProcess.run(["export", "--ics", "ibuprofen", "vitamin-d", "-o", path], environment: scenario.environment())
        #expect(written.status == 0)
        #expect(written.stdout == "")
        let printed = try TendProcess.run(["export", "--ics", "ibuprofen", "vitamin-d"], environment: scenario.environment())
        #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.stdout)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(printed.stdout.contains("UID:ibuprofen@tend\r\n"))
        #expect(!printed.stdout.contains("UID:physio@tend"))
    }

    @Test func aFileThatCannotBeWrittenIsAnError() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let path = scenario.directory.appendingPathComponent("no/such/folder/plan.ics").path
        let result = try TendProcess.run(["export", "--ics", "-o", path], environment: scenario.environment())
        #expect(result.status == 73)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Cannot create '\(path)': No such file or directory; choose another file.\n")
    }

    @Test(arguments: [
        (["export"], "Error: Give --ics (iCalendar) or --json (the whole plan) to choose the format.\n"),
        (["export", "--ics", "nosuch"], "Error: No task 'nosuch'; 'tend list' shows the tasks.\n"),
    ])
    func refused(arguments: [String], message: String) throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(arguments, environment: scenario.environment())
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message))
    }
}
