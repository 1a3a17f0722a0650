/// A wall-clock time of day, to the second.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since midnight, 0..<86400.
    public let secondsSinceMidnight: Int

    /// Creates a time, or nil when a field is out of range.
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        secondsSinceMidnight = hour * 3600 + minute * 60 + second
    }

    /// Creates a time from seconds since midnight (taken modulo one day).
    public init(secondsSinceMidnight: Int) {
        let r = secondsSinceMidnight % 86_400
        self.secondsSinceMidnight = r < 0 ? r + 86_400 : r
    }

    /// Midnight.
    public static let midnight = TimeOfDay(secondsSinceMidnight: 0)

    public var hour: Int { secondsSinceMidnight / 3600 }
    public var minute: Int { secondsSinceMidnight / 60 % 60 }
    public var second: Int { secondsSinceMidnight % 60 }

    /// `HH:MM`, or `HH:MM:SS` when there are seconds.
    public var description: String {
        let hm = pad(hour, 2) + ":" + pad(minute, 2)
        return second == 0 ? hm : hm + ":" + pad(second, 2)
    }

    /// `HH:MM:SS`, always with seconds.
    public var fullDescription: String { pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2) }

    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.secondsSinceMidnight < b.secondsSinceMidnight }
}
