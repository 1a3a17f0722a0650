/// A fact a chart's narration states, with the number of days it rests on; the sentences are
/// written by the renderer. Findings compare numbers and never say why they differ.
public enum TrendFinding: Hashable, Sendable {
    /// The measure over the earlier half of the days with data against the later half:
    /// adherence in whole percent, doses done per day, the mean value, or entries per half.
    case change(series: String, metric: ChartMetric, unit: String?, earlier: Double, later: Double, days: Int)
    /// A logged value on the days with fewer doses than were due against the days with every
    /// dose; `dosesPerDay` when every one of those days had the same number due.
    case pairing(doses: String, value: String, unit: String?, fewer: Double, fewerDays: Int, all: Double, allDays: Int,
                 dosesPerDay: Int?)
    /// Too few days with data for `series` to tell a change.
    case notEnoughData(series: String, days: Int, needed: Int)
    /// Too few days of each kind to compare a value on days with and without every dose.
    case notEnoughPairs(doses: String, value: String, fewerDays: Int, allDays: Int, needed: Int)
}
