/// One part of a schedule: a start, how it repeats, and what each occurrence looks like.
///
/// Times are wall-clock times in the schedule's zone. Calendar repetition (daily and longer)
/// keeps the wall-clock time across daylight-saving changes; elapsed repetition (every N minutes
/// or hours) counts real time from the first occurrence.
public struct ScheduleElement: Hashable, Sendable {
    /// How an element repeats.
    public enum Repetition: Hashable, Sendable {
        /// A single occurrence at `start`.
        case once
        /// Every `seconds` of elapsed time from `start`, at most `count` times when given.
        case elapsed(seconds: Int64, count: Int?)
        /// A calendar recurrence in wall-clock time (RFC 5545 semantics, with tend's `times`).
        case rule(RecurrenceRule)
    }

    /// The first moment of the element (RFC 5545's DTSTART).
    public var start: LocalDateTime
    /// No occurrence starts at or after this local date-time.
    public var end: LocalDateTime?
    /// How the element repeats.
    public var repetition: Repetition
    /// How long each occurrence lasts, in seconds; nil for an instant.
    public var duration: Int64?
    /// Whether each occurrence is a whole day rather than a moment.
    public var allDay: Bool
    /// A short name for the occurrences ("Morning").
    public var label: String?
    /// What each occurrence aims for (8 glasses).
    public var targets: [TargetValue]
    /// Nominal local date-times removed from the element (RFC 5545 EXDATE).
    public var exceptionDates: [LocalDateTime]
    /// Extra nominal local date-times added to the element (RFC 5545 RDATE).
    public var extraDates: [LocalDateTime]

    public init(start: LocalDateTime, end: LocalDateTime? = nil, repetition: Repetition, duration: Int64? = nil,
                allDay: Bool = false, label: String? = nil, targets: [TargetValue] = [],
                exceptionDates: [LocalDateTime] = [], extraDates: [LocalDateTime] = []) {
        self.start = start
        self.end = end
        self.repetition = repetition
        self.duration = duration
        self.allDay = allDay
        self.label = label
        self.targets = targets
        self.exceptionDates = exceptionDates
        self.extraDates = extraDates
    }
}

/// A value an occurrence aims for, such as 8 glasses of water.
public struct TargetValue: Hashable, Sendable {
    public var amount: Double
    public var unit: String?

    public init(amount: Double, unit: String? = nil) {
        self.amount = amount
        self.unit = unit
    }
}
