import ExecutableScripts
import Foundation
import Testing
@testable import TendNotify

/// The command backend runs the user's program without a shell, with the summary and body as
/// arguments and the details in the environment.
@Suite struct CommandNotifierTests {
    typealias F = PlanningFixtures

    @Test func passesArgumentsAndEnvironmentWithoutAShell() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tend-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("record")
        let output = directory.appendingPathComponent("out")
        try ExecutableScript.write("""
            #!/bin/sh
            { printf '[%s]\\n' "$@"; env | grep '^TEND_' | sort; } > '\(output.path)'
            """, to: script.path)

        var warnings: [String] = []
        let notifier = CommandNotifier(command: [script.path, "--first", "$HOME; rm -rf /"], environment: ["PATH": "/usr/bin:/bin"]) {
            warnings.append($0)
        }
        let task = F.task("ibuprofen", "daily at 08:00 \"Morning\"", instructions: "with food")
        let candidate = try #require(F.candidates(task).first)
        try notifier.deliver(ReminderComposer(zone: .utc, offersActions: true).reminder(kind: .due, candidates: [candidate], now: F.at("08:00")))

        let deadline = Date().addingTimeInterval(10)
        while !((try? String(contentsOf: output, encoding: .utf8))?.contains("TEND_VERSION") ?? false), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.hasPrefix("[--first]\n[$HOME; rm -rf /]\n[Ibuprofen at 08:00]\n[Morning\nwith food]\n"))
        for line in ["TEND_KIND=due", "TEND_TASK_ID=ibuprofen", "TEND_TASK_TITLE=Ibuprofen", "TEND_INDEX=0", "TEND_VERSION=1",
                     "TEND_START=2026-12-01T08:00:00+00:00", "TEND_URGENCY=normal", "TEND_LABEL=Morning", "TEND_COUNT=1",
                     "TEND_TAG=tend:ibuprofen:1:0", "TEND_ACTIONS=done snooze"] {
            #expect(text.contains(line + "\n"), "\(line)")
        }
        _ = notifier.finishWait([])
        #expect(warnings.isEmpty)
    }

    @Test func aProgramThatCannotStartThrows() throws {
        let notifier = CommandNotifier(command: ["/nonexistent/notify"], environment: [:]) { _ in }
        let candidate = try #require(F.candidates(F.task("ibuprofen", "daily at 08:00")).first)
        let reminder = ReminderComposer(zone: .utc, offersActions: true).reminder(kind: .due, candidates: [candidate], now: F.at("08:00"))
        let error = #expect(throws: NotifierError.self) { try notifier.deliver(reminder) }
        #expect(error?.message == "cannot run '/nonexistent/notify': No such file or directory")
    }
}
