import CTimerFD
import Glibc
import TendCore

/// The alarm on the system's wall clock: a timerfd on `CLOCK_REALTIME`, armed at an absolute
/// instant with `TFD_TIMER_CANCEL_ON_SET`. Unlike a `poll` timeout, which runs on a clock that
/// stops while the machine sleeps, it rings on time across a suspend, and at once when the
/// clock is set past the instant; and it reports every set of the wall clock (forward or back,
/// by any amount) and every resume from suspend, so that the daemon plans again.
final class WallClockAlarm: ClockWatch {
    let descriptor: Int32
    let ringsAtArmedInstant = true

    /// Where the alarm stands while nothing is due: far enough ahead never to ring in practice
    /// (a plan arms it sooner), because only an armed timer reports a set to `timerfd_settime`.
    static let idleSeconds: Int64 = 366 * 86_400
    private static let flags = Int32(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET)

    /// An alarm standing idle; nil when the system refuses a timerfd with cancel-on-set
    /// (then the daemon sleeps at most a minute at a time instead).
    static func make() -> WallClockAlarm? {
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

    func arm(_ instant: Instant?) -> Bool {
        set(at: instant?.seconds ?? idleInstant) == -1 && errno == ECANCELED
    }

    func news() -> ClockNews? {
        var expirations: UInt64 = 0
        let count = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        if count == MemoryLayout<UInt64>.size { return .rang }
        return count < 0 && errno == ECANCELED ? .set(nil) : nil
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
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) + Self.idleSeconds
    }
}
