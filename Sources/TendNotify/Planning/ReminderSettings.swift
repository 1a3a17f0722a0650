import TendCore

/// How the daemon reminds: when the first reminder goes out, how often it repeats, what it
/// catches up on and when it keeps quiet.
public struct ReminderSettings: Hashable, Sendable {
    /// How long before an occurrence its first reminder goes out, for tasks without their own.
    public var leadSeconds: Int64
    /// How long after the last reminder an occurrence still not done is reminded again; 0
    /// turns repeats off.
    public var nagIntervalSeconds: Int64
    /// How many repeats an occurrence gets after its first reminder, snoozed ones included.
    public var nagLimit: Int
    /// How long Snooze waits before reminding again.
    public var snoozeSeconds: Int64
    /// How far back a reminder that came due while the daemon was away is still sent.
    public var catchUpSeconds: Int64
    public var quietHours: QuietHours?
    public var quietMode: QuietMode
    /// When an all-day occurrence is reminded of, on its day.
    public var allDayTime: TimeOfDay

    public init(
        leadSeconds: Int64 = 0, nagIntervalSeconds: Int64 = 30 * 60, nagLimit: Int = 3, snoozeSeconds: Int64 = 10 * 60,
        catchUpSeconds: Int64 = 12 * 3600, quietHours: QuietHours? = nil, quietMode: QuietMode = .wait,
        allDayTime: TimeOfDay = TimeOfDay(secondsSinceMidnight: 9 * 3600)
    ) {
        self.leadSeconds = leadSeconds
        self.nagIntervalSeconds = nagIntervalSeconds
        self.nagLimit = nagLimit
        self.snoozeSeconds = snoozeSeconds
        self.catchUpSeconds = catchUpSeconds
        self.quietHours = quietHours
        self.quietMode = quietMode
        self.allDayTime = allDayTime
    }

    /// More reminders than this coming due while the daemon was away are folded into one.
    public static let foldThreshold = 3
    /// A first reminder sent this much after it came due counts as caught up, not on time.
    public static let lateAfterSeconds: Int64 = 60
    /// A reminder sent this much after its occurrence started is overdue, and critical.
    public static let overdueAfterSeconds: Int64 = 60
}

/// What happens to a reminder that comes due during quiet hours.
public enum QuietMode: String, Hashable, Sendable, CaseIterable {
    /// It goes out when the quiet hours end.
    case wait
    /// It is never sent.
    case skip
}
