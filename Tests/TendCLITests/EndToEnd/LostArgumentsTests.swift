import Foundation
import Testing

/// When the system cannot hand tend its arguments, tend says so and does nothing, instead of
/// running the default command as if none were given.
@Suite struct LostArgumentsTests {
    @Test(arguments: [["--version"], ["add", "X", "--schedule", "daily"]])
    func noFreeDescriptorForTheArgumentsFailsWithoutDoingAnything(arguments: [String]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-args-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("tend.db").path
        // With only three descriptors, the runtime cannot open /proc/self/cmdline.
        let script = "ulimit -n 3; exec \"$0\" \"$@\""
        let result = try TendProcess.run(["-c", script, TendProcess.binary] + arguments,
                                         environment: ["TEND_DB": database], executable: "/bin/bash")
        #expect(result.status == 71)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: Cannot read the command line: the system gave tend no arguments (is /proc mounted and readable, and is a file descriptor free?). Nothing was done.\n")
        #expect(!FileManager.default.fileExists(atPath: database))
    }
}
