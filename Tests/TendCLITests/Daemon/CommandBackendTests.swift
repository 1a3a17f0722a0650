import ExecutableScripts
import Foundation
import Testing

/// `tend daemon --backend command`: the user's program runs once per reminder, without a
/// shell, with the summary and body as arguments and the details in `TEND_*` variables; the
/// same rules as the other backends (nags, the fold, quiet hours, restarts).
@Suite(.timeLimit(.minutes(5))) struct CommandBackendTests {
    /// A sandbox whose configuration names a program that appends one line per run to a log:
    /// `kind|task|urgency|summary|body|argument count`, with the body's line breaks as `/`.
    struct Recorder {
        let sandbox: DaemonSandbox
        var log: URL { sandbox.directory.appendingPathComponent("runs.log") }

        init(extraConfig: String = "") throws {
            sandbox = try DaemonSandbox()
            let program = sandbox.directory.appendingPathComponent("notify me")
            try ExecutableScript.write("""
                #!/bin/sh
                printf '%s|%s|%s|%s|%s|%s\\n' "$TEND_KIND" "$TEND_TASK_ID" "$TEND_URGENCY" "$2" "$(printf %s "$3" | tr '\\n' /)" "$#" >> '\(log.path)'
                """, to: program.path)
            try sandbox.writeConfig("backend = command\ncommand = '\(program.path)' --from-tend\n" + extraConfig)
        }

        var runs: [String] { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }
    }

    @Test func runsTheProgramForEachReminderAndNag() throws {
        let recorder = try Recorder(extraConfig: "nag-interval = 1m\nnag-limit = 1\n")
        try recorder.sandbox.add("Ibuprofen", "daily at 08:00", options: ["--instructions", "With food; $(reboot)"])
        let daemon = try recorder.sandbox.startDaemon(now: "07:59:58", speed: 30)
        #expect(Wait.until(timeout: 15) { recorder.runs.count == 2 })
        Thread.sleep(forTimeInterval: 2.5)
        #expect(daemon.stop() == 0)
        #expect(recorder.runs == [
            "due|ibuprofen|normal|Ibuprofen at 08:00|With food; $(reboot)|3",
            "nag|ibuprofen|critical|Ibuprofen at 08:00 (1 min ago)|With food; $(reboot)|3",
        ])
        #expect(daemon.output == "")
    }

    @Test func foldsWhatCameDueWhileAway() throws {
        let recorder = try Recorder()
        for hour in 1...4 { try recorder.sandbox.add("Task \(hour)", "daily at 0\(hour):00") }
        let daemon = try recorder.sandbox.startDaemon(now: "06:00:00")
        #expect(Wait.until(timeout: 10) { recorder.runs.count == 1 })
        Thread.sleep(forTimeInterval: 0.5)
        #expect(daemon.stop() == 0)
        #expect(recorder.runs == [
            "folded||critical|4 reminders came due while you were away|Task 1 at 01:00 (5 h ago)/Task 2 at 02:00 (4 h ago)/"
                + "Task 3 at 03:00 (3 h ago)/Task 4 at 04:00 (2 h ago)|3",
        ])
    }

    @Test func quietHoursAndRestartsAsEverywhere() throws {
        let recorder = try Recorder(extraConfig: "quiet-hours = 08:00-08:02\n")
        try recorder.sandbox.add("Melatonin", "daily at 08:01")
        // The clock stands still and is set through the quiet hours, so that the reminder held
        // to their end goes out on that second (still on time) however busy the machine is.
        let first = try recorder.sandbox.startDaemon(now: "07:59:58", speed: ClockJumpTests.stillSpeed, name: "first")
        #expect(Wait.until(timeout: 10) { first.errors.contains("reminding from") })
        for time in ["08:01:00", "08:02:00"] {
            try recorder.sandbox.setClock(time)
            #expect(Wait.until(timeout: 10) { first.errors.contains("the clock was set to 2026-12-01T\(time)+00:00") })
        }
        #expect(Wait.until(timeout: 15) { recorder.runs.count == 1 })
        #expect(first.stop() == 0)
        let second = try recorder.sandbox.startDaemon(now: "08:02:30", name: "second")
        #expect(Wait.until(timeout: 10) { second.errors.contains("reminding from") })
        Thread.sleep(forTimeInterval: 1)
        #expect(second.stop() == 0)
        #expect(recorder.runs == ["due|melatonin|critical|Melatonin at 08:01 (1 min ago)||3"])
    }

    @Test func aProgramThatCannotRunFallsBackToPrint() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        try sandbox.writeConfig("backend = command\ncommand = /nonexistent/notify\n")
        let daemon = try sandbox.startDaemon(now: "07:59:59")
        #expect(Wait.until(timeout: 10) { daemon.output.contains("due:") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output == "2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]\n")
        #expect(daemon.errorLines(containing: "Warning:") == [
            "Warning: Command cannot show reminders (cannot run '/nonexistent/notify': No such file or directory); sending them through print and trying again later.",
        ])
    }
}
