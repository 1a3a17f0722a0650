import CTimerFD
import Glibc

/// An alarm on the system's wall clock: a timerfd on `CLOCK_REALTIME`, armed at an absolute
/// instant with `TFD_TIMER_CANCEL_ON_SET`. Unlike a `poll` timeout, which runs on a clock that
/// stops while the machine sleeps, it rings on time across a suspend, and at once when the
/// clock is set past the instant; and it reports every set of the wall clock (forward or back,
/// by any amount) and every resume from suspend, so that whoever waits on it can plan again.
public final class WallClockAlarm {
    /// What the alarm had to say once its descriptor was readable.
    public enum Event: Hashable, Sendable {
        /// The armed instant came.
        case rang
        /// The wall clock was set, or the machine resumed from suspend.
        case clockSet
    }

    /// Readable when the alarm rang or the clock was set.
    public let descriptor: Int32

    /// Where the alarm stands while nothing is due: far enough ahead never to ring in practice
    /// (a plan arms it sooner), because only an armed timer reports a set to `timerfd_settime`.
    public static let idleSeconds: Int64 = 366 * 86_400
    private static let flags = Int32(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET)

    /// An alarm standing idle; nil when the system refuses a timerfd with cancel-on-set.
    public static func make() -> WallClockAlarm? {
        let descriptor = timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let alarm = WallClockAlarm(descriptor: descriptor)
        guard alarm.set(at: alarm.idleInstant) != -1 || errno == ECANCELED else { return nil }
        return alarm
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Rings at `seconds` since the epoch from now on (nil: stands idle). True when the clock
    /// was set since the last event, which the descriptor will then not report.
    public func arm(atSeconds seconds: Int64?) -> Bool {
        set(at: seconds ?? idleInstant) == -1 && errno == ECANCELED
    }

    /// The event, once the descriptor was found readable; nil when there is none.
    public func read() -> Event? {
        var expirations: UInt64 = 0
        let count = Glibc.read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        if count == MemoryLayout<UInt64>.size { return .rang }
        return count < 0 && errno == ECANCELED ? .clockSet : nil
    }

    /// `timerfd_settime` at `seconds` on the wall clock (an instant already past rings at once).
    private func set(at seconds: Int64) -> Int32 {
        var setting = itimerspec()
        // 0 would disarm the timer, and a disarmed one reports no set.
        setting.it_value = timespec(tv_sec: Int(max(seconds, 1)), tv_nsec: 0)
        return timerfd_settime(descriptor, Self.flags, &setting, nil)
    }

    /// The instant the alarm stands at while nothing is due.
    private var idleInstant: Int64 {
        SystemClock.wallNanoseconds() / 1_000_000_000 + Self.idleSeconds
    }
}
