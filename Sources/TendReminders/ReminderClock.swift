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

    /// How many real milliseconds to wait until `instant` (rounded up; 0 when it has come;
    /// at most `longestWaitMilliseconds`, however far away the instant is: a task due in the
    /// year 3000 must not overflow the arithmetic).
    public func realMilliseconds(until instant: Instant) -> Int64 {
        let remaining = (Double(instant.seconds) * 1e9 - Double(nanoseconds())) / speed / 1e6
        guard remaining > 0 else { return 0 }
        return remaining >= Double(longestWaitMilliseconds) ? longestWaitMilliseconds : Int64(remaining.rounded(.up))
    }

    /// The longest wait `realMilliseconds(until:)` answers: about 285,000 years, exact as a
    /// `Double` and far from the ends of `Int64`.
    public var longestWaitMilliseconds: Int64 { 1 << 53 }
}
