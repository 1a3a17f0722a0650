import TendCore

/// Dates and times in English words, as tend prints them to people: one style for a day
/// (`Tue 1 Dec 2026`) and one for a time (`08:04`, no seconds). ISO 8601 is for JSON only.
public enum DateText {
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// `Jan` to `Dec`, as strings of their own: appending a name's first three characters
    /// (a `Substring`) to a string goes through the standard library's unspecialized generic
    /// append, whose first call looks its types up by name (about 95 k instructions).
    private static let shortMonthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Tuesday 1 December 2026`.
    static func long(_ date: CivilDate) -> String {
        weekdayNames[date.weekday.rawValue] + " " + dayMonthYear(date)
    }

    /// `Tue 1 Dec 2026`.
    public static func short(_ date: CivilDate) -> String {
        date.weekday.shortName + " \(date.day) " + shortMonthNames[date.month - 1] + " \(date.year)"
    }

    /// `Tue 1 Dec 2026 08:04`.
    public static func short(_ dateTime: LocalDateTime) -> String {
        short(dateTime.date) + " " + dateTime.time.description
    }

    /// `Tue 1 Dec 2026 08:04`: a moment as the clock on the wall in `zone` shows it.
    public static func short(_ instant: Instant, in zone: ZoneRules) -> String {
        short(zone.localDateTime(at: instant))
    }

    /// `Wed 2 Dec 00:30`: a moment near a day being shown, where the year goes without saying.
    static func dayAndTime(_ dateTime: LocalDateTime) -> String {
        dayAndTime(dateTime.date, dateTime.time.description)
    }

    /// `Wed 2 Dec` and the time as given (`08:00`, `all day`): appended piece by piece to one
    /// string (`tend today` writes one for every task not due that day), where a chain of `+`
    /// made a new string at each step.
    static func dayAndTime(_ date: CivilDate, _ time: String) -> String {
        var text = date.weekday.shortName
        text += " "
        text += String(date.day)
        text += " "
        text += shortMonthNames[date.month - 1]
        text += " "
        text += time
        return text
    }

    /// `Dec`.
    static func shortMonth(_ date: CivilDate) -> String {
        shortMonthNames[date.month - 1]
    }

    /// `1 December 2026`.
    static func dayMonthYear(_ date: CivilDate) -> String {
        "\(date.day) " + monthNames[date.month - 1] + " \(date.year)"
    }

    /// A period of days: `Tuesday 1 December 2026` for one day, `24–30 November 2026`,
    /// `30 November – 6 December 2026`, or `28 December 2026 – 3 January 2027`, with `dash`
    /// (`–`, or `-` in ASCII) between the ends.
    static func period(from first: CivilDate, to last: CivilDate, dash: String) -> String {
        if first == last {
            return long(first)
        }
        let end = dayMonthYear(last)
        if first.year != last.year {
            return dayMonthYear(first) + " " + dash + " " + end
        }
        if first.month != last.month {
            return "\(first.day) " + monthNames[first.month - 1] + " " + dash + " " + end
        }
        return "\(first.day)" + dash + end
    }
}
