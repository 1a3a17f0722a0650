import TendCore

/// What `tend chart` draws: the series over the buckets of a period, with what the numbers
/// show in findings.
public struct ChartView: Hashable, Sendable {
    /// How the points are drawn.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// Bars side by side; a logged value on the right-hand axis is a line over them.
        case bar
        /// Points joined by braille lines.
        case line
        /// Points alone.
        case scatter
    }

    public var style: Style
    public var first: CivilDate
    public var last: CivilDate
    /// Marked on the x axis when it is in the period.
    public var today: CivilDate
    public var bucketSize: BucketSize
    /// One or more series; those with another unit than the first get the right-hand axis.
    public var series: [ChartSeriesView]
    public var findings: [TrendFinding]
    public var isLogarithmic: Bool

    public init(style: Style, first: CivilDate, last: CivilDate, today: CivilDate, bucketSize: BucketSize,
                series: [ChartSeriesView], findings: [TrendFinding], isLogarithmic: Bool = false) {
        self.style = style
        self.first = first
        self.last = last
        self.today = today
        self.bucketSize = bucketSize
        self.series = series
        self.findings = findings
        self.isLogarithmic = isLogarithmic
    }

    /// Whether no series has a single number to draw.
    public var hasNoData: Bool {
        series.allSatisfy { line in
            line.series.points.allSatisfy { $0.value == nil || (line.series.metric == .count && $0.value == 0) }
        }
    }
}

/// A series with the colour its task carries, if any.
public struct ChartSeriesView: Hashable, Sendable {
    public var series: ChartSeries
    public var color: TaskColor?

    public init(series: ChartSeries, color: TaskColor?) {
        self.series = series
        self.color = color
    }
}
