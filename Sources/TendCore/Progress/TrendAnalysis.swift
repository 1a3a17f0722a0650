/// The statistics behind a chart's narration, over the days of its range up to today.
///
/// A change compares the first half of the days with data with the second half (the middle
/// day of an odd count is left out) and needs ``minimumDays`` of them. A pairing of doses and
/// a logged value needs ``minimumDaysPerGroup`` days with every dose and as many with fewer.
public enum TrendAnalysis {
    /// The fewest days with data that a change is told on.
    public static let minimumDays = 6
    /// The fewest days on each side of a pairing.
    public static let minimumDaysPerGroup = 3

    /// How adherence (whole percent, rounded down as `tend summary` does) or doses done per
    /// day moved over `days`, counting the days with something due.
    public static func change(of metric: ChartMetric, daily: DailyAdherence, days: [CivilDate], series: String) -> TrendFinding {
        let due = days.filter { daily[$0].expected > 0 }
        return halves(of: due, series: series) { part in
            let total = part.reduce(Adherence(expected: 0, done: 0)) { $0 + daily[$1] }
            if metric == .adherence { return Double(total.percent ?? 0) }
            return Double(total.done) / Double(part.count)
        } finding: { .change(series: series, metric: metric, unit: nil, earlier: $0, later: $1, days: due.count) }
    }

    /// How the mean of the logged values moved over `days`, counting the days with a value.
    public static func change(ofValues values: DailySamples, unit: String?, days: [CivilDate], series: String) -> TrendFinding {
        let logged = days.filter { values[$0] != nil }
        return halves(of: logged, series: series) { part in
            values.total(over: part)!.mean
        } finding: { .change(series: series, metric: .value, unit: unit, earlier: $0, later: $1, days: logged.count) }
    }

    /// How many entries were logged in the first half of `days` and in the second; every day
    /// counts, an empty one being a zero.
    public static func change(ofCounts values: DailySamples, days: [CivilDate], series: String) -> TrendFinding {
        halves(of: days, series: series) { part in
            Double(values.total(over: part)?.count ?? 0)
        } finding: { .change(series: series, metric: .count, unit: nil, earlier: $0, later: $1, days: days.count) }
    }

    private static func halves(
        of days: [CivilDate], series: String, measure: ([CivilDate]) -> Double, finding: (Double, Double) -> TrendFinding
    ) -> TrendFinding {
        guard days.count >= minimumDays else { return .notEnoughData(series: series, days: days.count, needed: minimumDays) }
        let half = days.count / 2
        return finding(measure(Array(days.prefix(half))), measure(Array(days.suffix(half))))
    }

    /// The mean logged value on the days of `days` with fewer doses done than due against the
    /// days with every dose, over the days that had both doses due and a value.
    public static func pairing(
        doses daily: DailyAdherence, dosesTitle: String, values: DailySamples, valueTitle: String, unit: String?,
        days: [CivilDate]
    ) -> TrendFinding {
        var fewer: DailySamples.Total?
        var all: DailySamples.Total?
        var fewerDays = 0
        var allDays = 0
        var due: Set<Int> = []
        for day in days {
            let adherence = daily[day]
            guard adherence.expected > 0, let logged = values[day] else { continue }
            due.insert(adherence.expected)
            if adherence.done < adherence.expected {
                fewer = fewer.map { $0 + logged } ?? logged
                fewerDays += 1
            } else {
                all = all.map { $0 + logged } ?? logged
                allDays += 1
            }
        }
        guard let fewer, let all, fewerDays >= minimumDaysPerGroup, allDays >= minimumDaysPerGroup else {
            return .notEnoughPairs(doses: dosesTitle, value: valueTitle, fewerDays: fewerDays, allDays: allDays,
                                   needed: minimumDaysPerGroup)
        }
        return .pairing(doses: dosesTitle, value: valueTitle, unit: unit, fewer: fewer.mean, fewerDays: fewerDays, all: all.mean,
                        allDays: allDays, dosesPerDay: due.count == 1 ? due.first : nil)
    }
}
