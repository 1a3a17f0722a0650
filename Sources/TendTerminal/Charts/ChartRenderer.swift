import TendCore

/// Renders ``ChartView`` for the terminal: a title and the time unit, the plot between its
/// axes, a legend when there is more than one series or a marker to explain, what is off
/// scale, and the narration. Narrower than ``TerminalStyle/minimumWidth``, each series is one
/// sparkline row; wider than ``maximumWidth``, the chart stops there.
public enum ChartRenderer {
    /// The widest chart drawn.
    public static let maximumWidth = 250
    /// The most series a chart tells apart (each has its own fill).
    public static let maximumSeries = ChartGlyphs.maximumSeries
    /// The most units a chart holds: one per value axis.
    public static let maximumAxes = ChartAxes.maximumUnits

    /// The units of the value axes `series` need, in order (`%`, `/10`).
    public static func axisUnits(of series: [ChartSeries]) -> [String] {
        var units: [String] = []
        for unit in series.map(ChartText.axisUnit) where !units.contains(unit) { units.append(unit) }
        return units
    }

    /// The narration's sentences, as the chart prints them under the plot.
    public static func narration(_ view: ChartView, glyphs: Glyphs) -> [String] {
        view.findings.map { printable(ChartNarration.sentence($0, glyphs: glyphs)) }
    }

    /// Columns kept for each value axis when choosing how many buckets fit.
    static let axisAllowance = 10

    /// How many buckets of `seriesCount` series side by side fit in `columns`: with a column
    /// between groups on a full chart, one cell each on the sparklines of a narrow terminal.
    public static func bucketSlots(columns: Int, seriesCount: Int) -> Int {
        let width = min(columns, maximumWidth)
        guard width >= TerminalStyle.minimumWidth else { return max(width - sparklineLabelWidth(width) - 1, 1) }
        let plot = width - 2 * axisAllowance
        return max(plot / (seriesCount + 1), 1)
    }

    /// Whether `buckets` buckets of `seriesCount` series fit in `columns` at all (touching).
    public static func fits(buckets: Int, seriesCount: Int, columns: Int) -> Bool {
        let width = min(columns, maximumWidth)
        guard width >= TerminalStyle.minimumWidth else { return buckets <= bucketSlots(columns: columns, seriesCount: seriesCount) }
        return buckets * seriesCount <= width - 2 * axisAllowance
    }

    /// The chart in `columns` columns (the terminal's own width, unclamped), with the colours
    /// and glyphs of `style`.
    public static func render(_ view: ChartView, style: TerminalStyle, columns: Int) -> String {
        let width = min(max(columns, 1), maximumWidth)
        let glyphs = ChartGlyphs.matching(style.glyphs)
        let series = view.series.map(\.series)
        let colors = ChartPalette.assign(view.series.map(\.color))
        var lines = Wrapping.lines(printable(ChartText.title(series)), width: width, attributes: .bold)
        lines += Wrapping.lines(ChartText.subtitle(view, glyphs: style.glyphs), width: width, attributes: .dim)
        lines.append(StyledLine())
        if view.hasNoData {
            lines += Wrapping.lines("Nothing was due, done or logged in this period, so there is nothing to draw.", width: width)
            return style.render(lines)
        }
        let axes = ChartAxes(series, logarithmic: view.isLogarithmic)
        let legend: [Span]
        if width < TerminalStyle.minimumWidth {
            lines += sparklines(view, axes: axes, colors: colors, glyphs: glyphs, width: width, ellipsis: style.glyphs.ellipsis)
            legend = sparklineLegend(view, glyphs: glyphs, width: width)
        } else {
            let frame = ChartFrame(width: width, glyphs: glyphs, colors: colors, axes: axes)
            lines += view.style == .bar ? BarChartRenderer.plot(view, axes: axes, frame: frame)
                : LineChartRenderer.plot(view, axes: axes, frame: frame)
            legend = self.legend(view, axes: axes, colors: colors, glyphs: glyphs)
        }
        if !legend.isEmpty {
            lines.append(StyledLine())
            lines += Wrapping.joined(legend, width: width, separator: "   ")
        }
        lines += offScaleNotes(view, axes: axes, glyphs: glyphs, terminal: style.glyphs).flatMap { Wrapping.lines($0, width: width) }
        if !view.findings.isEmpty {
            lines.append(StyledLine())
            for sentence in narration(view, glyphs: style.glyphs) { lines += Wrapping.lines(sentence, width: width) }
        }
        return style.render(lines)
    }

    private static func sparklineLabelWidth(_ width: Int) -> Int { min(12, width / 3) }

    /// The latest buckets of a series that its sparkline row has room for.
    private static func sparklinePoints(_ series: ChartSeries, width: Int) -> ArraySlice<ChartPoint> {
        series.points.suffix(max(width - sparklineLabelWidth(width) - 1, 0))
    }

    /// The legend under sparklines: only the markers their rows draw. Each row is named by its
    /// label and drawn on its own scale, so no series symbol, axis or range is explained.
    private static func sparklineLegend(_ view: ChartView, glyphs: ChartGlyphs, width: Int) -> [Span] {
        let states = Set(view.series.flatMap { sparklinePoints($0.series, width: width).map(\.state) })
        return ChartText.markerLegend(states: states, glyphs: glyphs).map { Span(text: $0, attributes: .plain) }
    }

    private static func sparklines(_ view: ChartView, axes: ChartAxes, colors: [TaskColor], glyphs: ChartGlyphs, width: Int,
                                   ellipsis: String) -> [StyledLine] {
        let labelWidth = sparklineLabelWidth(width)
        return view.series.enumerated().map { i, line in
            var row = StyledLine(Truncation.truncate(printable(line.series.title), toWidth: labelWidth, ellipsis: ellipsis))
            row.pad(to: labelWidth + 1)
            // The latest buckets, when not all fit.
            let points = sparklinePoints(line.series, width: width)
            row.append(Sparkline.cells(Array(points), top: axes.axis(of: i).scale.top, glyphs: glyphs,
                                       attributes: TextAttributes(color: colors[i])))
            return row
        }
    }

    /// Each series with its fill (and its axis when there are two), then the markers drawn.
    private static func legend(_ view: ChartView, axes: ChartAxes, colors: [TaskColor], glyphs: ChartGlyphs) -> [Span] {
        var parts: [Span] = []
        if view.series.count > 1 {
            for (i, line) in view.series.enumerated() {
                let side = axes.right == nil ? "" : (axes.isOnRight[i] ? " (right, " : " (left, ") + ChartText.axisUnit(line.series) + ")"
                let drawnAsBar = view.style == .bar && !BarChartRenderer.isLine(i, of: view.series.map(\.series), axes: axes)
                let symbol = drawnAsBar ? glyphs.fill(i) : glyphs.marker(i)
                parts.append(Span(text: symbol + " " + printable(line.series.title) + side, attributes: TextAttributes(color: colors[i])))
            }
        }
        parts += ChartText.markerLegend(view, glyphs: glyphs).map { Span(text: $0, attributes: .plain) }
        if BarChartRenderer.drawsRanges(view, axes: axes) {
            parts += [glyphs.minimum + " lowest", glyphs.whisker + " highest"].map { Span(text: $0, attributes: .plain) }
        }
        return parts
    }

    /// `↑ off scale: Nausea 48 entries in the week of Mon 23 Nov 2026`, one per clipped point.
    private static func offScaleNotes(_ view: ChartView, axes: ChartAxes, glyphs: ChartGlyphs, terminal: Glyphs) -> [String] {
        var notes: [String] = []
        for (i, line) in view.series.enumerated() {
            let axis = axes.axis(of: i)
            for point in line.series.points {
                guard let value = point.value, axis.scale.isOffScale(value) else { continue }
                let number = NumberText.fixed(value, decimals: line.series.metric == .value ? 1 : 0)
                notes.append(glyphs.offScale + " off scale: " + printable(line.series.title) + " "
                             + NumberText.withUnit(number, axis.unit, noBreakSpace: terminal.noBreakSpace) + " " + when(point.bucket, view.bucketSize))
            }
        }
        return notes
    }

    private static func when(_ bucket: ChartBucket, _ size: BucketSize) -> String {
        (size == .day ? "on " : "in ") + ChartText.bucketName(bucket, size: size)
    }
}
