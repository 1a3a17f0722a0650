import TendCore

/// The words around a chart: its title, the time unit and period under it, each axis's unit,
/// and the label under each bucket.
enum ChartText {
    /// `Ibuprofen: adherence` for one series, `Adherence` for several of one metric, and
    /// `Ibuprofen (doses done) and Pain (mean)` for mixed ones.
    static func title(_ series: [ChartSeries]) -> String {
        let metrics = Set(series.map(\.metric))
        if series.count == 1, let only = series.first { return only.title + ": " + metricName(only.metric) }
        if metrics.count == 1, let metric = metrics.first {
            let name = metricName(metric)
            return name.prefix(1).uppercased() + name.dropFirst()
        }
        return series.map { $0.title + " (" + metricName($0.metric) + ")" }.joined(separator: " and ")
    }

    private static func metricName(_ metric: ChartMetric) -> String {
        switch metric {
        case .adherence: "adherence"
        case .done: "doses done"
        case .value: "mean"
        case .count: "times logged"
        }
    }

    /// The time unit and the period: `per day · 25 Nov – 1 Dec 2026`, `weekly mean · …`.
    static func subtitle(_ view: ChartView, glyphs: Glyphs) -> String {
        let metrics = Set(view.series.map(\.series.metric))
        let unit: String
        switch (view.bucketSize, metrics == [.value]) {
        case (.day, false): unit = "per day"
        case (.week, false): unit = "per week"
        case (.month, false): unit = "per month"
        case (.day, true): unit = "daily mean"
        case (.week, true): unit = "weekly mean"
        case (.month, true): unit = "monthly mean"
        }
        let mixed = metrics.contains(.value) && metrics.count > 1 ? " (values: mean)" : ""
        return unit + mixed + glyphs.separator + DateText.period(from: view.first, to: view.last, dash: glyphs.rangeDash)
    }

    /// The unit written on a series' axis: `%`, `doses`, `entries`, or the logged unit.
    static func axisUnit(_ series: ChartSeries) -> String {
        switch series.metric {
        case .adherence: "%"
        case .done: "doses"
        case .count: "entries"
        case .value: series.unit ?? "value"
        }
    }

    /// The markers the view draws, each with its symbol in `glyphs` and its words
    /// (`✗ missed`, `· nothing due`, `? no data`), for the legend.
    static func markerLegend(_ view: ChartView, glyphs: ChartGlyphs) -> [String] {
        markerLegend(states: Set(view.series.flatMap { $0.series.points.map(\.state) }), glyphs: glyphs)
    }

    /// The markers among `states`, each with its symbol and its words, for the legend.
    static func markerLegend(states: Set<ChartPoint.State>, glyphs: ChartGlyphs) -> [String] {
        let markers: [(ChartPoint.State, String, String)] = [
            (.missed, glyphs.missed, "missed"), (.nothingScheduled, glyphs.nothingScheduled, "nothing due"), (.noData, glyphs.noData, "no data"),
        ]
        return markers.filter { states.contains($0.0) }.map { $0.1 + " " + $0.2 }
    }

    /// The most days whose labels are day numbers: two months' worth; past that, numbers
    /// without their months do not say where the reader is.
    static let dayNumberLimit = 62

    /// A bucket in words: `Fri 27 Nov 2026`, `the week of Mon 23 Nov 2026`, `Dec 2026`.
    static func bucketName(_ bucket: ChartBucket, size: BucketSize) -> String {
        switch size {
        case .day: DateText.short(bucket.first)
        case .week: "the week of " + DateText.short(bucket.first)
        case .month: DateText.shortMonth(bucket.first) + " \(bucket.first.year)"
        }
    }

    /// The label under a bucket: a weekday letter for days of a week or two, the day of the
    /// month for longer runs of days, and for more than ``dayNumberLimit`` days the month's name
    /// on its first day and nothing on the others (a year by day); `30 Nov` for a week, `Jan`
    /// for a month.
    static func bucketLabel(_ bucket: ChartBucket, size: BucketSize, bucketCount: Int) -> String {
        switch size {
        case .day where bucketCount <= 14: String(bucket.first.weekday.shortName.prefix(1))
        case .day where bucketCount > dayNumberLimit: bucket.first.day == 1 ? DateText.shortMonth(bucket.first) : ""
        case .day: "\(bucket.first.day)"
        case .week: "\(bucket.first.day) " + DateText.shortMonth(bucket.first)
        case .month: DateText.shortMonth(bucket.first)
        }
    }
}
