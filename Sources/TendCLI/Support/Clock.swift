import Glibc
import TendCore

/// The current time: the real clock, or a pinned one from `--now` / `TEND_NOW`.
enum Clock {
    /// The real time, to the second.
    static func systemNow() -> Instant {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Instant(seconds: Int64(spec.tv_sec))
    }
}
