/// The words of the schedule language.
enum ScheduleVocabulary {
    /// Weekday names and abbreviations, singular and plural.
    static func weekday(_ word: String) -> Weekday? {
        let base = word.hasSuffix("s") && word.count > 3 ? String(word.dropLast()) : word
        switch base {
        case "sunday", "sun", "su": return .sunday
        case "monday", "mon", "mo": return .monday
        case "tuesday", "tue", "tues", "tu": return .tuesday
        case "wednesday", "wed", "we": return .wednesday
        case "thursday", "thu", "thur", "thurs", "th": return .thursday
        case "friday", "fri", "fr": return .friday
        case "saturday", "sat", "sa": return .saturday
        default: return nil
        }
    }

    /// Month names and abbreviations.
    static func month(_ word: String) -> Int? {
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                     "october", "november", "december"]
        if let i = names.firstIndex(of: word) { return i + 1 }
        if word.count >= 3, let i = names.firstIndex(where: { $0.hasPrefix(word) }) { return i + 1 }
        return nil
    }

    /// Small numbers written as words.
    static func cardinal(_ word: String) -> Int? {
        let names = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        return names.firstIndex(of: word).map { $0 + 1 }
    }

    /// Ordinals written as words (`first` … `fifth`, `last`).
    static func ordinal(_ word: String) -> Int? {
        switch word {
        case "first": return 1
        case "second": return 2
        case "third": return 3
        case "fourth": return 4
        case "fifth": return 5
        case "last": return -1
        default: return nil
        }
    }

    /// Every word the language knows, for suggestions.
    static let allWords: [String] = [
        "daily", "every", "day", "days", "other", "week", "weeks", "weekly", "month", "months", "monthly",
        "year", "years", "yearly", "annually", "hour", "hours", "hourly", "minute", "minutes", "weekdays",
        "weekends", "at", "on", "from", "until", "for", "between", "and", "times", "time", "a", "per", "once",
        "twice", "the", "last", "first", "second", "third", "fourth", "fifth", "in", "lasting", "target",
        "today", "tomorrow", "noon", "midnight", "all", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays",
        "sundays", "january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december",
    ]
}
