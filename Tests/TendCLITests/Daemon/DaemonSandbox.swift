import Foundation
import Testing

/// A scratch world for one daemon test: a temporary directory with the database, the
/// configuration directory and the daemon's clock file, UTC, and the shipped binary; removed
/// at the end.
final class DaemonSandbox {
    let directory: URL
    var database: String { directory.appendingPathComponent("tend.db").path }
    var configFile: URL { directory.appendingPathComponent("config/tend/config") }
    /// The daemon's `TEND_CLOCK_FILE`: writing it sets the daemon's pinned clock (`setClock`).
    var clockFile: URL { directory.appendingPathComponent("clock") }
    private var processes: [BackgroundProcess] = []

    init() throws {
        directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tend-daemon-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        processes.removeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The environment every run gets, plus `extra`.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "TZ": "UTC", "COLUMNS": "80",
                           "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `tend --db <database> arguments…` at `now` (2026-12-01 time, UTC) and requires success.
    @discardableResult
    func tend(_ arguments: [String], now: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> TendProcess.Result {
        let result = try TendProcess.run(["--db", database, "--now", "2026-12-01T\(now)Z"] + arguments, environment: environment())
        #expect(result.status == 0, "tend \(arguments.joined(separator: " ")): \(result.stderr)", sourceLocation: sourceLocation)
        return result
    }

    /// Adds a task created at `created` (default midnight).
    func add(_ title: String, _ schedule: String, created: String = "00:00:00", options: [String] = []) throws {
        try tend(["add", title, "--schedule", schedule] + options, now: created)
    }

    /// Starts `tend daemon` on the clock pinned at 2026-12-01 `now` UTC, running `speed` times
    /// as fast as real time and set by `setClock`; with `now` nil, on the system clock.
    func startDaemon(_ arguments: [String] = [], now: String?, speed: Double = 1, environment extra: [String: String] = [:],
                     name: String = "daemon") throws -> BackgroundProcess {
        var environment = environment()
        if let now {
            environment["TEND_NOW"] = "2026-12-01T\(now)Z"
            environment["TEND_CLOCK_SPEED"] = String(speed)
            environment["TEND_CLOCK_FILE"] = clockFile.path
        }
        for (key, value) in extra { environment[key] = value }
        let process = try BackgroundProcess(TendProcess.binary, ["--db", database, "daemon"] + arguments,
                                            environment: environment, directory: directory, name: name)
        processes.append(process)
        return process
    }

    /// Sets the pinned clock of the running daemons to 2026-12-01 `time` UTC, as a person sets
    /// the wall clock.
    func setClock(_ time: String) throws {
        try writeClockFile("2026-12-01T\(time)Z\n")
    }

    /// Writes `text` into the clock file in one step: written beside it, then renamed into
    /// place, so the daemon sees one event and never half a file.
    func writeClockFile(_ text: String) throws {
        let next = directory.appendingPathComponent("clock.next")
        try Data(text.utf8).write(to: next)
        guard rename(next.path, clockFile.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Writes the configuration file, owner-only.
    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: configFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: configFile.path)
    }

    /// The status of each occurrence of the day at `now`, as `id#number status`.
    func statuses(now: String) throws -> [String] {
        let result = try tend(["today", "--json"], now: now)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        return (json["tasks"] as! [[String: Any]]).flatMap { task in
            (task["occurrences"] as! [[String: Any]]).map { "\(task["id"]!)#\($0["number"]!) \($0["status"]!)" }
        }
    }
}

extension String {
    /// The text with the seconds of its time stamps (`T08:02:01+00:00`) written `SS`: a daemon on
    /// a fast clock may send a second or two of its time late when the machine is busy.
    var secondsMasked: String {
        replacing(/(T\d\d:\d\d):\d\d([+-]\d\d:\d\d)/) { match in "\(match.1):SS\(match.2)" }
    }
}
