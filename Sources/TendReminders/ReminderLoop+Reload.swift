import TendNotify

/// SIGHUP: the configuration read again.
extension ReminderLoop {
    /// Rereads the configuration file and the user's zone (SIGHUP); keeps the old ones when
    /// the new ones cannot be read.
    func reload() {
        do {
            let reloaded = try reloadConfiguration()
            let sameBackend = reloaded.sendsLike(configuration)
            configuration = reloaded
            if !sameBackend { notifier = NotifierSetup.make(configuration, environment: environment, write: write, log: log) }
            composer = ReminderComposer(zone: configuration.zone, offersActions: composer.offersActions)
            log.info("reread the configuration (\(configuration.summary))")
        } catch {
            log.warning("kept the previous configuration: \(log.describe(error))")
        }
    }
}
