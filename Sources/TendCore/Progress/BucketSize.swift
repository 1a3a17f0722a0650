/// How many days one point of a chart stands for: a day, a week (Monday to Sunday) or a
/// calendar month.
public enum BucketSize: String, CaseIterable, Hashable, Sendable {
    case day
    case week
    case month

    /// The smallest size whose buckets over `first...last` number at most `slots`, so that
    /// every point keeps room to be read; a month when even months are too many (the caller
    /// checks that they fit).
    public static func automatic(from first: CivilDate, to last: CivilDate, slots: Int) -> BucketSize {
        allCases.first { $0.buckets(from: first, to: last).count <= slots } ?? .month
    }

    /// The buckets covering `first...last` in order: whole weeks and months are cut to the
    /// range at its ends, so no bucket holds a day outside it.
    public func buckets(from first: CivilDate, to last: CivilDate) -> [ChartBucket] {
        var buckets: [ChartBucket] = []
        var start = first
        while start <= last {
            let end = min(lastDay(ofBucketHolding: start), last)
            buckets.append(ChartBucket(first: start, last: end))
            start = end.adding(days: 1)
        }
        return buckets
    }

    /// The last day of the whole bucket that holds `day`.
    private func lastDay(ofBucketHolding day: CivilDate) -> CivilDate {
        switch self {
        case .day:
            return day
        case .week:
            // Weeks end on Sunday (ISO 8601 weeks start on Monday).
            return day.adding(days: (7 - day.weekday.rawValue) % 7)
        case .month:
            return CivilDate(year: day.year, month: day.month, day: CivilDate.daysInMonth(year: day.year, month: day.month))!
        }
    }
}

/// The days one point of a chart stands for, first and last included.
public struct ChartBucket: Hashable, Sendable {
    public var first: CivilDate
    public var last: CivilDate

    public init(first: CivilDate, last: CivilDate) {
        self.first = first
        self.last = last
    }

    /// How many days the bucket holds.
    public var dayCount: Int { last.dayNumber - first.dayNumber + 1 }

    /// Whether `day` is in the bucket.
    public func contains(_ day: CivilDate) -> Bool { first <= day && day <= last }
}
