/// What the head of a phrase (`daily`, `every 8 hours`, `weekly on monday`, `4 times a day`,
/// `once at 2026-12-01 09:00`) says about repetition.
enum PhrasePattern {
    case daily(interval: Int)
    case weekly(interval: Int, days: [Weekday])
    case monthly(interval: Int, days: [Int], weekdays: [RecurrenceRule.WeekdayNumber])
    case yearly(interval: Int, month: Int?, day: Int?)
    case once(LocalDateTime, allDay: Bool)
    case elapsed(seconds: Int64)
    case timesADay(Int)
    case intervalWithinDay(seconds: Int)
}
