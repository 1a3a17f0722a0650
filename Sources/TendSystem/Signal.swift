import Glibc

/// The numbers of the signals tend handles, ignores or sends.
public enum Signal {
    /// `SIGINT`: Ctrl-C.
    public static let interrupt = SIGINT
    /// `SIGTERM`: asked to end.
    public static let terminate = SIGTERM
    /// `SIGHUP`: the terminal went away, or (for the daemon) read the configuration again.
    public static let hangUp = SIGHUP
    /// `SIGCHLD`: a child process ended.
    public static let childEnded = SIGCHLD
    /// `SIGPIPE`: a write to a pipe nobody reads.
    public static let brokenPipe = SIGPIPE
    /// `SIGALRM`: a timer set with `alarm`.
    public static let alarm = SIGALRM
    /// `SIGWINCH`: the terminal was resized.
    public static let windowResized = SIGWINCH
}
