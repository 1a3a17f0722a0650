import TendCore

/// The time the reminder loop runs on: the system's clock in the daemon (`DaemonClock`), a
/// clock a test moves by hand in the loop's tests. The loop reads the wall clock for what is
/// due, and the monotonic clock for how long it slept, so that a difference between the two
/// tells it of a suspend or a set that nothing reported.
public protocol ReminderClock: AnyObject {
    /// Whether this is a pinned clock (started at an instant, set by its clock watch), not the
    /// system's.
    var isPinned: Bool { get }
    /// Wall-clock seconds per real second (above 1 only for a pinned clock).
    var speed: Double { get }
    /// The wall-clock time in nanoseconds since the epoch.
    func nanoseconds() -> Int64
    /// Real nanoseconds on a clock that stops while the machine sleeps.
    func monotonicNanoseconds() -> Int64
    /// Sets a pinned clock to `instant`, from where it runs on at its speed.
    func set(to instant: Instant)
}

extension ReminderClock {
    /// The current instant, to the second (rounded down).
    public func now() -> Instant {
        let nanoseconds = nanoseconds()
        return Instant(seconds: nanoseconds >= 0 ? nanoseconds / 1_000_000_000 : (nanoseconds + 1) / 1_000_000_000 - 1)
    }

    /// How many real milliseconds to wait until `instant` (rounded up; 0 when it has come).
    public func realMilliseconds(until instant: Instant) -> Int64 {
        let remaining = Double(instant.seconds * 1_000_000_000 - nanoseconds()) / speed
        return remaining <= 0 ? 0 : Int64((remaining / 1_000_000).rounded(.up))
    }
}
