import Foundation

/// A program started by a test and left running: its output goes to files (never a pipe that
/// could fill up), it can be waited on and signalled, and it is killed when the test lets go
/// of it, even after a failure.
final class BackgroundProcess {
    let process = Process()
    let standardOutput: URL
    let standardError: URL

    /// Starts `executable` with `arguments` and exactly `environment`, writing its output
    /// into `directory` under `name`.
    init(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL, name: String) throws {
        standardOutput = directory.appendingPathComponent("\(name).out")
        standardError = directory.appendingPathComponent("\(name).err")
        try Data().write(to: standardOutput)
        try Data().write(to: standardError)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: standardOutput)
        process.standardError = try FileHandle(forWritingTo: standardError)
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var output: String { (try? String(contentsOf: standardOutput, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: standardError, encoding: .utf8)) ?? "" }

    /// The lines of standard output and of standard error that contain `text`.
    func outputLines(containing text: String) -> [String] { output.split(separator: "\n").map(String.init).filter { $0.contains(text) } }
    func errorLines(containing text: String) -> [String] { errors.split(separator: "\n").map(String.init).filter { $0.contains(text) } }

    /// The ids of its running children (not those that ended and wait to be reaped) whose
    /// command name is `name`, from `/proc`.
    func children(named name: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            // `pid (comm) state ppid …`; the name may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard stat[stat.index(after: open)..<close] == name, fields.count > 1, fields[0] != "Z",
                  pid_t(fields[1]) == process.processIdentifier else { return nil }
            return pid
        }
    }

    /// Sends `signal` and waits for the end; returns the exit status, or nil when it did not
    /// end within `timeout` seconds.
    func stop(_ signal: Int32 = SIGTERM, timeout: Double = 5) -> Int32? {
        kill(process.processIdentifier, signal)
        guard Wait.until(timeout: timeout, { !self.process.isRunning }) else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Polling with a deadline, for conditions that other processes make true.
enum Wait {
    /// Checks `condition` every 20 ms until it holds (true) or `timeout` seconds pass (false).
    @discardableResult
    static func until(timeout: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try condition() { return true }
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
