import TendCore
import TendSystem

/// The daemon's wake sources, in one `DescriptorWait`: the signals it handles (through a signal pipe),
/// changes to the database and its write-ahead log (inotify on their directory), its clock
/// watch, and a notifier's own descriptors.
public final class SystemWakeSources: WakeSources {
    private let signals: SignalPipe
    private let database: FileWatch
    /// The wall-clock alarm or the clock file; nil for a pinned clock nothing moves.
    private let clockWatch: (any ClockWatch)?

    /// The signals the daemon handles: SIGTERM and SIGINT end it, SIGHUP rereads its
    /// configuration, SIGCHLD says a reminder program ended.
    public static let handledSignals = [Signal.terminate, Signal.interrupt, Signal.hangUp, Signal.childEnded]
    /// The signals the daemon ignores: a closed pipe is an error to handle, not an end; a
    /// stray SIGALRM (the daemon sets no such timer) must not end a reminder loop either.
    public static let ignoredSignals = [Signal.brokenPipe, Signal.alarm]
    /// The inotify events that may mean the database changed: a write to it or its log, or the
    /// file made, replaced or removed. Not the closing of a file opened for writing: SQLite
    /// opens the log read-write in every reader, so `tend today` elsewhere would wake the daemon.
    public static let databaseEvents: FileWatch.Events = [.modified, .created, .movedTo, .deleted]

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

    public func wait(timeoutMilliseconds: Int32, extra: [Int32]) -> Wake {
        let own = [signals.descriptor, database.descriptor] + (clockWatch.map { [$0.descriptor] } ?? [])
        let ready = (try? DescriptorWait.readable(own + extra, timeoutMilliseconds: timeoutMilliseconds < 0 ? nil : timeoutMilliseconds)) ?? []
        var wake = Wake(extra: ready.intersection(extra))
        guard !ready.isEmpty else { return wake }
        if ready.contains(signals.descriptor) { wake.signals = signals.drain() }
        if ready.contains(database.descriptor) { wake.databaseChanged = database.drain() }
        if let clockWatch, ready.contains(clockWatch.descriptor) {
            do {
                wake.clock = try clockWatch.news()
            } catch {
                wake.clockProblem = error
            }
        }
        return wake
    }
}
