/// One task's numbers over a chart's buckets, as drawn and as `--json` prints them.
public struct ChartSeries: Hashable, Sendable {
    public var taskID: String
    public var title: String
    public var metric: ChartMetric
    /// The unit of the values (`/10`, `mmHg`); nil for adherence, doses and entries, whose
    /// unit the metric names.
    public var unit: String?
    public var points: [ChartPoint]

    public init(taskID: String, title: String, metric: ChartMetric, unit: String? = nil, points: [ChartPoint]) {
        self.taskID = taskID
        self.title = title
        self.metric = metric
        self.unit = unit
        self.points = points
    }

    /// Adherence (`metric` `.adherence`, in percent) or doses done (`.done`) per bucket. A
    /// bucket after `today` is not yet; one with nothing due is nothing scheduled.
    public static func occurrences(
        _ metric: ChartMetric, of daily: DailyAdherence, buckets: [ChartBucket], today: CivilDate
    ) -> [ChartPoint] {
        buckets.map { bucket in
            if bucket.first > today { return ChartPoint(bucket: bucket, state: .notYet) }
            let total = daily.total(over: bucket)
            guard total.expected > 0 else { return ChartPoint(bucket: bucket, state: .nothingScheduled, expected: 0, done: 0) }
            let value = metric == .adherence ? Double(total.done) * 100 / Double(total.expected) : Double(total.done)
            return ChartPoint(bucket: bucket, state: total.done == 0 ? .missed : .measured, value: value,
                              expected: total.expected, done: total.done)
        }
    }

    /// The mean of the values per bucket (`.value`, with the minimum and maximum where a
    /// bucket holds several), or how many were logged (`.count`, zero being a measure).
    public static func samples(
        _ metric: ChartMetric, of daily: DailySamples, buckets: [ChartBucket], today: CivilDate
    ) -> [ChartPoint] {
        buckets.map { bucket in
            if bucket.first > today { return ChartPoint(bucket: bucket, state: .notYet) }
            let total = daily.total(over: bucket)
            if metric == .count {
                let count = total?.count ?? 0
                return ChartPoint(bucket: bucket, state: .measured, value: Double(count), samples: count)
            }
            guard let total else { return ChartPoint(bucket: bucket, state: .noData, samples: 0) }
            let spread = total.count > 1
            return ChartPoint(bucket: bucket, state: .measured, value: total.mean, minimum: spread ? total.minimum : nil,
                              maximum: spread ? total.maximum : nil, samples: total.count)
        }
    }

    /// The largest number drawn: a maximum where one is shown, else the value.
    public var largest: Double? {
        points.compactMap { $0.maximum ?? $0.value }.max()
    }
}
