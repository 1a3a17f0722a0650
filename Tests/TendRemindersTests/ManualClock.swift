import TendCore
import TendReminders

/// A clock the test moves by hand: the wall clock and the monotonic one advance together while
/// time passes, and only the wall clock moves in a suspend or a set.
final class ManualClock: ReminderClock {
    let isPinned: Bool
    let speed: Double = 1
    private(set) var wall: Int64
    private(set) var monotonic: Int64 = 1_000_000_000

    /// A clock at `start`; `isPinned` says whether it stands for a pinned clock or the system's.
    init(at start: Instant, isPinned: Bool = false) {
        wall = start.seconds * 1_000_000_000
        self.isPinned = isPinned
    }

    func nanoseconds() -> Int64 { wall }
    func monotonicNanoseconds() -> Int64 { monotonic }

    func set(to instant: Instant) {
        precondition(isPinned, "the loop sets only a pinned clock")
        wall = instant.seconds * 1_000_000_000
    }

    /// Real time passes: both clocks move on.
    func pass(milliseconds: Int64) {
        wall += milliseconds * 1_000_000
        monotonic += milliseconds * 1_000_000
    }

    /// The wall clock jumps to `instant` (a set, or a resume after a suspend); the monotonic
    /// clock does not move.
    func jump(to instant: Instant) {
        wall = instant.seconds * 1_000_000_000
    }
}
