import TendCore

/// Days and moments written relative to today or now on the command line (`--date`, `--from`,
/// `--at`), for the way people say them:
///
/// - a weekday (`fri`, `friday`) is the latest such day, today included: records are made after
///   the fact, so `tend done x --date fri` on a Sunday means the Friday just past;
/// - `last fri` is the one before today, `next fri` the one after today;
/// - `+3d`, `-2d`, `+1w` move the day by days or weeks;
/// - for a moment, `-2h`, `+30m`, `-1d`, `-1h30m` move now by a duration.
enum RelativeTimeArgument {
    /// The day `text` names relative to `today`, or nil when it names none.
    static func day(_ text: String, today: CivilDate) -> CivilDate? {
        let words = text.lowercased().split(separator: " ")
        switch words.count {
        case 1:
            if let offset = dayOffset(words[0]) { return today.adding(days: offset) }
            guard let weekday = weekday(words[0]) else { return nil }
            return today.adding(days: -daysBack(from: today.weekday, to: weekday))
        case 2:
            guard let weekday = weekday(words[1]) else { return nil }
            switch words[0] {
            // 1 to 7 days away: never today itself.
            case "last": return today.adding(days: -((daysBack(from: today.weekday, to: weekday) + 6) % 7 + 1))
            case "next": return today.adding(days: (daysBack(from: weekday, to: today.weekday) + 6) % 7 + 1)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The moment `text` (`-2h`, `+30m`) names relative to `now`, or nil when it names none.
    static func moment(_ text: String, now: Instant) -> Instant? {
        guard let sign = text.first, sign == "+" || sign == "-",
              let seconds = ValueArgument.seconds(String(text.dropFirst())), text.dropFirst().contains(where: \.isLetter)
        else { return nil }
        return Instant(seconds: now.seconds + (sign == "-" ? -seconds : seconds))
    }

    /// `+3d`, `-2d`, `+1w` as a number of days.
    private static func dayOffset(_ word: Substring) -> Int? {
        guard let sign = word.first, sign == "+" || sign == "-", let unit = word.last, unit == "d" || unit == "w",
              let count = Int(word.dropFirst().dropLast()), word.count > 2, count <= 3660 else { return nil }
        return (sign == "-" ? -count : count) * (unit == "w" ? 7 : 1)
    }

    /// How many days back from a `from` day the latest `to` day is (0 when they are the same).
    private static func daysBack(from: Weekday, to: Weekday) -> Int {
        (from.rawValue - to.rawValue + 7) % 7
    }

    /// A weekday by its English name or three-letter abbreviation.
    private static func weekday(_ word: Substring) -> Weekday? {
        Weekday.allCases.first { $0.name == word || $0.shortName.lowercased() == word }
    }
}
