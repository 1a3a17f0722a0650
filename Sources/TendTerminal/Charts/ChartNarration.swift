import TendCore

/// The sentences under a chart, one per finding: what the numbers show and the days they rest
/// on, never why.
enum ChartNarration {
    static func sentence(_ finding: TrendFinding, glyphs: Glyphs) -> String {
        let space = glyphs.noBreakSpace
        switch finding {
        case let .change(series, metric, unit, earlier, later, days):
            let half = days / 2
            switch metric {
            case .adherence:
                return series + ": adherence " + movement(earlier, later, decimals: 0, unit: "%", space: space)
                    + " (the first and the last \(half) of \(days) days with something due)."
            case .done:
                return series + ": doses done per day " + movement(earlier, later, decimals: 1, unit: nil, space: space)
                    + " (the first and the last \(half) of \(days) days with something due)."
            case .value:
                return series + ": the mean " + movement(earlier, later, decimals: 1, unit: unit, space: space)
                    + " (the first and the last \(half) of \(days) days with a value)."
            case .count:
                return series + ": logged " + times(Int(earlier)) + " in the first \(half) days and " + times(Int(later))
                    + " in the last \(half)."
            }
        case let .pairing(doses, value, unit, fewer, fewerDays, all, allDays, dosesPerDay):
            let fewerText = dosesPerDay.map { "fewer than \($0) doses of " + doses } ?? "fewer doses of " + doses + " than due"
            let allText = dosesPerDay.map { "all \($0)" } ?? "every dose"
            return value + " averaged " + NumberText.withUnit(NumberText.fixed(fewer, decimals: 1), unit, noBreakSpace: space)
                + " on the " + days(fewerDays) + " with " + fewerText + " and "
                + NumberText.fixed(all, decimals: 1) + " on the " + days(allDays) + " with " + allText + "."
        case let .notEnoughData(series, days, needed):
            return series + ": not enough data to tell a trend (" + self.days(days) + " with data; \(needed) needed)."
        case let .notEnoughPairs(doses, value, fewerDays, allDays, needed):
            return "Not enough data to tell how " + value + " differs with " + doses + " doses (" + days(fewerDays)
                + " with fewer doses, \(allDays) with all; \(needed) of each needed)."
        }
    }

    /// `rose from 62 % to 88 %`, `fell from …`, or `stayed at 80 %` when the two agree as printed.
    private static func movement(_ earlier: Double, _ later: Double, decimals: Int, unit: String?, space: String) -> String {
        let from = NumberText.fixed(earlier, decimals: decimals)
        let to = NumberText.fixed(later, decimals: decimals)
        if from == to { return "stayed at " + NumberText.withUnit(to, unit, noBreakSpace: space) }
        return (later > earlier ? "rose from " : "fell from ") + NumberText.withUnit(from, unit, noBreakSpace: space)
            + " to " + NumberText.withUnit(to, unit, noBreakSpace: space)
    }

    private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
    private static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
}
