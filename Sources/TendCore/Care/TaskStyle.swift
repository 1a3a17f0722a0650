/// How a task is shown, after CareKit's five task views.
public enum TaskStyle: String, CaseIterable, Hashable, Sendable {
    /// A one-step task: title, subtitle and a box.
    case simple
    /// A one-step task with a line of advice.
    case instructions
    /// Events logged whenever they happen.
    case log
    /// A multi-step task: one row per occurrence.
    case checklist
    /// A multi-step task shown compactly: one small cell per occurrence.
    case grid

    /// The style CareKit would pick: a task that does not count toward adherence is a log;
    /// one occurrence a day is simple (instructions when there are instructions); several are
    /// a checklist.
    public static func automatic(countsTowardAdherence: Bool, occurrencesPerDay: Int, hasInstructions: Bool) -> TaskStyle {
        if !countsTowardAdherence { return .log }
        if occurrencesPerDay > 1 { return .checklist }
        return hasInstructions ? .instructions : .simple
    }
}
