import TendCore
import TendSystem

/// The daemon's time: the system's wall clock, or — with `--now` or `TEND_NOW` — a clock that
/// starts at that instant and runs on, `speed` times as fast as real time (`TEND_CLOCK_SPEED`),
/// so that tests and demonstrations see hours pass in seconds. A pinned clock can be set
/// (`TEND_CLOCK_FILE`), as a person sets the wall clock.
public final class DaemonClock: ReminderClock {
    /// Where a pinned clock was started or last set; nil for the system clock.
    private var pinnedAt: Instant?
    public let speed: Double

    /// The instants a pinned clock may start at or be set to, 1970-01-01 to 2199-12-31 UTC:
    /// its nanoseconds since the epoch must fit in 64 bits with room to run on.
    public static let supportedRange = Instant(seconds: 0)...Instant(seconds: 7_258_118_399)
    /// The speeds a pinned clock may run at, in wall-clock seconds per real second.
    public static let supportedSpeeds = 0.001...1_000_000.0
    /// The monotonic time when the pinned clock was started or last set.
    private var pinnedAtMonotonic: Int64

    /// The system clock (`start` nil), or a clock pinned at `start` running at `speed`.
    public init(start: Instant?, speed: Double = 1) {
        precondition(Self.supportedSpeeds.contains(speed), "the caller checks the speed")
        precondition(start.map(Self.supportedRange.contains) ?? true, "the caller checks the start")
        pinnedAt = start
        self.speed = start == nil ? 1 : speed
        pinnedAtMonotonic = SystemClock.monotonicNanoseconds()
    }

    public var isPinned: Bool { pinnedAt != nil }

    public func set(to instant: Instant) {
        precondition(isPinned, "the system clock is set by the system")
        precondition(Self.supportedRange.contains(instant), "the caller checks the instant")
        pinnedAt = instant
        pinnedAtMonotonic = SystemClock.monotonicNanoseconds()
    }

    public func nanoseconds() -> Int64 {
        guard let pinnedAt else { return SystemClock.wallNanoseconds() }
        let elapsed = Double(SystemClock.monotonicNanoseconds() - pinnedAtMonotonic) * speed
        return pinnedAt.seconds * 1_000_000_000 + Int64(elapsed)
    }

    public func monotonicNanoseconds() -> Int64 { SystemClock.monotonicNanoseconds() }
}
