import ExecutableScripts
import Foundation

/// A private desktop for one test: Xvfb on a display it picks itself, a D-Bus session bus of
/// its own (no service files, so nothing is started behind the test's back) and, unless told
/// otherwise, the dunst notification server with a minimal configuration. Everything is
/// stopped when the session goes away, even after a failure.
final class DesktopSession {
    let directory: URL
    private(set) var display = ""
    private(set) var busAddress = ""
    private var xvfb: BackgroundProcess?
    private var dunst: BackgroundProcess?
    /// How many times dunst was started, to keep the output of each run.
    private var starts = 0
    private var bus: BackgroundProcess?

    /// The environment that reaches this desktop.
    var environment: [String: String] {
        ["DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": busAddress, "PATH": "/usr/bin:/bin", "HOME": directory.path]
    }

    /// Starts Xvfb and the bus, and dunst when `withServer`.
    init(directory: URL, withServer: Bool = true) throws {
        self.directory = directory
        try startXvfb()
        try startBus()
        if withServer { try startDunst() }
    }

    deinit {
        dunst = nil
        bus = nil
        xvfb = nil
    }

    /// Kills the notification server, as when it crashes.
    func stopServer() {
        _ = dunst?.stop(SIGKILL)
        dunst = nil
    }

    /// Starts the notification server again after `stopServer`.
    func restartServer() throws {
        try startDunst()
    }

    private func startXvfb() throws {
        let process = try BackgroundProcess("/usr/bin/Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"],
                                            environment: ["PATH": "/usr/bin:/bin"], directory: directory, name: "xvfb")
        xvfb = process
        guard Wait.until(timeout: 15, { process.output.hasSuffix("\n") }) else { throw DesktopError("Xvfb did not start: \(process.errors)") }
        display = ":" + process.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func startBus() throws {
        let config = directory.appendingPathComponent("bus.conf")
        try """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:tmpdir=/tmp</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        let process = try BackgroundProcess("/usr/bin/dbus-daemon", ["--config-file=\(config.path)", "--nofork", "--print-address=1"],
                                            environment: ["PATH": "/usr/bin:/bin"], directory: directory, name: "dbus-daemon")
        bus = process
        guard Wait.until(timeout: 15, { process.output.hasSuffix("\n") }) else { throw DesktopError("dbus-daemon did not start: \(process.errors)") }
        busAddress = process.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func startDunst() throws {
        let config = directory.appendingPathComponent("dunstrc")
        let menu = directory.appendingPathComponent("pick-snooze")
        // dunst's context menu runs this 'dmenu': it picks the Snooze action.
        try ExecutableScript.write("#!/bin/sh\ngrep -m1 Snooze\n", to: menu.path)
        try """
            [global]
                markup = full
                dmenu = \(menu.path)
            [urgency_low]
                timeout = 0
            [urgency_normal]
                timeout = 0
            [urgency_critical]
                timeout = 0
            """.write(to: config, atomically: true, encoding: .utf8)
        starts += 1
        let process = try BackgroundProcess("/usr/bin/dunst", ["-config", config.path], environment: environment,
                                            directory: directory, name: "dunst-\(starts)")
        dunst = process
        guard Wait.until(timeout: 15, { (try? self.dunstctl(["debug"])) != nil }) else {
            throw DesktopError("dunst did not start: \(process.errors)")
        }
    }

    /// Runs `dunstctl arguments…` on this desktop and returns its output.
    @discardableResult
    func dunstctl(_ arguments: [String]) throws -> String {
        try Self.run("/usr/bin/dunstctl", arguments, environment: environment)
    }

    /// How many popups are on screen.
    func displayedCount() throws -> Int {
        Int(try dunstctl(["count", "displayed"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// What dunst received, newest first: closes every popup, then reads the history.
    func closeAllAndReadHistory() throws -> [ReceivedPopup] {
        try dunstctl(["close-all"])
        let json = try JSONSerialization.jsonObject(with: Data(try dunstctl(["history"]).utf8)) as! [String: Any]
        let entries = (json["data"] as! [[[String: Any]]]).first ?? []
        return entries.map { entry in
            func field(_ name: String) -> String { ((entry[name] as? [String: Any])?["data"]).map { "\($0)" } ?? "" }
            return ReceivedPopup(summary: field("summary"), body: field("body"), appName: field("appname"), category: field("category"))
        }
    }

    /// The notification ids in dunst's history, newest first.
    func historyIDs() throws -> [Int] {
        let json = try JSONSerialization.jsonObject(with: Data(try dunstctl(["history"]).utf8)) as! [String: Any]
        let entries = (json["data"] as! [[[String: Any]]]).first ?? []
        return entries.compactMap { ($0["id"] as? [String: Any])?["data"] as? Int }
    }

    /// Runs a program to its end; its standard output, or an error with its standard error.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DesktopError("\(executable) \(arguments.joined(separator: " ")): \(String(decoding: errorData, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A popup as dunst's history keeps it (the body as sent, before markup is read).
struct ReceivedPopup: Equatable {
    var summary: String
    var body: String
    var appName: String
    var category: String
}

/// A part of the desktop that would not start or answer.
struct DesktopError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
