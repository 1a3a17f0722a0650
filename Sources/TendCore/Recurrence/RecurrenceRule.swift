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

    /// FREQ.
    public var frequency: Frequency {
        get { box.parts.frequency }
        _modify { yield &uniqueBox().parts.frequency }
    }
    /// INTERVAL, at least 1 (the parser accepts up to 100000).
    public var interval: Int {
        get { box.parts.interval }
        _modify { yield &uniqueBox().parts.interval }
    }
    /// COUNT: the number of occurrences in all (the parser accepts 1...1000000).
    public var count: Int? {
        get { box.parts.count }
        _modify { yield &uniqueBox().parts.count }
    }
    /// UNTIL: the last nominal local date-time that may occur (inclusive).
    public var until: Until? {
        get { box.parts.until }
        _modify { yield &uniqueBox().parts.until }
    }
    /// BYSECOND.
    public var bySecond: [Int] {
        get { box.parts.bySecond }
        _modify { yield &uniqueBox().parts.bySecond }
    }
    /// BYMINUTE.
    public var byMinute: [Int] {
        get { box.parts.byMinute }
        _modify { yield &uniqueBox().parts.byMinute }
    }
    /// BYHOUR.
    public var byHour: [Int] {
        get { box.parts.byHour }
        _modify { yield &uniqueBox().parts.byHour }
    }
    /// BYDAY.
    public var byDay: [WeekdayNumber] {
        get { box.parts.byDay }
        _modify { yield &uniqueBox().parts.byDay }
    }
    /// BYMONTHDAY.
    public var byMonthDay: [Int] {
        get { box.parts.byMonthDay }
        _modify { yield &uniqueBox().parts.byMonthDay }
    }
    /// BYYEARDAY.
    public var byYearDay: [Int] {
        get { box.parts.byYearDay }
        _modify { yield &uniqueBox().parts.byYearDay }
    }
    /// BYWEEKNO.
    public var byWeekNumber: [Int] {
        get { box.parts.byWeekNumber }
        _modify { yield &uniqueBox().parts.byWeekNumber }
    }
    /// BYMONTH.
    public var byMonth: [Int] {
        get { box.parts.byMonth }
        _modify { yield &uniqueBox().parts.byMonth }
    }
    /// BYSETPOS.
    public var bySetPosition: [Int] {
        get { box.parts.bySetPosition }
        _modify { yield &uniqueBox().parts.bySetPosition }
    }
    /// WKST.
    public var weekStart: Weekday {
        get { box.parts.weekStart }
        _modify { yield &uniqueBox().parts.weekStart }
    }
    /// tend's extension: explicit times of day. When set (non-empty), each day the rule selects
    /// occurs at exactly these times, replacing BYHOUR/BYMINUTE/BYSECOND (which must be empty).
    /// Only valid with DAILY or a longer frequency. Sorted, without duplicates.
    public var times: [TimeOfDay] {
        get { box.parts.times }
        _modify { yield &uniqueBox().parts.times }
    }

    /// The rule's parts, held by value.
    private struct Parts: Hashable {
        var frequency: Frequency
        var interval: Int = 1
        var count: Int? = nil
        var until: Until? = nil
        var bySecond: [Int] = []
        var byMinute: [Int] = []
        var byHour: [Int] = []
        var byDay: [WeekdayNumber] = []
        var byMonthDay: [Int] = []
        var byYearDay: [Int] = []
        var byWeekNumber: [Int] = []
        var byMonth: [Int] = []
        var bySetPosition: [Int] = []
        var weekStart: Weekday = .monday
        var times: [TimeOfDay] = []
    }

    /// The parts in one shared box, copied when a rule shared with another copy is changed:
    /// copying a rule (as every schedule element, timeline and description does) then retains
    /// one object instead of its eleven arrays (`docs/schedules.md`, "A rule is copied as one
    /// reference").
    private final class Box: @unchecked Sendable {
        var parts: Parts
        init(_ parts: Parts) { self.parts = parts }
    }

    private var box: Box

    /// The box, copied first when another rule shares it.
    private mutating func uniqueBox() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.parts) }
        return box
    }

    public init(frequency: Frequency) { box = Box(Parts(frequency: frequency)) }

    public static func == (a: RecurrenceRule, b: RecurrenceRule) -> Bool { a.box === b.box || a.box.parts == b.box.parts }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.parts) }
}
