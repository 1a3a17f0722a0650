import TendArguments
import TendCore
import TendNotify
import TendPlan
import TendReminders
import TendSystem

/// `tend daemon`: send reminders when occurrences come due, until stopped.
enum DaemonCommand: TendCommand {
    static let name = "daemon"
    static let spec = CommandSpec(
        name,
        abstract: "Send desktop reminders as tasks come due, until stopped.",
        discussion: """
            Each occurrence is reminded of at its start, or a lead time earlier, and again every nag interval while \
            it is not done, up to the nag limit. Done (a click on the popup) records it as 'tend done' does; Snooze \
            reminds again later; log tasks offer Log. What came due while the daemon was stopped or the machine slept \
            is sent once on return, within the catch-up window; more than three such reminders come as one. What was \
            sent is recorded in the database, so nothing is sent twice, and one daemon runs per database.

            Settings come from the options, else the configuration file ($XDG_CONFIG_HOME/tend/config), else their \
            defaults; 'tend config' shows them. SIGHUP rereads the file; SIGTERM and SIGINT stop the daemon.
            """,
        declaring: Options.self,
        examples: [
            CommandExample("Remind 10 minutes ahead, and keep quiet at night.", "tend daemon --lead 10m --quiet-hours 22:00-07:00"),
            CommandExample("Print reminders with time stamps instead of popups.", "tend daemon --backend print"),
            CommandExample("Run as a systemd user service.", "systemctl --user enable --now tend"),
        ])

    struct Options: ParsableArguments {
        static let once = Flag("--once", help: "Send what is due now and exit (for a systemd timer or cron); popups get no buttons.")
        static var declarations: [any ArgumentDeclaration] { [once] + SettingOptions.declarations }

        var once: Bool
        var settings: SettingOptions

        init(from parsed: ParsedArguments) {
            once = parsed[Self.once]
            settings = SettingOptions(from: parsed)
        }
    }

    static func run(_ options: Options, context: CommandContext) throws -> ExitStatus {
        let zone = try context.userZone()
        let clock = try clock(context: context, zone: zone)
        let configuration = try configuration(options.settings, context: context, zone: zone)
        // The daemon may start before the first task is added (at login): it makes the database
        // and waits for the plan, as `add` would make it.
        let store = try context.openOrCreateStore()
        let lock: DaemonLock
        do {
            lock = try DaemonLock(databasePath: store.path)
        } catch {
            throw CommandFailure(error, databasePath: store.path)
        }
        defer { withExtendedLifetime(lock) {} }
        let once = options.once
        // A daemon runs for days: it reads every page once at its start, which the everyday
        // commands do not (a single pass from a timer does not either).
        if !once { try store.checkIntegrity() }
        let sources = once ? nil : try wakeSources(databasePath: store.path,
                                                    clockWatch: clockWatch(for: clock, context: context, zone: zone))
        let loop = ReminderLoop(
            store: store, configuration: configuration, clock: clock, zones: context.zones, environment: context.environment,
            write: context.console.write, log: DaemonLog(console: context.console, zone: zone), offersActions: !once,
            reload: { try Self.configuration(options.settings, context: context, zone: context.userZone()) })
        if let sources {
            loop.run(wakeSources: sources)
        } else {
            try loop.runOnce()
        }
        return .success
    }

    /// The settings from the options over the configuration file over the defaults, in `zone`
    /// (the reload on SIGHUP rereads the file with the same options).
    static func configuration(_ settings: SettingOptions, context: CommandContext, zone: @autoclosure () throws -> ZoneRules)
        throws -> ReminderConfiguration {
        let configurationPath = ConfigurationFile.defaultPath(environment: context.environment)
        let file = try configurationPath.flatMap { path throws(CommandFailure) in try ConfigurationFile.loadSettings(path) }
        return try DaemonConfiguration(file: file, options: settings.values).resolved(zone: zone())
    }

    /// The signals, the database at `databasePath` and `clockWatch`, in one `poll`.
    static func wakeSources(databasePath: String, clockWatch: (any ClockWatch)?) throws(CommandFailure) -> SystemWakeSources {
        do {
            return try SystemWakeSources(databasePath: databasePath, clockWatch: clockWatch)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The system clock, or with `--now` or `TEND_NOW` a clock from that instant, running
    /// `TEND_CLOCK_SPEED` times as fast as real time.
    static func clock(context: CommandContext, zone: ZoneRules) throws -> DaemonClock {
        let isPinned = context.options.now != nil || !(context.environment["TEND_NOW"] ?? "").isEmpty
        guard isPinned else {
            if !(context.environment["TEND_CLOCK_FILE"] ?? "").isEmpty {
                throw CommandFailure("TEND_CLOCK_FILE sets a pinned clock; start it with TEND_NOW or --now", status: .usageError)
            }
            return DaemonClock(start: nil)
        }
        let start = try context.now(zone: zone)
        guard DaemonClock.supportedRange.contains(start) else {
            throw CommandFailure("the daemon's pinned clock runs from 1 Jan 1970 to 31 Dec 2199, and --now or TEND_NOW is "
                                 + "outside that; give a time within it", status: .usageError)
        }
        guard let text = context.environment["TEND_CLOCK_SPEED"], !text.isEmpty else { return DaemonClock(start: start) }
        guard let speed = Double(text), DaemonClock.supportedSpeeds.contains(speed) else {
            throw CommandFailure("TEND_CLOCK_SPEED is '\(text)'; write a number from 0.001 to 1000000, such as 60", status: .usageError)
        }
        return DaemonClock(start: start, speed: speed)
    }

    /// What tells the daemon about its clock: for the system clock the wall-clock alarm (nil
    /// when the system refuses one); for a pinned clock the file named by `TEND_CLOCK_FILE`,
    /// if any.
    static func clockWatch(for clock: DaemonClock, context: CommandContext, zone: ZoneRules) throws(CommandFailure) -> (any ClockWatch)? {
        guard clock.isPinned else { return WallClockAlarm.make() }
        guard let path = context.environment["TEND_CLOCK_FILE"], !path.isEmpty else { return nil }
        return try ClockFile(path: path, zone: zone)
    }
}
