/// How `ScheduleDescriber` writes the days and moments in a schedule's words: ISO 8601 in the
/// schedule language (`2026-12-02`, `2026-12-02 17:00`), which reads back to the same
/// schedule; a sentence for people passes the one date style of the renderers instead.
public struct ScheduleDateStyle: Sendable {
    /// A day: `2026-12-02`.
    public var day: @Sendable (CivilDate) -> String
    /// A day and a time of day: `2026-12-02 17:00`.
    public var moment: @Sendable (LocalDateTime) -> String

    public init(day: @escaping @Sendable (CivilDate) -> String, moment: @escaping @Sendable (LocalDateTime) -> String) {
        self.day = day
        self.moment = moment
    }

    /// The schedule language's own: what `ScheduleLanguage.parse` reads.
    public static let language = ScheduleDateStyle(day: { $0.description }, moment: { "\($0.date) \($0.time)" })
}
