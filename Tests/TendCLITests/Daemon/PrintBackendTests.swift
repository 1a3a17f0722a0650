import Foundation
import Testing
import TendStore

/// `tend daemon --backend print` on a scratch database: on time, lead times, nags, the
/// catch-up fold, quiet hours, restarts, and changes made from the shell while it sleeps.
/// The clock starts seconds before the reminders and runs fast where minutes must pass.
@Suite(.timeLimit(.minutes(5))) struct PrintBackendTests {
    @Test func remindsAtTheStartAndNagsUpToTheLimit() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00 \"Morning\"", options: ["--instructions", "With food"])
        let daemon = try sandbox.startDaemon(["--backend", "print", "--nag-interval", "1m", "--nag-limit", "2"],
                                             now: "07:59:58", speed: 30)
        #expect(Wait.until(timeout: 15) { daemon.outputLines(containing: "nag:").count == 2 })
        Thread.sleep(forTimeInterval: 2.5)
        #expect(daemon.stop() == 0)
        #expect(daemon.output.secondsMasked == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 — Morning; With food [tend:ibuprofen:1:0]
            2026-12-01T08:01:00+00:00 nag: Ibuprofen at 08:00 (1 min ago) — Morning; With food [tend:ibuprofen:1:0]
            2026-12-01T08:02:00+00:00 nag: Ibuprofen at 08:00 (2 min ago) — Morning; With food [tend:ibuprofen:1:0]

            """.secondsMasked)
    }

    /// Issue 13: a value logged from the shell while the daemon runs that meets a rule brings the
    /// alert once (and `tend log` says its own line); one logged before the daemon started, or
    /// below the threshold, does not. The last entry's alert marks that the daemon has looked at
    /// every entry before it, so no wait of real time is needed to see that nothing else came.
    @Test func aValueLoggedFromTheShellThatMeetsARuleBringsTheAlert() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Nausea", "every day", options: ["--style", "log"])
        try sandbox.tend(["contact", "add", "Dr. Sato", "--id", "dr-sato", "--phone", "clinic=+81 3-1234-5678"], now: "00:00:00")
        try sandbox.tend(["edit", "nausea", "--alert", ">= 8: call dr-sato"], now: "00:00:00")
        try sandbox.tend(["log", "nausea", "--value", "9", "--unit", "/10"], now: "09:30:00")
        let daemon = try sandbox.startDaemon(["--backend", "print", "--catch-up", "1m"], now: "10:00:00")
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        try sandbox.tend(["log", "nausea", "--value", "7", "--unit", "/10"], now: "10:00:01")
        let logged = try sandbox.tend(["log", "nausea", "--value", "8", "--unit", "/10"], now: "10:00:02")
        #expect(logged.stdout.hasSuffix("\nNausea 8 /10. Your plan says: call Dr. Sato, +81 3-1234-5678.\n"))
        #expect(Wait.until(timeout: 10) { daemon.output.contains("[tend:alert:nausea:0:log:3]") })
        try sandbox.tend(["log", "nausea", "--value", "10", "--unit", "/10"], now: "10:00:03")
        #expect(Wait.until(timeout: 10) { daemon.output.contains("[tend:alert:nausea:0:log:4]") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output.secondsMasked == "2026-12-01T10:00:SS+00:00 alert: Nausea 8 /10 — Your plan says: call Dr. Sato, "
            + "+81 3-1234-5678. <tel:+81312345678> [tend:alert:nausea:0:log:3]\n"
            + "2026-12-01T10:00:SS+00:00 alert: Nausea 10 /10 — Your plan says: call Dr. Sato, "
            + "+81 3-1234-5678. <tel:+81312345678> [tend:alert:nausea:0:log:4]\n")
    }

    /// The daemon runs for days, so it reads every page at its start, which the everyday
    /// commands do not.
    @Test func aDamagedDatabaseStopsTheDaemonAtItsStart() throws {
        let sandbox = try DaemonSandbox()
        for title in ["Ibuprofen", "Vitamin D", "Walk"] { try sandbox.add(title, "daily at 08:00") }
        let url = URL(fileURLWithPath: sandbox.database)
        var bytes = try Data(contentsOf: url)
        try #require(bytes.count >= 6 * 4096)
        bytes.replaceSubrange(3 * 4096..<5 * 4096, with: Data(repeating: 0x55, count: 2 * 4096))
        try bytes.write(to: url)
        let result = try TendProcess.run(["20", TendProcess.binary, "--db", sandbox.database, "daemon", "--backend", "print"],
                                         environment: ["TEND_NOW": "2026-12-01T07:00:00Z"], executable: "/usr/bin/timeout")
        #expect(result.status != 0 && result.status != 124)
        #expect(result.stderr.hasPrefix("Error: '\(sandbox.database)' is damaged (integrity check failed: "))
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test func aTaskOwnLeadTimeComesBeforeTheDefault() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        try sandbox.add("Walk", "daily at 08:00")
        let store = try CareStore(path: sandbox.database)
        try store.write { transaction in
            var task = try #require(try transaction.task(id: "walk"))
            task.notificationLeadSeconds = 300
            try transaction.updateTask(task)
        }
        let daemon = try sandbox.startDaemon(["--backend", "print", "--lead", "1m"], now: "07:54:58", speed: 30)
        #expect(Wait.until(timeout: 15) { daemon.output.contains("Ibuprofen") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output.secondsMasked == """
            2026-12-01T07:55:00+00:00 due: Walk at 08:00 [tend:walk:1:0]
            2026-12-01T07:59:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]

            """.secondsMasked)
    }

    @Test func moreThanThreeRemindersFromWhileAwayComeAsOne() throws {
        let sandbox = try DaemonSandbox()
        for hour in 1...4 { try sandbox.add("Task \(hour)", "daily at 0\(hour):00") }
        try sandbox.add("Old", "daily at 05:00", created: "00:00:00")
        let daemon = try sandbox.startDaemon(["--backend", "print", "--catch-up", "3h30m"], now: "06:00:00")
        #expect(Wait.until(timeout: 10) { daemon.output.contains("\n") })
        Thread.sleep(forTimeInterval: 0.5)
        #expect(daemon.stop() == 0)
        // Tasks 1 and 2 are older than the window: three remain, each sent on its own.
        #expect(daemon.output.secondsMasked == """
            2026-12-01T06:00:00+00:00 caught-up: Task 3 at 03:00 (3 h ago) [tend:task-3:1:0]
            2026-12-01T06:00:00+00:00 caught-up: Task 4 at 04:00 (2 h ago) [tend:task-4:1:0]
            2026-12-01T06:00:00+00:00 caught-up: Old at 05:00 (1 h ago) [tend:old:1:0]

            """.secondsMasked)

        let fold = try DaemonSandbox()
        for hour in 1...5 { try fold.add("Task \(hour)", "daily at 0\(hour):00") }
        let folding = try fold.startDaemon(["--backend", "print"], now: "06:00:00")
        #expect(Wait.until(timeout: 10) { folding.output.contains("\n") })
        Thread.sleep(forTimeInterval: 0.5)
        #expect(folding.stop() == 0)
        #expect(folding.output.secondsMasked == """
            2026-12-01T06:00:00+00:00 folded: 5 reminders came due while you were away — Task 1 at 01:00 (5 h ago); \
            Task 2 at 02:00 (4 h ago); Task 3 at 03:00 (3 h ago); Task 4 at 04:00 (2 h ago); Task 5 at 05:00 (1 h ago)

            """.secondsMasked)
    }

    /// The clock stands still and is set through the quiet hours, so that the reminder held
    /// to their end goes out on that second (a minute after it came due, which is still on
    /// time) however busy the machine is.
    @Test(arguments: ["wait", "skip"])
    func quietHoursHoldOrDropWhatComesDueInThem(mode: String) throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Melatonin", "daily at 08:01")
        try sandbox.add("Walk", "daily at 08:03")
        let daemon = try sandbox.startDaemon(["--backend", "print", "--quiet-hours", "08:00-08:02", "--quiet-mode", mode],
                                             now: "07:59:58", speed: ClockJumpTests.stillSpeed)
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        for time in ["08:01:00", "08:02:00", "08:03:00"] {
            try sandbox.setClock(time)
            #expect(Wait.until(timeout: 10) { daemon.errors.contains("the clock was set to 2026-12-01T\(time)+00:00") })
        }
        #expect(Wait.until(timeout: 10) { daemon.output.contains("Walk") })
        #expect(daemon.stop() == 0)
        let expected = mode == "wait"
            ? "2026-12-01T08:02:00+00:00 due: Melatonin at 08:01 (1 min ago) [tend:melatonin:1:0]\n" : ""
        #expect(daemon.output == expected + "2026-12-01T08:03:00+00:00 due: Walk at 08:03 [tend:walk:1:0]\n")
    }

    @Test func aRestartSendsNothingTwice() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let first = try sandbox.startDaemon(["--backend", "print"], now: "07:59:59", name: "first")
        #expect(Wait.until(timeout: 10) { first.output.contains("due:") })
        #expect(first.stop() == 0)
        let second = try sandbox.startDaemon(["--backend", "print"], now: "08:00:05", name: "second")
        #expect(Wait.until(timeout: 10) { second.errors.contains("reminding from") })
        Thread.sleep(forTimeInterval: 1)
        #expect(second.stop() == 0)
        #expect(second.output == "")
        let once = try sandbox.tend(["daemon", "--once", "--backend", "print"], now: "08:00:10")
        #expect(once.stdout == "")
    }

    @Test func aDoseDoneFromTheShellIsNotNaggedAndANewTaskIsReminded() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let daemon = try sandbox.startDaemon(["--backend", "print", "--nag-interval", "1m"], now: "07:59:59", speed: 20)
        #expect(Wait.until(timeout: 10) { daemon.output.contains("due:") })
        try sandbox.tend(["done", "ibuprofen"], now: "08:00:10")
        // A task added while the daemon sleeps (its next wake is a minute away) is reminded on time.
        try sandbox.add("Walk", "daily at 08:02", created: "08:00:20")
        #expect(Wait.until(timeout: 15) { daemon.output.contains("Walk") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output.secondsMasked == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]
            2026-12-01T08:02:00+00:00 due: Walk at 08:02 [tend:walk:1:0]

            """.secondsMasked)
    }

    /// An import writes its rows with the triggers set aside and journals every task at the
    /// end: the daemon, with nothing due before tomorrow, hears of the imported task at once.
    @Test func aTaskImportedWhileTheDaemonSleepsIsReminded() throws {
        let sandbox = try DaemonSandbox()
        let other = sandbox.directory.appendingPathComponent("other.db").path
        let backup = sandbox.directory.appendingPathComponent("walk.json").path
        for arguments in [["add", "Walk", "--schedule", "daily at 08:02"], ["export", "--json", "-o", backup]] {
            let made = try TendProcess.run(["--db", other, "--now", "2026-12-01T00:00:00Z"] + arguments, environment: sandbox.environment())
            #expect(made.status == 0, "\(made.stderr)")
        }
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let daemon = try sandbox.startDaemon(["--backend", "print"], now: "07:59:59", speed: 20)
        #expect(Wait.until(timeout: 10) { daemon.output.contains("due:") })
        try sandbox.tend(["done", "ibuprofen"], now: "08:00:10")
        try sandbox.tend(["import", "--json", backup], now: "08:00:20")
        #expect(Wait.until(timeout: 15) { daemon.output.contains("Walk") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output.secondsMasked == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]
            2026-12-01T08:02:00+00:00 due: Walk at 08:02 [tend:walk:1:0]

            """.secondsMasked)
    }

    /// The signal wakes the daemon from its sleep (the next reminder is two hours away), and it
    /// ends on its own with status 0, saying so.
    @Test(arguments: [SIGTERM, SIGINT])
    func endsCleanlyOnTheSignal(signal: Int32) throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let daemon = try sandbox.startDaemon(["--backend", "print"], now: "06:00:00")
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        #expect(daemon.stop(signal, timeout: 60) == 0)
        #expect(daemon.errors.hasSuffix("tend daemon: stopped\n"))
        #expect(daemon.output == "")
    }

    @Test func hangUpRereadsTheConfiguration() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        try sandbox.writeConfig("backend = print\n")
        let daemon = try sandbox.startDaemon(now: "06:00:00")
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        try sandbox.writeConfig("backend = print\nlead = 2h\n")
        kill(daemon.process.processIdentifier, SIGHUP)
        #expect(Wait.until(timeout: 10) { daemon.output.contains("due:") })
        #expect(daemon.errorLines(containing: "reread the configuration").first?.contains("lead 2h") == true)
        #expect(daemon.output.secondsMasked == "2026-12-01T06:00:SS+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]\n")
        #expect(daemon.stop() == 0)
    }

    @Test func onceSendsWhatIsDueAndExits() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        try sandbox.add("Walk", "daily at 09:00")
        let first = try sandbox.tend(["daemon", "--once", "--backend", "print"], now: "08:05:00")
        #expect(first.stdout == "2026-12-01T08:05:00+00:00 caught-up: Ibuprofen at 08:00 (5 min ago) [tend:ibuprofen:1:0]\n")
        let nag = try sandbox.tend(["daemon", "--once", "--backend", "print"], now: "08:40:00")
        #expect(nag.stdout == "2026-12-01T08:40:00+00:00 nag: Ibuprofen at 08:00 (40 min ago) [tend:ibuprofen:1:0]\n")
    }

    @Test func aSecondDaemonOnTheSameDatabaseIsRefused() throws {
        let sandbox = try DaemonSandbox()
        let daemon = try sandbox.startDaemon(["--backend", "print"], now: "06:00:00")
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        let second = try TendProcess.run(["--db", sandbox.database, "daemon", "--backend", "print"], environment: sandbox.environment())
        #expect(second.status == 1)
        #expect(second.stderr == "Error: Another tend daemon (process \(daemon.process.processIdentifier)) is already reminding from '\(sandbox.database)'; stop it first ('systemctl --user stop tend').\n")
        #expect(daemon.stop() == 0)
    }
}
