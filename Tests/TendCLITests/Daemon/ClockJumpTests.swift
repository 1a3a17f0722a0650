import Foundation
import Testing

/// `tend daemon --backend print` when its clock jumps, end to end on the real binary. The
/// pinned clock is set by writing the daemon's `TEND_CLOCK_FILE`, which the daemon takes
/// exactly as it takes a set of the system clock or a resume reported by its wall-clock alarm.
/// A suspend is the daemon stopped (SIGSTOP) while the clock moves on hours, then continued
/// (SIGCONT). These tests check what was sent, not how fast: the clock runs a thousand times
/// slower than real time, so it moves only when a test sets it and a busy machine cannot shift
/// a time stamp. (The loop's own tests, `ReminderLoopTests`, drive the same stories without a
/// process.)
@Suite(.timeLimit(.minutes(5))) struct ClockJumpTests {
    /// Wall-clock seconds per real second: a clock that stands still while a test runs.
    static let stillSpeed = 0.001

    @Test func afterASuspendWhatCameDueWithinTheWindowComesAtOnceAsOneFoldedReminder() throws {
        let sandbox = try DaemonSandbox()
        for hour in 9...13 { try sandbox.add("Task \(hour)", "daily at \(hour < 10 ? "0" : "")\(hour):00") }
        let daemon = try sandbox.startDaemon(["--backend", "print", "--catch-up", "4h30m"], now: "08:00:00", speed: Self.stillSpeed)
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        let pid = daemon.process.processIdentifier
        kill(pid, SIGSTOP)
        try sandbox.setClock("14:00:00")
        #expect(daemon.output == "")
        kill(pid, SIGCONT)
        #expect(Wait.until(timeout: 10) { daemon.output.hasSuffix("\n") })
        #expect(daemon.stop() == 0)
        // Task 9 came due 5 h before, outside the window: never sent.
        #expect(daemon.output == """
            2026-12-01T14:00:00+00:00 folded: 4 reminders came due while you were away — Task 10 at 10:00 (4 h ago); \
            Task 11 at 11:00 (3 h ago); Task 12 at 12:00 (2 h ago); Task 13 at 13:00 (1 h ago)

            """)
        #expect(daemon.errorLines(containing: "the clock was set") == [
            "tend daemon: the clock was set to 2026-12-01T14:00:00+00:00; planning again",
        ])
    }

    @Test func aClockSetBackAnHourSendsNothingTwice() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let daemon = try sandbox.startDaemon(["--backend", "print", "--nag-interval", "30m"], now: "07:59:59", speed: Self.stillSpeed)
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        try sandbox.setClock("08:00:00")
        #expect(Wait.until(timeout: 10) { daemon.output.contains("due:") })
        try sandbox.setClock("08:30:00")
        #expect(Wait.until(timeout: 10) { daemon.output.contains("nag:") })
        // An hour back, then on through the instant of the reminder and of the nag again. The
        // daemon plans in the turn it logs the set, before it reads the next signal.
        for time in ["07:29:59", "07:59:59", "08:00:00", "08:29:59", "08:30:00"] {
            try sandbox.setClock(time)
            #expect(Wait.until(timeout: 10) { daemon.errors.contains("the clock was set to 2026-12-01T\(time)+00:00") })
        }
        #expect(daemon.stop() == 0)
        #expect(daemon.output == """
            2026-12-01T08:00:00+00:00 due: Ibuprofen at 08:00 [tend:ibuprofen:1:0]
            2026-12-01T08:30:00+00:00 nag: Ibuprofen at 08:00 (30 min ago) [tend:ibuprofen:1:0]

            """)
    }

    @Test func aClockSetForwardPastADueInstantSendsItAtOnceAndOnce() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Walk", "daily at 09:00")
        try sandbox.add("Lunch", "daily at 12:00")
        let daemon = try sandbox.startDaemon(["--backend", "print"], now: "08:00:00", speed: Self.stillSpeed)
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        try sandbox.setClock("09:10:00")
        #expect(Wait.until(timeout: 10) { daemon.output.hasSuffix("\n") })
        // Set to the same instant again: the daemon plans once more and finds nothing to send.
        try sandbox.setClock("09:10:00")
        #expect(Wait.until(timeout: 10) { daemon.errorLines(containing: "the clock was set to 2026-12-01T09:10:00").count == 2 })
        #expect(daemon.stop() == 0)
        #expect(daemon.output == "2026-12-01T09:10:00+00:00 caught-up: Walk at 09:00 (10 min ago) [tend:walk:1:0]\n")
    }

    @Test func aClockFileThatIsNotATimeIsReportedAndTheClockRunsOn() throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Walk", "daily at 08:00")
        let daemon = try sandbox.startDaemon(["--backend", "print"], now: "07:59:58")
        #expect(Wait.until(timeout: 10) { daemon.errors.contains("reminding from") })
        try sandbox.writeClockFile("soon\n")
        #expect(Wait.until(timeout: 10) { daemon.output.contains("Walk") })
        #expect(daemon.stop() == 0)
        #expect(daemon.output == "2026-12-01T08:00:00+00:00 due: Walk at 08:00 [tend:walk:1:0]\n")
        #expect(daemon.errorLines(containing: "Warning:") == [
            "Warning: TEND_CLOCK_FILE '\(sandbox.clockFile.path)' holds 'soon', which is not a date and time; the clock runs on unchanged.",
        ])
    }

    @Test func aClockFileNeedsAPinnedClock() throws {
        let sandbox = try DaemonSandbox()
        let result = try TendProcess.run(["--db", sandbox.database, "daemon", "--backend", "print"],
                                         environment: sandbox.environment(["TEND_CLOCK_FILE": sandbox.clockFile.path]))
        #expect(result.status == 64)
        #expect(result.stderr == "Error: TEND_CLOCK_FILE sets a pinned clock; start it with TEND_NOW or --now.\n")
    }

    @Test func aClockSpeedOutOfRangeIsRefused() throws {
        let sandbox = try DaemonSandbox()
        for speed in ["0", "2000000", "fast", "1e-300", "0.0009", "nan"] {
            let result = try TendProcess.run(["--db", sandbox.database, "daemon", "--once", "--backend", "print"],
                                             environment: sandbox.environment(["TEND_NOW": "2026-12-01T08:00Z", "TEND_CLOCK_SPEED": speed]))
            #expect(result.status == 64)
            #expect(result.stderr == "Error: TEND_CLOCK_SPEED is '\(speed)'; write a number from 0.001 to 1000000, such as 60.\n")
        }
    }

    /// The pinned clock keeps nanoseconds in 64 bits: a start outside 1970-2199 is refused,
    /// never a trap.
    @Test(arguments: ["9999-12-31T23:59", "0001-01-01T00:00", "1969-12-31T23:59", "2200-01-01T00:00"])
    func aPinnedClockOutsideItsRangeIsRefused(now: String) throws {
        let sandbox = try DaemonSandbox()
        try sandbox.add("Ibuprofen", "daily at 08:00")
        let result = try TendProcess.run(["--db", sandbox.database, "--now", now, "daemon", "--once", "--backend", "print"],
                                         environment: sandbox.environment())
        #expect(result.status == 64)
        #expect(result.stderr == "Error: The daemon's pinned clock runs from 1 Jan 1970 to 31 Dec 2199, and --now or TEND_NOW is outside that; give a time within it.\n")
    }

    /// On the system clock the wall-clock alarm alone brings the due instant: the daemon
    /// sends it and then sleeps with no timeout at all. (The time stamp's seconds are masked:
    /// on a busy machine the daemon may start, or wake, a second late.)
    @Test func onTheSystemClockTheAlarmSendsOnTimeAndTheDaemonSleepsWithoutATimeout() throws {
        let sandbox = try DaemonSandbox()
        // Two seconds ahead, not on a whole minute (which the reminder would write without seconds).
        var seconds = (Date().timeIntervalSince1970 + 2).rounded(.down)
        if seconds.truncatingRemainder(dividingBy: 60) == 0 { seconds += 1 }
        let due = Date(timeIntervalSince1970: seconds)
        let stamp = { (format: String) in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            return formatter.string(from: due)
        }
        let added = try TendProcess.run(["--db", sandbox.database, "add", "Pulse", "--schedule", "DTSTART:\(stamp("yyyyMMdd'T'HHmmss")) RRULE:FREQ=DAILY"],
                                        environment: sandbox.environment())
        #expect(added.status == 0, "\(added.stderr)")
        let daemon = try sandbox.startDaemon(["--backend", "print"], now: nil)
        #expect(Wait.until(timeout: 10) { daemon.output.hasSuffix("\n") })
        #expect(daemon.output.secondsMasked
            == "\(stamp("yyyy-MM-dd'T'HH:mm:ss"))+00:00 due: Pulse at \(stamp("HH:mm:ss")) [tend:pulse:1:0]\n".secondsMasked)
        #if arch(x86_64)
        // /proc/PID/syscall while it sleeps: `7` (poll), the descriptors, their count, the
        // timeout (an int); once the 50 ms look at the database after its own write is over, -1.
        let syscall = "/proc/\(daemon.process.processIdentifier)/syscall"
        var fields: [String] = []
        #expect(Wait.until(timeout: 10) {
            fields = ((try? String(contentsOfFile: syscall, encoding: .utf8)) ?? "").split(separator: " ").map(String.init)
            return fields.first == "7" && ["0xffffffff", "0xffffffffffffffff"].contains(fields.dropFirst(3).first)
        }, "the daemon sleeps in \(fields)")
        #endif
        #expect(daemon.stop() == 0)
    }
}
