import Foundation
import Testing

/// `make demo` (the README's first command) runs `scripts/demo`: every step of it succeeds on
/// the binary under test, and the plan it shows is the one the script records.
@Suite struct DemoScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/demo").path

    @Test func theDemoRunsThroughWithTheMorningsDosesRecorded() throws {
        let result = try TendProcess.run([Self.script, TendProcess.binary], executable: "/bin/bash")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for line in ["Done: Ibuprofen 400 mg #1 (08:00) at 08:05", "Done: Amoxicillin 500 mg #1 (06:00) at 06:10",
                     "Done: Water #2 (10:00) at 10:15", "5 of 16 done", "Overall                                   5 of 7 (71 %)",
                     "== tend chart"] {
            #expect(result.stdout.contains(line), "the demo's output lacks '\(line)'")
        }
    }
}
