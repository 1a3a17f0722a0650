/// What the schedule language needs to know beyond the text.
public struct ScheduleParsingOptions: Hashable, Sendable {
    /// The day a schedule without `from` starts on (today, or the day of `--now`).
    public var startDate: CivilDate
    /// The start of the waking day, over which `N times a day` is spread.
    public var wakingStart: TimeOfDay
    /// The end of the waking day.
    public var wakingEnd: TimeOfDay

    public init(startDate: CivilDate,
                wakingStart: TimeOfDay = TimeOfDay(hour: 8, minute: 0)!,
                wakingEnd: TimeOfDay = TimeOfDay(hour: 20, minute: 0)!) {
        self.startDate = startDate
        self.wakingStart = wakingStart
        self.wakingEnd = wakingEnd
    }
}
