import Glibc

/// The system's two clocks in nanoseconds: the wall clock (`CLOCK_REALTIME`, which people and
/// NTP set, forward or back) and the monotonic one (`CLOCK_MONOTONIC`, which only runs forward
/// and stops while the machine sleeps). Every measure of elapsed time in tend reads this one.
public enum SystemClock {
    /// Nanoseconds since the epoch on the wall clock.
    public static func wallNanoseconds() -> Int64 { nanoseconds(CLOCK_REALTIME) }

    /// Nanoseconds on the monotonic clock (from an arbitrary start).
    public static func monotonicNanoseconds() -> Int64 { nanoseconds(CLOCK_MONOTONIC) }

    /// Milliseconds on the monotonic clock (rounded down).
    public static func monotonicMilliseconds() -> Int64 { monotonicNanoseconds() / 1_000_000 }

    private static func nanoseconds(_ clock: clockid_t) -> Int64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }
}
