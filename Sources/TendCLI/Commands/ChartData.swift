import TendCore
import TendPlan
import TendStore
import TendTerminal

/// What a chart is drawn from: each series' task, measure and records over the period, read
/// in one transaction, and the view built from them once the buckets are known.
struct ChartData {
    /// The records behind one series.
    enum Records {
        /// Occurrences due and done, per day (adherence, doses done).
        case occurrences(DailyAdherence)
        /// Logged numbers (value) or entries (count), per day.
        case samples(DailySamples)
    }

    struct Source {
        var id: String
        var title: String
        var metric: ChartMetric
        var unit: String?
        var color: TaskColor?
        var records: Records
    }

    var sources: [Source]
    /// The days of the period up to today: what the narration rests on.
    var days: [CivilDate]
    var first: CivilDate
    var last: CivilDate

    /// The series for `names` (every task that counts, together, when empty) with `metric`
    /// or each task's own measure, from `first` to `last`, counted as `tend summary` counts:
    /// the occurrences that started before `now`.
    static func load(_ transaction: ReadTransaction, tasks names: [String], metric: ChartMetric?, first: CivilDate,
                     last: CivilDate, now: Instant, context: CommandContext) throws -> ChartData {
        let plan = try context.plan(transaction, zone: context.userZone())
        let start = plan.bounds(of: first).start
        let end = max(start, min(plan.bounds(of: last).end, now))
        let named = try names.map { try plan.task(named: $0) }
        func daily(_ tasks: [CareTask]) throws -> DailyAdherence {
            try AdherenceTally.daily(tasks, of: plan, from: first, to: last, now: now, in: transaction)
        }
        var sources: [Source] = []
        if names.isEmpty {
            let metric = try scheduledMetric(metric, name: nil)
            let counting = plan.tasks.filter { $0.countsTowardAdherence && $0.style != .log }
            sources.append(Source(id: "all", title: "All tasks", metric: metric, color: nil, records: .occurrences(try daily(counting))))
        }
        // Doses against a logged value: a scheduled task beside a log task is drawn as doses.
        let pairsDoses = named.count == 2 && named.filter { $0.style == .log }.count == 1
        for task in named {
            guard !sources.contains(where: { $0.id == task.id }) else { continue }
            let color = task.color.flatMap(TaskColor.init(rawValue:))
            if task.style == .log {
                let logged = try DailySamples.fold(zone: plan.userZone, in: start..<end) { hours, tally in
                    try transaction.forEachLogTally(of: task.id, in: hours, tally)
                } entries: { part, entry in
                    try transaction.forEachLoggedNumber(of: task.id, in: part, entry)
                }
                let chosen = try loggedMetric(metric, task: task, hasNumbers: !logged.numbers.isEmpty)
                let unit = chosen == .value ? try transaction.latestUnit(of: task.id, in: start..<end) : nil
                sources.append(Source(id: task.id, title: task.title, metric: chosen, unit: unit, color: color,
                                      records: .samples(chosen == .value ? logged.numbers : logged.entries)))
            } else {
                let own: ChartMetric = task.countsTowardAdherence && !pairsDoses ? .adherence : .done
                let chosen = try scheduledMetric(metric ?? own, name: task.id)
                sources.append(Source(id: task.id, title: task.title, metric: chosen, color: color, records: .occurrences(try daily([task]))))
            }
        }
        let today = plan.userZone.localDateTime(at: now).date
        let days = first <= today ? (first.dayNumber...min(last, today).dayNumber).map(CivilDate.init(dayNumber:)) : []
        let data = ChartData(sources: sources, days: days, first: first, last: last)
        try data.checkDrawable()
        return data
    }

    private static func scheduledMetric(_ metric: ChartMetric?, name: String?) throws -> ChartMetric {
        switch metric ?? .adherence {
        case .adherence: return .adherence
        case .done: return .done
        case let other:
            let subject = name.map { "'\($0)' has a schedule" } ?? "Without a task the chart counts the scheduled tasks"
            throw CommandFailure("\(subject); --metric \(other.rawValue) is for log tasks. Use --metric adherence or --metric done, "
                                 + "or name a log task", status: .usageError)
        }
    }

    private static func loggedMetric(_ metric: ChartMetric?, task: CareTask, hasNumbers: Bool) throws -> ChartMetric {
        switch metric {
        case nil: return hasNumbers ? .value : .count
        case .value?: return .value
        case .count?: return .count
        case .adherence?, .done?:
            let measure = metric == .done ? "doses done" : "adherence"
            throw CommandFailure("'\(task.id)' is a log task, with nothing due, so it has no \(measure); "
                                 + "use --metric value or --metric count", status: .usageError)
        }
    }

    /// Refuses more series than patterns, and more units than axes.
    private func checkDrawable() throws {
        let maximum = ChartRenderer.maximumSeries
        guard sources.count <= maximum else {
            throw CommandFailure("A chart tells at most \(maximum) series apart, and \(sources.count) tasks were named; name fewer",
                                 status: .usageError)
        }
        let units = ChartRenderer.axisUnits(of: sources.map {
            ChartSeries(taskID: $0.id, title: $0.title, metric: $0.metric, unit: $0.unit, points: [])
        })
        guard units.count <= ChartRenderer.maximumAxes else {
            throw CommandFailure("A chart has two value axes, but these series have \(units.count) units (\(units.joined(separator: ", "))); "
                                 + "chart fewer at once", status: .usageError)
        }
    }

    private func series(of source: Source, buckets: [ChartBucket], today: CivilDate) -> ChartSeries {
        let points: [ChartPoint]
        switch source.records {
        case .occurrences(let daily): points = ChartSeries.occurrences(source.metric, of: daily, buckets: buckets, today: today)
        case .samples(let values): points = ChartSeries.samples(source.metric, of: values, buckets: buckets, today: today)
        }
        return ChartSeries(taskID: source.id, title: source.title, metric: source.metric, unit: source.unit, points: points)
    }

    /// The view over `buckets` of `size`, with its findings.
    func view(_ style: ChartView.Style, buckets: [ChartBucket], size: BucketSize, today: CivilDate, logarithmic: Bool) -> ChartView {
        let lines = sources.map { ChartSeriesView(series: series(of: $0, buckets: buckets, today: today), color: $0.color) }
        return ChartView(style: style, first: first, last: last, today: today, bucketSize: size, series: lines,
                         findings: findings(), isLogarithmic: logarithmic)
    }

    /// A pairing for doses beside a logged value, else a change per series.
    private func findings() -> [TrendFinding] {
        if sources.count == 2, let dosed = sources.first(where: { if case .occurrences = $0.records { true } else { false } }),
           let logged = sources.first(where: { $0.metric == .value }), case .occurrences(let doses) = dosed.records,
           case .samples(let values) = logged.records {
            return [TrendAnalysis.pairing(doses: doses, dosesTitle: dosed.title, values: values, valueTitle: logged.title,
                                          unit: logged.unit, days: days)]
        }
        return sources.map { source in
            switch source.records {
            case .occurrences(let daily): TrendAnalysis.change(of: source.metric, daily: daily, days: days, series: source.title)
            case .samples(let values) where source.metric == .value:
                TrendAnalysis.change(ofValues: values, unit: source.unit, days: days, series: source.title)
            case .samples(let values): TrendAnalysis.change(ofCounts: values, days: days, series: source.title)
            }
        }
    }
}
