import TendCore

/// Everything the reminder loop sleeps on, and what woke it: in the daemon one wait on
/// signals, the database and the clock watch (`SystemWakeSources`); in the loop's tests a
/// script of wakes that moves a clock by hand.
public protocol WakeSources: AnyObject {
    /// Whether an alarm rings at the next due instant on the wall clock, across a suspend and
    /// a clock change; without one the loop must not sleep long on `poll`'s clock.
    var hasAlarm: Bool { get }
    /// Sets the clock watch for the next due instant; true when the clock was set meanwhile.
    func arm(_ instant: Instant?) -> Bool
    /// Sleeps until something happens or `timeoutMilliseconds` pass (-1: no limit); `extra`
    /// are a notifier's descriptors, those that became readable returned in the wake.
    func wait(timeoutMilliseconds: Int32, extra: [Int32]) -> Wake
}

/// What woke the reminder loop.
public struct Wake {
    /// The signals that arrived (SIGTERM and SIGINT end the loop, SIGHUP reloads).
    public var signals: [Int32]
    /// Whether the database or its write-ahead log changed.
    public var databaseChanged: Bool
    /// What the clock watch said.
    public var clock: ClockNews?
    /// Why the clock watch's news could not be read.
    public var clockProblem: (any Error)?
    /// The extra descriptors that became readable.
    public var extra: Set<Int32>

    public init(signals: [Int32] = [], databaseChanged: Bool = false, clock: ClockNews? = nil,
                clockProblem: (any Error)? = nil, extra: Set<Int32> = []) {
        self.signals = signals
        self.databaseChanged = databaseChanged
        self.clock = clock
        self.clockProblem = clockProblem
        self.extra = extra
    }
}
