/// Where the reminder loop reports: a line about what it did, a warning about what went wrong
/// while it carried on, and the sentence for an error. The command line supplies all three,
/// so that it words every message the daemon prints (on standard error: the journal, under
/// systemd).
public struct DaemonLog {
    /// Writes a line about what the daemon did.
    public let info: (String) -> Void
    /// Writes a warning about a problem the daemon works around.
    public let warning: (String) -> Void
    /// The sentence for an error of the store, the plan, the configuration or the clock watch.
    public let describe: (any Error) -> String

    public init(info: @escaping (String) -> Void, warning: @escaping (String) -> Void,
                describe: @escaping (any Error) -> String) {
        self.info = info
        self.warning = warning
        self.describe = describe
    }
}
