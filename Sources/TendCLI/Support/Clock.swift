import TendCore
import TendSystem

/// The current time: the real clock, or a pinned one from `--now` / `TEND_NOW`.
enum Clock {
    /// The real time, to the second.
    static func systemNow() -> Instant {
        Instant(seconds: SystemClock.wallNanoseconds() / 1_000_000_000)
    }
}
