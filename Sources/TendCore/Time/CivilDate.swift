/// A day in the proleptic Gregorian calendar, independent of any time zone.
///
/// Arithmetic goes through `dayNumber` (days since 1970-01-01), computed with Howard Hinnant's
/// civil-from-days algorithm, so it is exact for any year from 1 to 9999 and costs a few integer
/// operations.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// The earliest year tend accepts.
    public static let minimumYear = 1
    /// The latest year tend accepts.
    public static let maximumYear = 9999

    /// Creates a date, or returns nil when the fields do not name a real day in years 1...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (CivilDate.minimumYear...CivilDate.maximumYear).contains(year),
              (1...12).contains(month),
              day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates the date that is `dayNumber` days after 1970-01-01 (negative before it).
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int { CivilDate.dayNumber(year: year, month: month, day: day) }

    /// Days since 1970-01-01 of a date given by fields that are assumed to be valid.
    @inlinable
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Whether `year` has a 29th of February.
    @inlinable
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in a month of a year.
    @inlinable
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The number of days in a year.
    public static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

    /// The day of the week.
    public var weekday: Weekday { Weekday(dayNumber: dayNumber) }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// `YYYY-MM-DD`.
    public var description: String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}

/// A day of the week. Raw values follow the C library: Sunday is 0.
public enum Weekday: Int, CaseIterable, Sendable, Comparable {
    case sunday = 0, monday, tuesday, wednesday, thursday, friday, saturday

    /// The weekday of a day number (1970-01-01 was a Thursday).
    @inlinable
    public init(dayNumber: Int) {
        let r = (dayNumber + 4) % 7
        self = Weekday(rawValue: r < 0 ? r + 7 : r)!
    }

    /// Two-letter RFC 5545 code (`MO`).
    public var rfcCode: String {
        ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][rawValue]
    }

    /// English name in lower case (`monday`).
    public var name: String {
        ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][rawValue]
    }

    /// Three-letter English abbreviation (`Mon`).
    public var shortName: String {
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][rawValue]
    }

    public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
}

/// Zero-padded decimal text of a non-negative number (a minus sign is kept in front).
@usableFromInline
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value < 0 ? -value : value)
    let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    return value < 0 ? "-" + padded : padded
}
