import TendCore
import TendTerminal

/// Chart views over fixed data, ending today (Tuesday 1 December 2026): ibuprofen 4 times a
/// day, a pain level, nausea entries, a weekday task with nothing due at weekends.
enum SampleCharts {
    static let today = CivilDate(year: 2026, month: 12, day: 1)!
    static let fortnight = (first: today.adding(days: -13), last: today)

    /// Each chart by name, for golden files.
    static let names = ["adherence", "done", "value", "count", "doses-and-pain", "outlier", "year-by-week", "year-by-month",
                        "weekdays", "no-data", "log", "three-series"]
    /// The charts drawn at every width, in colour, plain and ASCII.
    static let metricNames = ["adherence", "done", "value", "count"]

    /// The chart `name`, drawn in `style`.
    static func view(_ name: String, style: ChartView.Style) -> ChartView {
        var chart = view(name)
        chart.style = style
        return chart
    }

    static func view(_ name: String) -> ChartView {
        let (first, last) = fortnight
        let days = BucketSize.day.buckets(from: first, to: last)
        switch name {
        case "adherence": return chart([line(.adherence, ibuprofen, buckets: days)], days: days)
        case "done": return chart([line(.done, ibuprofen, buckets: days)], days: days)
        case "value": return chart([values("Pain", pain, unit: "/10", buckets: days)], days: days)
        case "count": return chart([values("Nausea", nausea, metric: .count, buckets: days)], days: days)
        case "doses-and-pain":
            let finding = TrendAnalysis.pairing(doses: ibuprofen, dosesTitle: "Ibuprofen", values: DailySamples(pain), valueTitle: "Pain", unit: "/10",
                                                days: dayList(first, last))
            return chart([line(.done, ibuprofen, buckets: days), values("Pain", pain, unit: "/10", buckets: days)], days: days,
                         findings: [finding])
        case "outlier":
            let spike = nausea + Array(repeating: DatedValue(day: today.adding(days: -4), value: 1), count: 40)
            return chart([values("Nausea", spike, metric: .count, buckets: days)], days: days)
        case "year-by-week", "year-by-month", "year-by-day":
            let start = CivilDate(year: 2026, month: 1, day: 1)!
            let size: BucketSize = [.week, .month, .day][["year-by-week", "year-by-month", "year-by-day"].firstIndex(of: name)!]
            let buckets = size.buckets(from: start, to: today)
            return chart([line(.adherence, yearOfDoses, buckets: buckets)], days: buckets, size: size, first: start)
        case "weekdays": return chart([line(.adherence, physio, buckets: days)], days: days)
        case "no-data": return chart([values("Pain", [], unit: "/10", buckets: days)], days: days)
        case "log":
            let steps = (0..<14).map { DatedValue(day: first.adding(days: $0), value: [3, 8, 40, 150, 900, 2_000, 12_000][$0 % 7]) }
            return chart([values("Viral load", steps, unit: "copies/mL", buckets: days)], days: days, logarithmic: true)
        case "three-series":
            return chart([line(.adherence, ibuprofen, buckets: days), line(.adherence, physio, buckets: days, title: "Knee exercises"),
                          line(.adherence, vitamin, buckets: days, title: "Vitamin D")], days: days)
        default: fatalError("no sample chart \(name)")
        }
    }

    private static func chart(_ series: [(ChartSeriesView, TrendFinding)], days: [ChartBucket], size: BucketSize = .day,
                              first: CivilDate = fortnight.first, findings: [TrendFinding]? = nil, logarithmic: Bool = false) -> ChartView {
        ChartView(style: .bar, first: first, last: today, today: today, bucketSize: size, series: series.map(\.0),
                  findings: findings ?? series.map(\.1), isLogarithmic: logarithmic)
    }

    private static func dayList(_ first: CivilDate, _ last: CivilDate) -> [CivilDate] {
        (first.dayNumber...last.dayNumber).map(CivilDate.init(dayNumber:))
    }

    private static func line(_ metric: ChartMetric, _ daily: DailyAdherence, buckets: [ChartBucket], title: String = "Ibuprofen")
        -> (ChartSeriesView, TrendFinding) {
        let points = ChartSeries.occurrences(metric, of: daily, buckets: buckets, today: today)
        let days = dayList(buckets.first!.first, today)
        return (ChartSeriesView(series: ChartSeries(taskID: title.lowercased(), title: title, metric: metric, points: points),
                                color: title == "Ibuprofen" ? .blue : nil),
                TrendAnalysis.change(of: metric, daily: daily, days: days, series: title))
    }

    private static func values(_ title: String, _ values: [DatedValue], metric: ChartMetric = .value, unit: String? = nil,
                               buckets: [ChartBucket]) -> (ChartSeriesView, TrendFinding) {
        let samples = DailySamples(values)
        let points = ChartSeries.samples(metric, of: samples, buckets: buckets, today: today)
        let days = dayList(buckets.first!.first, today)
        let finding = metric == .value ? TrendAnalysis.change(ofValues: samples, unit: unit, days: days, series: title)
            : TrendAnalysis.change(ofCounts: samples, days: days, series: title)
        return (ChartSeriesView(series: ChartSeries(taskID: title.lowercased(), title: title, metric: metric, unit: unit, points: points),
                                color: nil), finding)
    }

    /// `schedule` from `start` (UTC), with each day's first `doses(day)` occurrences done.
    private static func daily(_ schedule: String, from start: CivilDate, perDay: Int, doses: (Int) -> Int) -> DailyAdherence {
        let parsed = try! ScheduleLanguage.parse(schedule, options: ScheduleParsingOptions(startDate: start))
        let begin = ZoneRules.utc.instant(for: LocalDateTime(date: start))
        let task = CareTask(id: "t", title: "T", style: .checklist, created: begin)
        let timeline = TaskTimeline(task: task, versions: [ScheduleVersion(number: 1, effectiveFrom: begin, schedule: parsed)]) { _ in .utc }
        let end = ZoneRules.utc.instant(for: LocalDateTime(date: today, time: TimeOfDay(hour: 13, minute: 0)!))
        let occurrences = timeline.occurrences(from: begin, to: end)
        return DailyAdherence(occurrences: occurrences, zone: .utc) { key in
            let day = ZoneRules.utc.localDateTime(at: occurrences.first { $0.key == key }!.occurrence.start).date
            return key.index % perDay < doses(day.dayNumber - start.dayNumber)
        }
    }

    static let ibuprofen = daily("4 times a day", from: fortnight.first, perDay: 4) { [2, 4, 3, 4, 4, 0, 4, 4, 2, 4, 4, 3, 4, 4][$0] }
    static let vitamin = daily("daily at 08:00", from: fortnight.first, perDay: 1) { $0 % 4 == 2 ? 0 : 1 }
    static let physio = daily("weekdays at 18:30", from: fortnight.first, perDay: 1) { $0 % 5 == 1 ? 0 : 1 }
    static let yearOfDoses = daily("daily at 08:00 and 20:00", from: CivilDate(year: 2026, month: 1, day: 1)!, perDay: 2) { day in
        day % 7 == 3 ? 0 : (day % 11 == 0 ? 1 : 2)
    }

    static let pain: [DatedValue] = [7, 3, 6, 4, 3, 6, 3, 4, 5, 3, nil, 6, 4, 3].enumerated().compactMap { i, value in
        value.map { DatedValue(day: fortnight.first.adding(days: i), value: $0) }
    } + [DatedValue(day: fortnight.first.adding(days: 2), value: 8), DatedValue(day: fortnight.first.adding(days: 8), value: 2)]

    static let nausea: [DatedValue] = [2, 0, 1, 3, 0, 0, 1, 2, 1, 0, 0, 1, 0, 1].enumerated().flatMap { i, count in
        Array(repeating: DatedValue(day: fortnight.first.adding(days: i), value: 1), count: count)
    }
}
