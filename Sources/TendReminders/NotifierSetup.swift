import TendNotify
import TendSystem

/// Builds the notifier the configuration asks for, with its fallback.
enum NotifierSetup {
    /// The notifier for `configuration`; without a session bus `auto` means the fallback.
    /// `write` receives the print backend's lines.
    static func make(_ configuration: ReminderConfiguration, environment: [String: String], write: @escaping (String) -> Void,
                     log: DaemonLog) -> Notifier {
        let print = PrintNotifier(write: write)
        func command() -> CommandNotifier {
            CommandNotifier(command: configuration.command, environment: environment, warn: log.warning)
        }
        let fallback: Notifier = configuration.fallback == .command ? command() : print
        switch configuration.backend {
        case .print:
            return print
        case .command:
            return FallbackNotifier(preferred: command(), fallback: print, warn: log.warning, inform: log.info)
        case .libnotify:
            return FallbackNotifier(preferred: libnotify(environment, log: log), fallback: fallback, warn: log.warning, inform: log.info)
        case .auto:
            guard hasSessionBus(environment) else {
                log.info("no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set); reminders go through \(fallback.name)")
                return fallback
            }
            return FallbackNotifier(preferred: libnotify(environment, log: log), fallback: fallback, warn: log.warning, inform: log.info)
        }
    }

    /// The libnotify backend, with its helper `tend-notify` found beside the `tend`
    /// executable, else in `../libexec/tend/` from it (as `make install` puts it).
    static func libnotify(_ environment: [String: String], log: DaemonLog) -> HelperNotifier {
        let executable = FileReading.linkTarget(atPath: "/proc/self/exe") ?? ""
        let directory = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        let installed = directory + "/../libexec/tend/tend-notify"
        let beside = directory + "/tend-notify"
        let helper = !FileStatus.isExecutable(beside) && FileStatus.isExecutable(installed) ? installed : beside
        return HelperNotifier(helperPath: helper, environment: environment, inform: log.info, warn: log.warning)
    }

    /// Whether a session bus is announced: `DBUS_SESSION_BUS_ADDRESS`, or the socket systemd
    /// puts at `$XDG_RUNTIME_DIR/bus`.
    static func hasSessionBus(_ environment: [String: String]) -> Bool {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return FileStatus.exists(runtime + "/bus")
    }
}
