/// How a walked rule counts its occurrences before a bound without walking from DTSTART: by whole
/// years and months of each kind (`CalendarTally`), or month by month (`MonthSumTally`).
enum RecurrenceTally: Sendable {
    case calendar(CalendarTally)
    case monthSum(MonthSumTally)

    /// The tally of a calendar walk, or nil when its rule is of a shape neither can count.
    init?(walk: CalendarWalk) {
        if let tally = CalendarTally(walk: walk) {
            self = .calendar(tally)
        } else if let tally = MonthSumTally(walk: walk) {
            self = .monthSum(tally)
        } else {
            return nil
        }
    }

    /// The number of occurrences before `bound` (`start < bound`), where `walked(lower, upper)`
    /// counts those in `[lower, upper)` by walking (from DTSTART's period when `lower` is `start`).
    func count(from start: Int64, before bound: Int64, walked: (Int64, Int64) -> Int) -> Int {
        switch self {
        case .calendar(let tally): tally.count(from: start, before: bound, walked: walked)
        case .monthSum(let tally): tally.count(from: start, before: bound, walked: walked)
        }
    }
}
