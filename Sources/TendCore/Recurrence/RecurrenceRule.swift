/// An RFC 5545 recurrence rule (RRULE), expanded in floating local time.
///
/// The rule produces *nominal* local date-times; turning them into instants in a zone is the
/// schedule engine's work. DTSTART is not part of the rule: it is passed to the expander. As in
/// python-dateutil, a DTSTART that does not match the rule is not itself an occurrence.
public struct RecurrenceRule: Hashable, Sendable {
    /// FREQ.
    public enum Frequency: Int, Hashable, Sendable, CaseIterable, Comparable {
        case secondly, minutely, hourly, daily, weekly, monthly, yearly

        /// The RFC 5545 keyword (`DAILY`).
        public var keyword: String {
            ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"][rawValue]
        }

        public static func < (a: Frequency, b: Frequency) -> Bool { a.rawValue < b.rawValue }
    }

    /// A BYDAY entry: a weekday with an optional ordinal (`2MO`, `-1FR`).
    public struct WeekdayNumber: Hashable, Sendable {
        public var weekday: Weekday
        /// nil for every such weekday in the period; otherwise ±1...53.
        public var ordinal: Int?

        public init(_ weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }
    }

    /// How UNTIL was written, so the rule can be written back the same way.
    public enum Until: Hashable, Sendable {
        /// A floating or zone-local bound (`UNTIL=20261214T000000` or `UNTIL=20261214`).
        case local(LocalDateTime, dateOnly: Bool)
        /// A UTC bound (`UNTIL=20261214T000000Z`). The schedule engine converts it to local time
        /// before expanding; `RecurrenceExpander` itself takes the date-time as the bound as-is.
        case utc(LocalDateTime)
    }

    public var frequency: Frequency
    /// INTERVAL, at least 1 (the parser accepts up to 100000).
    public var interval: Int = 1
    /// COUNT: the number of occurrences in all (the parser accepts 1...1000000).
    public var count: Int?
    /// UNTIL: the last nominal local date-time that may occur (inclusive).
    public var until: Until?
    public var bySecond: [Int] = []
    public var byMinute: [Int] = []
    public var byHour: [Int] = []
    public var byDay: [WeekdayNumber] = []
    public var byMonthDay: [Int] = []
    public var byYearDay: [Int] = []
    public var byWeekNumber: [Int] = []
    public var byMonth: [Int] = []
    public var bySetPosition: [Int] = []
    /// WKST.
    public var weekStart: Weekday = .monday
    /// tend's extension: explicit times of day. When set (non-empty), each day the rule selects
    /// occurs at exactly these times, replacing BYHOUR/BYMINUTE/BYSECOND (which must be empty).
    /// Only valid with DAILY or a longer frequency. Sorted, without duplicates.
    public var times: [TimeOfDay] = []

    public init(frequency: Frequency) { self.frequency = frequency }
}
