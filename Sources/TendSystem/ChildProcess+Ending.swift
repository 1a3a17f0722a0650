import Glibc

extension ChildProcess {
    /// How a child process ended.
    public enum Ending: Hashable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)

        /// The status a shell gives it: the exit status, or 128 plus the signal's number.
        public var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }

        /// From a status `waitpid` gave (WIFSIGNALED, WTERMSIG and WEXITSTATUS, which Swift
        /// does not import as functions).
        init(waitStatus status: Int32) {
            self = status & 0x7f != 0 ? .signalled(status & 0x7f) : .exited((status >> 8) & 0xff)
        }
    }

    /// Asks child `pid` to end (`SIGTERM`).
    public static func terminate(_ pid: Int32) {
        _ = kill(pid, SIGTERM)
    }

    /// Waits for child `pid` to end, and says how it did.
    ///
    /// - Throws: `SystemError` when `waitpid` fails (`ECHILD`: not a child of this process,
    ///   or already collected).
    public static func waitForEnding(_ pid: Int32) throws(SystemError) -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw .current }
        }
        return Ending(waitStatus: status)
    }

    /// How child `pid` ended, collecting it, if it has; nil while it runs.
    public static func ending(ifEnded pid: Int32) -> Ending? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return Ending(waitStatus: status)
    }
}
