/// What the modifiers after a phrase's head say (`at 08:00 "Morning"`, `from 2026-12-01`,
/// `until 2026-12-14`, `for 10 days`, `between 09:00 and 17:00`, `target 8 glasses`, `in
/// Europe/Berlin` ...), as written. The parser fills it in, checking only that no modifier is
/// given twice; `ParsedPhrase` checks that it fits the head and turns both into elements. The
/// tokens are kept where an error must point at them.
struct PhraseModifiers {
    /// One time of day after `at`, with its own label (`08:00 "Morning"`) and its token.
    struct TimeSlot {
        let time: TimeOfDay
        let label: String?
        let token: ScheduleToken
    }

    /// The times after `at`, in the order given.
    var times: [TimeSlot] = []
    /// The start after `from`: a date, a time or both.
    var from: (date: CivilDate?, time: TimeOfDay?)?
    /// The `from` word, for errors about the start.
    var fromToken: ScheduleToken?
    /// The end after `until`, exclusive: the second after its time, or the day after its date.
    var until: LocalDateTime?
    /// The `until` word and the end as written after it (`2026-11-01`, `2026-11-01 18:00`).
    var untilWritten: (token: ScheduleToken, text: String)?
    /// `for N days`, `for N weeks`, `for N months`: the count and the unit, singular.
    var lengthInDays: (count: Int, unit: String)?
    /// `for N times`: how many occurrences there are in all.
    var repeatCount: Int?
    /// How long each occurrence lasts, in seconds (`for 30 minutes`, `lasting 2 hours`).
    var duration: Int64?
    /// The label in quotes after the head, for every occurrence without a label of its own.
    var label: String?
    /// `target 8 glasses`.
    var target: TargetValue?
    /// `between 09:00 and 17:00`.
    var window: (start: TimeOfDay, end: TimeOfDay)?
    /// `all day`.
    var allDayRequested = false
    /// `in Europe/Berlin`: the zone's name and where it is written in the schedule text.
    var zone: (name: String, offset: Int, length: Int)?
}
