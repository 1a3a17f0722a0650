import TendCore
import TendStore

/// Reads values, times of day and durations given on the command line.
enum ValueArgument {
    /// `--value`: a number (`400`, `2.5`), a yes/no, or text.
    static func recorded(_ text: String) -> RecordedValue {
        switch text.lowercased() {
        case "yes", "true", "y": return .boolean(true)
        case "no", "false", "n": return .boolean(false)
        default:
            if let number = Double(text), number.isFinite { return .number(number) }
            return .text(text)
        }
    }

    /// A duration: `30m`, `2h`, `1d`, `90` (minutes), `1h30m`.
    static func seconds(_ text: String) -> Int64? {
        var total: Int64 = 0
        var number: Int64 = 0
        var digits = 0
        var sawUnit = false
        for c in text.lowercased() {
            if let d = c.wholeNumberValue, c.isASCII {
                number = number * 10 + Int64(d)
                digits += 1
                guard digits <= 6 else { return nil }
            } else {
                guard digits > 0 else { return nil }
                switch c {
                case "s": total += number
                case "m": total += number * 60
                case "h": total += number * 3600
                case "d": total += number * 86_400
                default: return nil
                }
                number = 0
                digits = 0
                sawUnit = true
            }
        }
        if digits > 0 { total += sawUnit ? number : number * 60 } else if !sawUnit { return nil }
        return total
    }

    /// `--at`: a time on `day` (`08:10`, `8:10am`), a date and time, a day and a time
    /// (`yesterday 20:00`, `fri 08:10`), or now moved by a duration (`-2h`), as an instant.
    static func moment(_ text: String, day: CivilDate, zone: ZoneRules, now: Instant) -> Instant? {
        if let instant = DateTimeArgument.instant(text, zone: zone) ?? RelativeTimeArgument.moment(text, now: now) {
            return instant
        }
        if let time = TimeOfDay(parsing: text) {
            return zone.instant(for: LocalDateTime(date: day, time: time))
        }
        let words = text.split(separator: " ")
        guard words.count > 1, let time = TimeOfDay(parsing: String(words[words.count - 1])),
              let date = date(words.dropLast().joined(separator: " "), today: zone.localDateTime(at: now).date)
        else { return nil }
        return zone.instant(for: LocalDateTime(date: date, time: time))
    }

    /// A date: `2026-12-01`, `today`, `yesterday`, `tomorrow`, or one relative to today
    /// (`fri`, `next fri`, `-3d`; see ``RelativeTimeArgument``).
    static func date(_ text: String, today: CivilDate) -> CivilDate? {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
        default:
            if let day = RelativeTimeArgument.day(text, today: today) { return day }
            guard let (local, offset) = DateTimeArgument.parse(text), offset == nil, local.time == .midnight,
                  text.count == 10 else { return nil }
            return local.date
        }
    }
}
