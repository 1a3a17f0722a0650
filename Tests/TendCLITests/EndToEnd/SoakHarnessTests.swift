import Foundation
import Testing

/// `make soak` (bench/soak) reads tend's output to know what a scenario should find; when that
/// output changes, the harness must change with it. It once read a JSON key that had been
/// renamed and stopped before its first count, unnoticed: here its plan is written and read
/// back through the binary under test, as every scenario starts.
@Suite struct SoakHarnessTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func thePlanOfEveryScenarioReadsBackItsOccurrences() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-soak-harness-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            import json, sys
            sys.dont_write_bytecode = True
            sys.path.insert(0, sys.argv[1])
            import plan
            plan.create(sys.argv[2], sys.argv[3], "2026-12-01")
            for occurrence in plan.occurrences(sys.argv[2], sys.argv[3], "2026-12-02"):
                print(json.dumps(occurrence, sort_keys=True))
            """
        let result = try TendProcess.run(
            ["-c", script, Self.package.appendingPathComponent("bench/soak").path, TendProcess.binary,
             directory.appendingPathComponent("tend.db").path],
            executable: "/usr/bin/python3")
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout == """
            {"index": 3, "number": 1, "start": "2026-12-02T06:00:00+00:00", "task": "amoxicillin", "version": 1}
            {"index": 4, "number": 2, "start": "2026-12-02T14:00:00+00:00", "task": "amoxicillin", "version": 1}
            {"index": 5, "number": 3, "start": "2026-12-02T22:00:00+00:00", "task": "amoxicillin", "version": 1}
            {"index": 4, "number": 1, "start": "2026-12-02T08:00:00+00:00", "task": "ibuprofen", "version": 1}
            {"index": 5, "number": 2, "start": "2026-12-02T12:00:00+00:00", "task": "ibuprofen", "version": 1}
            {"index": 6, "number": 3, "start": "2026-12-02T16:00:00+00:00", "task": "ibuprofen", "version": 1}
            {"index": 7, "number": 4, "start": "2026-12-02T20:00:00+00:00", "task": "ibuprofen", "version": 1}
            {"index": 1, "number": 1, "start": "2026-12-02T18:30:00+00:00", "task": "physio", "version": 1}

            """)
    }
}
