import Foundation
import Testing

/// `tend chart --watch` in a real pseudo-terminal (tmux on its own server): drawn, redrawn
/// after a `tend done` from another process, and ended by `q` with the terminal given back (the
/// alternate screen left, line editing and echo on again).
/// `text` in single quotes for the shell.
private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

@Suite struct ChartWatchTests {
    struct Tmux {
        let socket = "tend-watch-\(UUID().uuidString.prefix(8))"

        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            try TendProcess.run(["-L", socket] + arguments, environment: ["TERM": "xterm-256color"], executable: "/usr/bin/tmux").stdout
        }

        /// Starts the server with the session, through Python's subprocess, which gives it no
        /// descriptor of ours: the server keeps what it inherits open as long as it runs, and
        /// Foundation waits for a child until its descriptors close.
        func start(_ command: String) throws {
            let launcher = "import subprocess, sys; subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, "
                + "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=True)"
            try TendProcess.run(["-c", launcher, "/usr/bin/tmux", "-L", socket, "new-session", "-d", "-s", "watch", "-x", "100",
                                 "-y", "40", command], environment: ["TERM": "xterm-256color"], executable: "/usr/bin/python3")
        }

        func screen() throws -> String { try run(["capture-pane", "-p", "-t", "watch"]) }

        /// Waits up to `seconds` for `condition` on the screen; the seconds it took, or nil.
        func wait(seconds: Double, until condition: (String) -> Bool) throws -> Double? {
            let start = Date()
            while Date().timeIntervalSince(start) < seconds {
                if condition(try screen()) { return Date().timeIntervalSince(start) }
                usleep(20_000)
            }
            return nil
        }
    }


    @Test func redrawsAfterADoseAndRestoresTheTerminal() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let tmux = Tmux()
        defer { _ = try? tmux.run(["kill-server"]) }
        // The modes are written beside and renamed into place, so the file is whole once it exists.
        let stty = scenario.directory.appendingPathComponent("stty.txt").path
        let environment = scenario.environment().merging(["LANG": "C.UTF-8", "COLUMNS": "100"]) { $1 }
        let assignments = environment.sorted { $0.key < $1.key }.map { $0.key + "=" + quoted($0.value) }.joined(separator: " ")
        let command = "env " + assignments + " " + quoted(TendProcess.binary) + " chart ibuprofen --watch; stty -a > "
            + quoted(stty + ".part") + " && mv " + quoted(stty + ".part") + " " + quoted(stty) + "; sleep 5"
        try tmux.start(command)
        let drawn = try tmux.wait(seconds: 10) { $0.contains("Press q to quit.") }
        #expect(drawn != nil)
        let before = try tmux.screen()
        // Today: 1 of 2 doses so far (50 %); the 12:00 dose makes it 2 of 2.
        #expect(before.contains("Ibuprofen 400 mg: adherence"))
        let done = try TendProcess.run(["done", "ibuprofen"], environment: scenario.environment())
        #expect(done.status == 0)
        // The watch redraws on the database's inotify events only (no polling, and with the
        // scenario's pinned clock no midnight alarm), so a watch that misses the change never
        // redraws: it did, now and then, when it read between the commit's last write to the log
        // and the commit becoming visible. The deadline is the initial draw's; how soon the
        // redraw comes is the machine's load, not behaviour.
        let redrawn = try tmux.wait(seconds: 10) { $0 != before && $0.contains("Press q to quit.") }
        #expect(redrawn != nil, "not redrawn after the dose")
        try tmux.run(["send-keys", "-t", "watch", "q"])
        let start = Date()
        while !FileManager.default.fileExists(atPath: stty) && Date().timeIntervalSince(start) < 5 { usleep(20_000) }
        let modes = try String(contentsOfFile: stty, encoding: .utf8)
        #expect(modes.contains(" icanon") && !modes.contains("-icanon"))
        #expect(modes.contains(" echo ") && !modes.contains("-echo "))
        #expect(try !tmux.screen().contains("Press q to quit."))
    }

    @Test func onAPipeItIsRefused() throws {
        let scenario = try CarePlanScenario()
        defer { scenario.remove() }
        let result = try TendProcess.run(["chart", "--watch"], environment: scenario.environment())
        #expect(result.status == 64)
        #expect(result.stderr == "Error: --watch redraws a terminal, and standard output is not one; leave --watch out to print the chart once.\n")
    }
}
