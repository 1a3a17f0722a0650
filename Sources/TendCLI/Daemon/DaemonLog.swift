/// The daemon's messages on standard error (the journal, under systemd): what it did, and
/// warnings about what went wrong while it carried on.
struct DaemonLog {
    let console: Console

    /// A line about what the daemon did.
    func info(_ message: String) {
        console.errorLine("tend daemon: " + message)
    }

    /// A problem the daemon works around.
    func warning(_ message: String) {
        console.errorLine("Warning: " + TendCommandLine.sentence(message))
    }
}
