/// A date and a wall-clock time with no zone attached ("floating" time in RFC 5545 terms).
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let date: CivilDate
    public let time: TimeOfDay

    public init(date: CivilDate, time: TimeOfDay = .midnight) {
        self.date = date
        self.time = time
    }

    /// Creates the local date-time that is `seconds` after 1970-01-01 00:00 on the wall clock.
    public init(localSeconds seconds: Int64) {
        let s = Int(seconds)
        let day = s >= 0 ? s / 86_400 : (s - 86_399) / 86_400
        date = CivilDate(dayNumber: day)
        time = TimeOfDay(secondsSinceMidnight: s - day * 86_400)
    }

    /// Seconds after 1970-01-01 00:00 on the wall clock, as if every day had 86,400 seconds.
    public var localSeconds: Int64 { Int64(date.dayNumber) * 86_400 + Int64(time.secondsSinceMidnight) }

    /// `YYYY-MM-DDTHH:MM:SS`.
    public var description: String { date.description + "T" + time.fullDescription }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
        a.date == b.date ? a.time < b.time : a.date < b.date
    }
}
