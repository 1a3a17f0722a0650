import Foundation
import Testing

/// The README's crontab line runs under cron's own environment: PATH=/usr/bin:/bin, which does
/// not hold /usr/local/bin, so the line names tend where `make install` puts it.
@Suite struct CronLineTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The command of the README's crontab line (the words after the five time fields).
    static func readmeCronCommand() throws -> String {
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("0 7 * * 1 ") })
        return line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)[5]
            .trimmingCharacters(in: .whitespaces)
    }

    @Test func theLineNamesTheInstalledPath() throws {
        let makefile = try String(contentsOf: Self.package.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("PREFIX ?= /usr/local\n"))
        #expect(try Self.readmeCronCommand().hasPrefix("/usr/local/bin/tend "))
    }

    @Test func theLineRunsUnderCronsPath() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("tend-cron-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: prefix) }
        // What `make install PREFIX=…` does to the binary.
        let installed = prefix.appendingPathComponent("bin/tend").path
        try FileManager.default.copyItem(atPath: TendProcess.binary, toPath: installed)
        let database = prefix.appendingPathComponent("tend.db").path
        let environment = ["TEND_DB": database, "TEND_NOW": "2026-12-08T07:00", "TZ": "UTC"]
        #expect(try TendProcess.run(["add", "Walk", "--schedule", "daily at 08:00", "--from", "2026-12-01"], environment: environment).status == 0)

        let command = try Self.readmeCronCommand().replacingOccurrences(of: "/usr/local/bin/tend", with: installed)
        let cron = try TendProcess.run(
            ["-i", "PATH=/usr/bin:/bin", "HOME=\(prefix.path)", "SHELL=/bin/sh"] + environment.map { "\($0)=\($1)" }
                + ["/bin/sh", "-c", command],
            executable: "/usr/bin/env")
        // Every dose of the week was missed: --fail-if-missed exits 1 with the summary on stdout.
        #expect(cron.status == 1, "\(cron.stderr)")
        #expect(cron.stdout.contains("Walk"))
        #expect(cron.stderr == "")
    }
}
