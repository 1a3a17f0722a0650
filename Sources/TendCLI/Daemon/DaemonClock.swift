import Glibc
import TendCore

/// The daemon's time: the system's wall clock, or — with `--now` or `TEND_NOW` — a clock that
/// starts at that instant and runs on, `speed` times as fast as real time (`TEND_CLOCK_SPEED`),
/// so that tests and demonstrations see hours pass in seconds. A pinned clock can be set
/// (`TEND_CLOCK_FILE`), as a person sets the wall clock.
struct DaemonClock {
    /// Where a pinned clock was started or last set; nil for the system clock.
    private var pinnedAt: Instant?
    /// Simulated seconds per real second.
    let speed: Double
    /// The monotonic time when the pinned clock was started or last set.
    private var pinnedAtMonotonic: Int64

    init(start: Instant?, speed: Double = 1) {
        precondition(speed > 0, "a clock runs forward")
        pinnedAt = start
        self.speed = start == nil ? 1 : speed
        pinnedAtMonotonic = Self.nanoseconds(CLOCK_MONOTONIC)
    }

    /// Whether this is a pinned clock, not the system's.
    var isPinned: Bool { pinnedAt != nil }

    /// Sets a pinned clock to `instant`, from where it runs on at its speed.
    mutating func set(to instant: Instant) {
        precondition(isPinned, "the system clock is set by the system")
        pinnedAt = instant
        pinnedAtMonotonic = Self.nanoseconds(CLOCK_MONOTONIC)
    }

    /// The wall-clock time in nanoseconds since the epoch.
    func nanoseconds() -> Int64 {
        guard let pinnedAt else { return Self.nanoseconds(CLOCK_REALTIME) }
        let elapsed = Double(Self.nanoseconds(CLOCK_MONOTONIC) - pinnedAtMonotonic) * speed
        return pinnedAt.seconds * 1_000_000_000 + Int64(elapsed)
    }

    /// The current instant, to the second (rounded down).
    func now() -> Instant {
        let nanoseconds = nanoseconds()
        return Instant(seconds: nanoseconds >= 0 ? nanoseconds / 1_000_000_000 : (nanoseconds + 1) / 1_000_000_000 - 1)
    }

    /// How many real milliseconds to wait until `instant` (rounded up; 0 when it has come).
    func realMilliseconds(until instant: Instant) -> Int64 {
        let remaining = Double(instant.seconds * 1_000_000_000 - nanoseconds()) / speed
        return remaining <= 0 ? 0 : Int64((remaining / 1_000_000).rounded(.up))
    }

    /// Real nanoseconds on the clock that stops while the machine sleeps.
    static func monotonicNanoseconds() -> Int64 { nanoseconds(CLOCK_MONOTONIC) }

    private static func nanoseconds(_ clock: clockid_t) -> Int64 {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }
}
