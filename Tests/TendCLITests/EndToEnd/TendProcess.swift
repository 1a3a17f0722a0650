import Foundation

/// Runs the built `tend` binary as a user would, with a controlled environment.
///
/// The binary is `TEND_BINARY` when set (the Makefile points it at the release build that
/// ships), else `.build/debug/tend` of this package.
struct TendProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["TEND_BINARY"], !path.isEmpty { return path }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/tend").path
    }

    /// Runs `tend arguments…` (or another `executable`) with `environment` (plus PATH, a
    /// UTF-8 locale and, unless `environment` names one, a HOME of this run's own) and optional
    /// standard input.
    ///
    /// The scratch HOME is an empty directory made for this run and removed after it, so no two
    /// runs share a configuration file or a default database; the XDG variables are unset, so
    /// every XDG directory falls inside it. A test whose runs must share a home (two commands on
    /// one default plan) passes its own `HOME`.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil,
                    executable: String = binary) throws -> Result {
        try withScratchHome { home in try run(arguments, environment: environment, input: input, executable: executable, home: home) }
    }

    /// Makes an empty directory to be one run's HOME, calls `body` with its path, and removes it.
    static func withScratchHome<T>(_ body: (String) throws -> T) throws -> T {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tend-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: home) }
        return try body(home.path)
    }

    private static func run(_ arguments: [String], environment: [String: String], input: String?, executable: String,
                            home: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // A UTF-8 locale, as on a desktop: without one, tend draws with ASCII (tests that want
        // that set LANG=C).
        var env = ["PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC", "COLUMNS": "80", "LANG": "C.UTF-8"]
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        let writer = inPipe.fileHandleForWriting
        let inputData = Data((input ?? "").utf8)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            // tend may stop reading early (it refuses long input); a broken pipe is expected then.
            try? writer.write(contentsOf: inputData)
            try? writer.close()
        }
        let errBox = DataBox()
        DispatchQueue.global().async(group: group) {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Bytes handed from a reader thread to the waiting test (written once, read after `wait`).
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
