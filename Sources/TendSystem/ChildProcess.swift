import Glibc

/// Starts programs without a shell, in a clean state: no blocked signals and default signal
/// handling (the daemon blocks the signals it reads), standard input from `/dev/null` unless
/// a descriptor is given.
public enum ChildProcess {
    /// Starts `arguments[0]` (looked up in `PATH` when it has no slash) and returns its id.
    ///
    /// - Parameters:
    ///   - input: a descriptor to become the program's standard input.
    ///   - output: a descriptor to become its standard output (else it shares the caller's).
    public static func spawn(_ arguments: [String], environment: [String: String], input: Int32? = nil,
                             output: Int32? = nil) throws(SystemError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let output { posix_spawn_file_actions_adddup2(&actions, output, 1) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw SystemError(code: result) }
        return pid
    }

    /// Waits for child `pid` to end: its exit status, or 128 plus the signal that ended it.
    /// A child that cannot be waited for counts as exited with 0, as `waitpid` leaves it.
    public static func waitForExit(_ pid: pid_t) -> Int32 {
        ((try? waitForEnding(pid)) ?? .exited(0)).status
    }
}
