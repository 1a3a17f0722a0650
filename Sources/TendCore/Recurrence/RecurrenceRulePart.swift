/// The names of the rule parts of an RFC 5545 RRULE value (§3.3.10), in the order tend writes them.
enum RecurrenceRulePart: String, CaseIterable, Sendable {
    case frequency = "FREQ"
    case interval = "INTERVAL"
    case count = "COUNT"
    case until = "UNTIL"
    case bySecond = "BYSECOND"
    case byMinute = "BYMINUTE"
    case byHour = "BYHOUR"
    case byDay = "BYDAY"
    case byMonthDay = "BYMONTHDAY"
    case byYearDay = "BYYEARDAY"
    case byWeekNumber = "BYWEEKNO"
    case byMonth = "BYMONTH"
    case bySetPosition = "BYSETPOS"
    case weekStart = "WKST"

    /// The largest INTERVAL tend accepts: every 100,000 periods is already beyond any care plan.
    static let maximumInterval = 100_000
    /// The largest COUNT tend accepts, so that a rule's occurrences can always be listed.
    static let maximumCount = 1_000_000

    /// The accepted values of a numeric list part: `magnitude` is the largest absolute value, and
    /// `signed` parts take `-magnitude...-1` as well (never 0).
    var numericRange: (lowest: Int, magnitude: Int, signed: Bool)? {
        switch self {
        case .bySecond, .byMinute: (0, 59, false)
        case .byHour: (0, 23, false)
        case .byMonth: (1, 12, false)
        case .byMonthDay: (1, 31, true)
        case .byYearDay, .bySetPosition: (1, 366, true)
        case .byWeekNumber: (1, 53, true)
        default: nil
        }
    }
}
