import Glibc
import TendCore
import TendSystem

/// The daemon's wake sources, in one `poll`: the signals it handles (through a signal pipe),
/// changes to the database and its write-ahead log (inotify on their directory), its clock
/// watch, and a notifier's own descriptors.
public final class SystemWakeSources: WakeSources {
    private let signals: SignalPipe
    private let database: FileWatch
    /// The wall-clock alarm or the clock file; nil for a pinned clock nothing moves.
    private let clockWatch: (any ClockWatch)?

    /// The signals the daemon handles: SIGTERM and SIGINT end it, SIGHUP rereads its
    /// configuration, SIGCHLD says a reminder program ended.
    public static let handledSignals = [SIGTERM, SIGINT, SIGHUP, SIGCHLD]
    /// The signals the daemon ignores: a closed pipe is an error to handle, not an end; a
    /// stray SIGALRM (the daemon sets no such timer) must not end a reminder loop either.
    public static let ignoredSignals = [SIGPIPE, SIGALRM]
    /// The inotify events that may mean the database changed: a write to it or its log, or the
    /// file made, replaced or removed. Not the closing of a file opened for writing: SQLite
    /// opens the log read-write in every reader, so `tend today` elsewhere would wake the daemon.
    public static let databaseEvents = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_DELETE)

    /// Installs the signal pipe and watches the database at `databasePath` with its `-wal`.
    public init(databasePath: String, clockWatch: (any ClockWatch)?) throws(SetupFailure) {
        do {
            signals = try SignalPipe(forwarding: Self.handledSignals, ignoring: Self.ignoredSignals)
        } catch {
            throw .signalPipe(error)
        }
        do {
            database = try FileWatch(databasePath, suffixes: ["-wal"], events: Self.databaseEvents)
        } catch {
            throw .databaseWatch(error)
        }
        self.clockWatch = clockWatch
    }

    /// Why the wake sources could not be set up.
    public enum SetupFailure: Error, Hashable, Sendable {
        /// No pipe for signals could be made.
        case signalPipe(SystemError)
        /// The database's directory cannot be watched.
        case databaseWatch(FileWatch.Failure)
    }

    public var hasAlarm: Bool { clockWatch?.ringsAtArmedInstant ?? false }

    public func arm(_ instant: Instant?) -> Bool {
        clockWatch?.arm(instant) ?? false
    }

    public func wait(timeoutMilliseconds: Int32, extra: [pollfd]) -> Wake {
        let own = [signals.descriptor, database.descriptor] + (clockWatch.map { [$0.descriptor] } ?? [])
        var descriptors = own.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } + extra
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
        var wake = Wake(extra: Array(descriptors[own.count...]))
        guard ready > 0 else { return wake }
        if descriptors[0].revents != 0 { wake.signals = signals.drain() }
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
