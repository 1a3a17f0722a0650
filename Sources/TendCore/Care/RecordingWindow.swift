/// The times a record may say it happened, whatever else allows: `--force` overrides the
/// safety rules (`DoseSafety`), never this. A dose recorded for 9999 or for the year 1 is a
/// mistyped `--at`, and kept it would sit in the history, the adherence and the charts for good.
///
/// A record may be at most `futureReach` after now (a day, for a clock or a zone set wrong),
/// and no earlier than the midnight that starts the day before the day it belongs to: the
/// occurrence's day for a completion, the task's first day for a log entry (a dose taken late
/// in the evening and recorded against the next day's occurrence still fits). When that
/// midnight is later than now, the window opens at now.
public struct RecordingWindow: Hashable, Sendable {
    /// How far after now a record may be.
    public static let futureReach: Int64 = 24 * 60 * 60

    /// The first moment a record may carry.
    public let earliest: Instant
    /// The last moment a record may carry.
    public let latest: Instant

    /// The window of a completion of the occurrence that starts at `scheduled`.
    public static func completion(scheduled: Instant, now: Instant, zone: ZoneRules) -> RecordingWindow {
        RecordingWindow(opening: scheduled, now: now, zone: zone)
    }

    /// The window of a log entry of a task whose first version takes effect at `taskStart`.
    public static func logEntry(taskStart: Instant, now: Instant, zone: ZoneRules) -> RecordingWindow {
        RecordingWindow(opening: taskStart, now: now, zone: zone)
    }

    private init(opening instant: Instant, now: Instant, zone: ZoneRules) {
        let dayBefore = zone.instant(for: LocalDateTime(date: zone.localDateTime(at: instant).date.adding(days: -1)))
        earliest = min(dayBefore, now)
        latest = now.adding(seconds: Self.futureReach)
    }

    /// Whether a record may say it happened at `instant`.
    public func contains(_ instant: Instant) -> Bool {
        earliest <= instant && instant <= latest
    }
}
