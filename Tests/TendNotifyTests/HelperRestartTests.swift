import ExecutableScripts
import Foundation
import Testing
@testable import TendNotify
import TendSystem

/// `HelperNotifier` when its helper ends while popups are showing, against a stand-in
/// helper (a shell script) that speaks the protocol and records what it is told: a new helper
/// is started and shows each popup still showing again in place of its server id, answers
/// given to it reach the daemon, and helpers that keep ending are restarted at most once per
/// interval and then given up on. The real helper against dunst is tested in
/// `DesktopReminderTests.aNewHelperTakesOverThePopupOfOneThatWasKilledAndItsDoneButtonStillWorks`.
@Suite struct HelperRestartTests {
    typealias F = PlanningFixtures

    /// A directory with the stand-in helper. The helper writes `start <pid> <nanoseconds>` and
    /// each line it reads to `log`; it answers a `show` with `shown`, the id it was given or
    /// else its own next one (100, 101, … for its first start, 200, … for the second); it
    /// reports tags with `walk` in them closed at once. A file `die-on-takeover` makes it exit
    /// with status 3 on a `show` that carries an id; `answer-on-takeover` makes it answer such
    /// a popup with Done.
    final class StandIn {
        let directory: URL
        var helper: String { directory.appendingPathComponent("tend-notify").path }

        init() throws {
            // Writing to a helper that ended fails with EPIPE, as in the daemon, not with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
            directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tend-helper-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let script = #"""
                #!/bin/sh
                dir=$(dirname "$0")
                starts=$(grep -c '^start' "$dir/log" 2>/dev/null)
                echo "start $$ $(date +%s%N)" >> "$dir/log"
                id=$(( (${starts:-0} + 1) * 100 - 1 ))
                while IFS= read -r line; do
                  printf '%s\n' "$line" >> "$dir/log"
                  case "$line" in show*) ;; *) continue ;; esac
                  tag=$(printf '%s\n' "$line" | cut -f2)
                  given=$(printf '%s\n' "$line" | cut -f8)
                  if [ -n "$given" ] && [ -e "$dir/die-on-takeover" ]; then exit 3; fi
                  if [ -n "$given" ]; then shown=$given; else id=$((id + 1)); shown=$id; fi
                  printf 'shown\t%s\t%s\n' "$tag" "$shown"
                  case "$tag" in *walk*) printf 'closed\t%s\n' "$tag" ;; esac
                  if [ -n "$given" ] && [ -e "$dir/answer-on-takeover" ]; then printf 'answered\t%s\tdone\n' "$tag"; fi
                done
                """#
            try ExecutableScript.write(script, to: helper)
        }

        deinit {
            try? FileManager.default.removeItem(at: directory)
        }

        var log: [String] {
            ((try? String(contentsOf: directory.appendingPathComponent("log"), encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init)
        }

        /// The `start` lines: process id and when, in nanoseconds.
        var starts: [(pid: pid_t, nanoseconds: Int64)] {
            log.filter { $0.hasPrefix("start ") }.map { line in
                let fields = line.split(separator: " ")
                return (pid_t(fields[1])!, Int64(fields[2])!)
            }
        }

        /// The `show` lines the helper started `index`-th (from 0) read, as `tag id`.
        func shows(ofStart index: Int) -> [String] {
            let lines = log.split { $0.hasPrefix("start ") }
            guard index < lines.count else { return [] }
            return lines[index].filter { $0.hasPrefix("show\t") }.map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                return "\(fields[1]) \(fields[7])"
            }
        }

        func touch(_ name: String) {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
        }
    }

    /// What the notifier told the daemon's log.
    final class Log {
        var info: [String] = []
        var warnings: [String] = []
    }

    static func notifier(_ standIn: StandIn, log: Log, restartIntervalMilliseconds: Int64 = 5_000) -> HelperNotifier {
        HelperNotifier(helperPath: standIn.helper, environment: ["PATH": "/usr/bin:/bin"], inform: { log.info.append($0) },
                          warn: { log.warnings.append($0) }, restartIntervalMilliseconds: restartIntervalMilliseconds)
    }

    static func reminder(_ id: String, at time: String) throws -> Reminder {
        let candidate = try #require(F.candidates(F.task(id, "daily at 08:00")).first)
        return ReminderComposer(zone: .utc, offersActions: true).reminder(kind: .due, candidates: [candidate], now: F.at(time))
    }

    /// Turns of the daemon's wait, as its loop makes them, until `condition` holds for the
    /// answers handed out so far or `seconds` pass; the answers.
    @discardableResult
    static func turns(_ notifier: HelperNotifier, for seconds: Double = 5,
                      until condition: ([ReminderResponse]) -> Bool = { _ in false }) -> [ReminderResponse] {
        let deadline = Date().addingTimeInterval(seconds)
        var responses: [ReminderResponse] = []
        while !condition(responses) && Date() < deadline {
            let wait = notifier.prepareWait()
            let timeout = min(wait.timeoutMilliseconds ?? 50, 50)
            let ready = (try? DescriptorWait.readable(wait.descriptors, timeoutMilliseconds: timeout)) ?? []
            responses += notifier.finishWait(ready)
        }
        return responses
    }

    @Test func aNewHelperTakesOverThePopupsStillShowingAndHearsTheirButtons() throws {
        let standIn = try StandIn()
        let log = Log()
        let notifier = Self.notifier(standIn, log: log)
        let ibuprofen = try Self.reminder("ibuprofen", at: "08:00")
        let walk = try Self.reminder("walk", at: "08:01")
        let stretch = try Self.reminder("stretch", at: "08:02")
        for reminder in [ibuprofen, walk, stretch] { try notifier.deliver(reminder) }
        // The server closed the walk's popup: not shown again.
        Self.turns(notifier, for: 0.2)
        standIn.touch("answer-on-takeover")
        let first = try #require(standIn.starts.first).pid
        kill(first, SIGKILL)
        let responses = Self.turns(notifier) { log.info.count == 1 && $0.count == 2 }
        #expect(standIn.starts.count == 2)
        #expect(standIn.shows(ofStart: 0) == ["tend:ibuprofen:1:0 ", "tend:walk:1:0 ", "tend:stretch:1:0 "])
        #expect(standIn.shows(ofStart: 1) == ["tend:ibuprofen:1:0 100", "tend:stretch:1:0 102"])
        #expect(log.info == ["the libnotify helper was ended by signal 9; a new one took over 2 popups"])
        #expect(log.warnings.isEmpty)
        #expect(responses.map(\.action) == [.done, .done])
        #expect(responses.map(\.occurrence) == [ibuprofen.occurrences[0], stretch.occurrences[0]])

        // A nag of a popup taken over replaces it by its id on the new helper.
        try notifier.deliver(try Self.reminder("ibuprofen", at: "08:30"))
        #expect(standIn.shows(ofStart: 1).last == "tend:ibuprofen:1:0 100")
    }

    @Test func aHelperThatEndsBeforeAReminderIsReplacedForIt() throws {
        let standIn = try StandIn()
        let log = Log()
        let notifier = Self.notifier(standIn, log: log)
        try notifier.deliver(try Self.reminder("ibuprofen", at: "08:00"))
        let first = try #require(standIn.starts.first).pid
        kill(first, SIGKILL)
        // The daemon has not waited since: the reminder finds the helper gone.
        Thread.sleep(forTimeInterval: 0.1)
        try notifier.deliver(try Self.reminder("stretch", at: "08:02"))
        #expect(standIn.shows(ofStart: 1) == ["tend:ibuprofen:1:0 100", "tend:stretch:1:0 "])
        #expect(log.info == ["the libnotify helper was ended by signal 9; a new one took over 1 popup"])
        #expect(log.warnings.isEmpty)
    }

    @Test func helpersThatKeepEndingAreRestartedAtMostOncePerIntervalThenGivenUpOn() throws {
        let standIn = try StandIn()
        let log = Log()
        let notifier = Self.notifier(standIn, log: log, restartIntervalMilliseconds: 1_000)
        try notifier.deliver(try Self.reminder("ibuprofen", at: "08:00"))
        standIn.touch("die-on-takeover")
        kill(try #require(standIn.starts.first).pid, SIGKILL)
        Self.turns(notifier, for: 20) { _ in log.warnings.count == 3 }
        // Nothing more: no helper, no popup to take over, no timeout.
        Self.turns(notifier, for: 0.5)
        // The spacing of the restarts is `HelperRestarts`' (see HelperRestartsTests), on times
        // passed in: here, how many helpers started and what the log says of the interval.
        #expect(standIn.starts.count == 4)
        #expect(log.warnings == [
            "the libnotify helper exited with status 3 again soon after it started; a new one starts in 1 s",
            "the libnotify helper exited with status 3 again soon after it started; a new one starts in 1 s",
            "the libnotify helper keeps ending (it exited with status 3); the buttons of 1 popup on the desktop no longer work",
        ])
        #expect(log.info.isEmpty)
        let wait = notifier.prepareWait()
        #expect(wait.descriptors.isEmpty && wait.timeoutMilliseconds == nil)

        // The next reminder starts a helper as before.
        try notifier.deliver(try Self.reminder("stretch", at: "08:02"))
        #expect(standIn.starts.count == 5)
    }
}
