/// What the schedule language needs to know beyond the text.
public struct ScheduleParsingOptions: Hashable, Sendable {
    /// The day a schedule without `from` starts on (today, or the day of `--now`).
    public var startDate: CivilDate
    /// The start of the waking day, over which `N times a day` is spread.
    public var wakingStart: TimeOfDay
    /// The end of the waking day.
    public var wakingEnd: TimeOfDay
    /// The time of day on `startDate` the schedule is given at, when it takes effect then (a task
    /// added now): a course (`for N days`, `for N times`) without `from` starts at its first dose
    /// from then on, so none of its doses lies before it. Nil: the start of the day.
    public var givenAt: TimeOfDay?

    public init(startDate: CivilDate,
                wakingStart: TimeOfDay = TimeOfDay(hour: 8, minute: 0)!,
                wakingEnd: TimeOfDay = TimeOfDay(hour: 20, minute: 0)!,
                givenAt: TimeOfDay? = nil) {
        self.startDate = startDate
        self.wakingStart = wakingStart
        self.wakingEnd = wakingEnd
        self.givenAt = givenAt
    }
}
