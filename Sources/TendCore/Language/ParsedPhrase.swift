/// One phrase as read, before it is checked and turned into schedule elements: what its head
/// says about repetition and what its modifiers say, with where the phrase lies in the text.
///
/// `PhraseParser` reads it, `validate(options:)` rejects what does not fit together (a single
/// occurrence with a count, `every N hours` with `at` times ...), and `elements(options:)`
/// builds the elements; each step reports its errors at the token that caused them.
struct ParsedPhrase {
    let pattern: PhrasePattern
    let modifiers: PhraseModifiers
    /// The phrase's first token: where an error about the phrase as a whole points.
    let head: ScheduleToken?
    let location: PhraseLocation

    /// Whether the elements last all day: a single occurrence given as a date without a time,
    /// or a repetition with no times of day (or with `all day`). Elapsed time is never all day.
    var isAllDay: Bool {
        switch pattern {
        case .once(_, let allDay): return allDay && modifiers.times.isEmpty
        case .elapsed: return false
        case .timesADay, .intervalWithinDay: return modifiers.allDayRequested
        case .daily, .weekly, .monthly, .yearly: return modifiers.allDayRequested || modifiers.times.isEmpty
        }
    }

    /// The hours `N times a day` is spread over: `between A and B`, else the waking day.
    func dayWindow(options: ScheduleParsingOptions) -> (start: TimeOfDay, end: TimeOfDay) {
        modifiers.window ?? (options.wakingStart, options.wakingEnd)
    }

    func error(_ message: String, at token: ScheduleToken?) -> ScheduleSyntaxError {
        location.error(message, at: token)
    }
}
