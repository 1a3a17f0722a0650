import TendReminders
import TendSystem

/// What the person is told when the operating system refuses the daemon what it needs.
extension CommandFailure {
    /// A directory that cannot be watched for changes.
    init(_ failure: FileWatch.Failure) {
        self.init("cannot watch '\(failure.directory)' for changes: \(failure.error)")
    }

    /// The daemon lock that cannot be taken.
    init(_ failure: DaemonLock.Failure, databasePath: String) {
        switch failure {
        case .cannotCreate(let path, let error):
            self.init("cannot create the lock file '\(path)': \(error)")
        case .held(let holder):
            let who = holder.map { " (process \($0))" } ?? ""
            self.init("another tend daemon\(who) is already reminding from '\(databasePath)'; stop it first ('systemctl --user stop tend')")
        case .notARegularFile(let path):
            self.init("the lock file '\(path)' is not a regular file (a link or something else stands there); remove it and start the daemon again")
        }
    }

    /// The signal pipe or the database watch that cannot be set up.
    init(_ failure: SystemWakeSources.SetupFailure) {
        switch failure {
        case .signalPipe(let error): self.init("cannot make a pipe for signals: \(error)")
        case .databaseWatch(let failure): self.init(failure)
        }
    }
}
