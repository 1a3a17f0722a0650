import Glibc
import TendCore

/// Everything the daemon sleeps on, in one `poll`: the signals it handles (through a signal
/// pipe), changes to the database and its write-ahead log (inotify on their directory), its
/// clock watch, and a notifier's own descriptors.
final class WakeSources {
    private let signals: Int32
    private let database: FileWatch
    /// The wall-clock alarm or the clock file; nil for a pinned clock nothing moves.
    private let clockWatch: (any ClockWatch)?

    /// The signals the daemon handles: SIGTERM and SIGINT end it, SIGHUP rereads its
    /// configuration, SIGCHLD says a reminder program ended.
    static let handledSignals = [SIGTERM, SIGINT, SIGHUP, SIGCHLD]

    /// Installs the signal handlers and starts watching the database's directory.
    init(databasePath: String, clockWatch: (any ClockWatch)?) throws(CommandFailure) {
        // A closed pipe is an error to handle, not an end; a stray SIGALRM (the daemon sets no
        // such timer) must not end a reminder loop either.
        Glibc.signal(SIGPIPE, SIG_IGN)
        Glibc.signal(SIGALRM, SIG_IGN)
        signals = SignalPipe.install(for: Self.handledSignals)
        guard signals >= 0 else { throw CommandFailure("cannot make a pipe for signals: \(String(cString: strerror(errno)))") }
        let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_DELETE)
        database = try FileWatch(databasePath, suffixes: ["-wal"], events: events)
        self.clockWatch = clockWatch
    }

    deinit {
        close(signals)
    }

    /// Whether an alarm rings at the next due instant on the wall clock, across a suspend and
    /// a clock change; without one the daemon must not sleep long on `poll`'s clock.
    var hasAlarm: Bool { clockWatch?.ringsAtArmedInstant ?? false }

    /// Sets the clock watch for the next due instant; true when the clock was set meanwhile.
    func arm(_ instant: Instant?) -> Bool {
        clockWatch?.arm(instant) ?? false
    }

    /// What woke the daemon.
    struct Wake {
        var signals: [Int32] = []
        var databaseChanged = false
        /// What the clock watch said.
        var clock: ClockNews?
        /// Why the clock watch's news could not be read.
        var clockProblem: CommandFailure?
        /// The extra descriptors with `revents` filled in.
        var extra: [pollfd] = []
    }

    /// Sleeps until something happens or `timeoutMilliseconds` pass (-1: no limit).
    func wait(timeoutMilliseconds: Int32, extra: [pollfd]) -> Wake {
        let own = [signals, database.descriptor] + (clockWatch.map { [$0.descriptor] } ?? [])
        var descriptors = own.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } + extra
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        var wake = Wake(extra: Array(descriptors[own.count...]))
        guard ready > 0 else { return wake }
        if descriptors[0].revents != 0 { wake.signals = SignalPipe.drain(signals) }
        if descriptors[1].revents != 0 { wake.databaseChanged = database.drain() }
        if let clockWatch, descriptors[2].revents != 0 {
            do {
                wake.clock = try clockWatch.news()
            } catch {
                wake.clockProblem = error
            }
        }
        return wake
    }
}
