/// What a chart's series measures per bucket.
public enum ChartMetric: String, CaseIterable, Hashable, Sendable {
    /// Done ÷ expected, of a task that counts toward adherence.
    case adherence
    /// How many occurrences were done.
    case done
    /// The mean of the logged numbers, with their minimum and maximum.
    case value
    /// How many times something was logged.
    case count
}
