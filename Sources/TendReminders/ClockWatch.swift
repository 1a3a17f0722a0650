import TendCore

/// What happened to the daemon's clock while it slept, as its clock watch tells it.
public enum ClockNews: Equatable, Sendable {
    /// The instant the watch was armed for came.
    case rang
    /// The clock was set, forward or back, or the machine resumed from suspend; for a pinned
    /// clock, the instant it was set to.
    case set(Instant?)
}

/// A descriptor in the daemon's `poll` that tells it about its clock: the wall-clock alarm
/// for the system clock, the clock file (`TEND_CLOCK_FILE`) for a pinned one. The loop takes
/// the news of either the same way: a set means planning again from the new time.
public protocol ClockWatch: AnyObject {
    /// Readable when there is news.
    var descriptor: Int32 { get }
    /// Whether it rings at the armed instant on the wall clock, on time across a suspend and
    /// a clock change; then a sleep needs no timeout for the next due instant, and no cap.
    var ringsAtArmedInstant: Bool { get }
    /// Rings at `instant` from now on (nil: nothing is due). True when the clock was set
    /// since the last news, which `poll` will then not report.
    func arm(_ instant: Instant?) -> Bool
    /// The news, once `poll` found the descriptor readable; nil when there is none. A news
    /// that cannot be read throws the reason, which the loop reports as a warning.
    func news() throws -> ClockNews?
}
