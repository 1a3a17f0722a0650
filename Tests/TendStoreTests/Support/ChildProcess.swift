import Foundation
import Glibc

/// Another process running this test binary to play one `ChildRole`, so that tests can have
/// several real processes share a database, kill one mid-write, or run one without root's
/// privileges.
///
/// It is started with `posix_spawn`, never a bare `fork`: a forked copy of this multithreaded
/// process inherits locks other test threads hold at that instant (SQLite's allocator, the
/// Swift runtime's metadata caches) and can hang on them.
///
/// The child talks back through files in its own directory: one per marker it reaches, `error`
/// with what it threw, and `log` with its test output.
struct ChildProcess {
    /// How a child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case killed(signal: Int32)
        case timedOut
    }

    static let roleVariable = "TEND_STORE_TEST_CHILD_ROLE"
    static let directoryVariable = "TEND_STORE_TEST_CHILD_DIRECTORY"
    static let gateVariable = "TEND_STORE_TEST_CHILD_GATE"

    let pid: pid_t
    /// Where the child leaves its markers, error and log.
    let directory: String

    /// Starts a child playing `role`, with a directory of its own named `name` inside
    /// `parent`. With a `gate`, the child waits for `Gate.open` before playing. With a
    /// `tracer` (a command such as `strace -o FILE`), the child runs under it.
    static func start(
        _ role: ChildRole, name: String, in parent: TemporaryDirectory, gate: Gate? = nil, tracer: [String] = []
    ) throws -> ChildProcess {
        let directory = parent.file("child-" + name)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment[roleVariable] = String(decoding: try JSONEncoder().encode(role), as: UTF8.self)
        environment[directoryVariable] = directory
        environment[gateVariable] = gate?.path
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let arguments = tracer + [executable, "--testing-library", "swift-testing", "--filter", "ChildProcessEntry"]
        let pid = try spawn(arguments[0], arguments: arguments, environment: environment, output: directory + "/log")
        return ChildProcess(pid: pid, directory: directory)
    }

    /// In the parent: waits until the child reached `marker`; false if it ended or took longer
    /// than `seconds` first.
    func awaitMarker(_ marker: String, within seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: directory + "/" + marker) { return true }
            if hasEnded { return false }
            usleep(500)
        }
        return false
    }

    /// Whether the child has ended (it stays a zombie until `finish` collects it).
    private var hasEnded: Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = status.split(separator: ")").last?.split(separator: " ").first
        else { return true }
        return state == "Z"
    }

    func kill(signal: Int32) {
        _ = Glibc.kill(pid, signal)
    }

    /// Waits for the child to end, at most `seconds` (then kills it), and returns how it ended
    /// with what it threw (or the end of its log when it threw nothing).
    func finish(within seconds: Double = 120) -> (ending: Ending, message: String) {
        var status: Int32 = 0
        var ending = Ending.timedOut
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7F
                ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
                break
            }
            usleep(2_000)
        }
        if ending == .timedOut {
            kill(signal: SIGKILL)
            waitpid(pid, &status, 0)
        }
        let error = try? String(contentsOfFile: directory + "/error", encoding: .utf8)
        let log = (try? String(contentsOfFile: directory + "/log", encoding: .utf8)) ?? ""
        return (ending, error ?? String(log.suffix(2_000)))
    }

    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], output: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard code == 0 else { throw SpawnError(code: code) }
        return pid
    }

    struct SpawnError: Error {
        let code: Int32
    }
}

/// A file whose appearance lets waiting children go at the same moment.
struct Gate {
    let path: String

    init(in directory: TemporaryDirectory) {
        path = directory.file("gate")
    }

    /// In the parent: lets every waiting child go.
    func open() {
        _ = FileManager.default.createFile(atPath: path, contents: Data())
    }
}
