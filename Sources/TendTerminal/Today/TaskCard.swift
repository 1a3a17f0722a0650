/// One task as `tend today` shows it, in its style.
public struct TaskCard: Hashable, Sendable {
    /// The id people type (`ibuprofen`).
    public var id: String
    public var title: String
    /// The line under the title: the schedule in words, or the time (`every day at 08:00`).
    public var subtitle: String
    /// Shown under the subtitle in the instructions and log styles and below the rows in the
    /// checklist and grid styles; the simple style has none.
    public var instructions: String?
    public var color: TaskColor?
    /// Whether the task's occurrences count toward the day's progress.
    public var countsTowardAdherence: Bool
    public var body: TaskCardBody

    public init(
        id: String, title: String, subtitle: String, instructions: String? = nil,
        color: TaskColor? = nil, countsTowardAdherence: Bool = true, body: TaskCardBody
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.instructions = instructions
        self.color = color
        self.countsTowardAdherence = countsTowardAdherence
        self.body = body
    }
}

/// The task's style, with what that style shows.
public enum TaskCardBody: Hashable, Sendable {
    /// A one-step task: one box, filled when the day's occurrence is done; on a day with
    /// several, a numbered row per occurrence and the count, as in the checklist style.
    case simple([OccurrenceRow])
    /// A one-step task with a line of advice: as simple, plus the instructions under the subtitle.
    case instructions([OccurrenceRow])
    /// Events logged whenever they happen: a log prompt and the day's entries.
    case log([LogEntryRow])
    /// A multi-step task: one numbered row per occurrence.
    case checklist([OccurrenceRow])
    /// A multi-step task shown compactly: one small cell per occurrence.
    case grid([OccurrenceRow])

    /// The day's occurrences; none for the log style.
    public var occurrences: [OccurrenceRow] {
        switch self {
        case .simple(let rows), .instructions(let rows), .checklist(let rows), .grid(let rows):
            rows
        case .log:
            []
        }
    }
}
