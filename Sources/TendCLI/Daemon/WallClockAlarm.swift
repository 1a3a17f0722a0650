import Glibc
import TendCore

/// A POSIX timer on the wall clock that raises SIGALRM at an absolute instant. Unlike a
/// `poll` timeout, which runs on a clock that stops while the machine sleeps, it fires on
/// time across a suspend, and at once when the wall clock is set past it.
final class WallClockAlarm {
    private var timer: timer_t?

    /// A disarmed alarm; nil when the system refuses a timer.
    init?() {
        var event = sigevent()
        event.sigev_notify = Int32(SIGEV_SIGNAL)
        event.sigev_signo = SIGALRM
        guard timer_create(CLOCK_REALTIME, &event, &timer) == 0 else { return nil }
    }

    deinit {
        timer_delete(timer)
    }

    /// Rings at `instant`, replacing any earlier setting; nil disarms it.
    func set(_ instant: Instant?) {
        var setting = itimerspec()
        if let instant { setting.it_value = timespec(tv_sec: Int(instant.seconds), tv_nsec: 0) }
        timer_settime(timer, TIMER_ABSTIME, &setting, nil)
    }
}
