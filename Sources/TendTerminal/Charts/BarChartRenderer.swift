import TendCore

/// Draws bars: a group per bucket, one bar per series side by side, each in its colour and its
/// own fill, a partial top cell in eighths (whole cells in ASCII), and, where a bucket holds
/// several values, a whisker up to the largest and a notch across the bar at the smallest. Points without a bar get a marker on the
/// bottom row: missed, nothing scheduled, no data. A logged value read on the right-hand axis
/// beside bars (doses against pain) is drawn as a line over them.
enum BarChartRenderer {
    /// Rows of the plot above the x axis.
    static let height = 8

    /// The plot, from the units above the axes to the labels under the buckets.
    static func plot(_ view: ChartView, axes: ChartAxes, frame: ChartFrame) -> [StyledLine] {
        let series = view.series.map(\.series)
        let buckets = series.first?.points.map(\.bucket) ?? []
        let lines = series.indices.filter { isLine($0, of: series, axes: axes) }
        let bars = series.indices.filter { !lines.contains($0) }
        let slot = frame.plotWidth / max(buckets.count, 1)
        let barWidth = slot > bars.count ? max(1, min(4, (slot - 1) / bars.count)) : 1
        let offset = (slot - barWidth * bars.count) / 2
        var grid = PlotGrid(width: slot * buckets.count, height: height)
        grid.drawGridlines(axes.left, glyph: frame.glyphs.gridline)
        for (position, s) in bars.enumerated() {
            let axis = axes.axis(of: s)
            let attributes = TextAttributes(color: frame.colors[s])
            for (b, point) in series[s].points.enumerated() {
                let column = b * slot + offset + position * barWidth
                for x in column..<column + barWidth {
                    drawBar(point, axis: axis, fill: frame.glyphs.fill(s), attributes: attributes, column: x, grid: &grid,
                            glyphs: frame.glyphs)
                }
            }
        }
        var points = LineChartRenderer.PlacedPoints(slot: slot)
        for s in lines {
            LineChartRenderer.draw(series[s], index: s, connected: true, axis: axes.axis(of: s), slot: slot, color: frame.colors[s],
                                   glyphs: frame.glyphs, into: &grid, points: &points)
        }
        points.draw(into: &grid)
        return frame.framed(grid, axes: axes) + frame.xLabels(buckets, slot: slot, view: view)
    }

    /// Whether series `index` is drawn as a line over the bars: a logged value on the right.
    static func isLine(_ index: Int, of series: [ChartSeries], axes: ChartAxes) -> Bool {
        axes.isOnRight[index] && series[index].metric == .value && !axes.isOnRight.allSatisfy { $0 }
    }

    /// Whether the view is drawn as bars of which one holds several values, so that it shows
    /// their lowest and highest.
    static func drawsRanges(_ view: ChartView, axes: ChartAxes) -> Bool {
        let series = view.series.map(\.series)
        return view.style == .bar && series.indices.contains { s in
            !isLine(s, of: series, axes: axes) && series[s].points.contains { $0.minimum != nil }
        }
    }

    /// The marker of a point without a bar or a dot, if it has one.
    static func marker(_ state: ChartPoint.State, glyphs: ChartGlyphs) -> Span? {
        switch state {
        case .missed: Span(text: glyphs.missed, attributes: .late)
        case .nothingScheduled: Span(text: glyphs.nothingScheduled, attributes: .dim)
        case .noData: Span(text: glyphs.noData, attributes: .dim)
        case .notYet, .measured: nil
        }
    }

    private static func drawBar(_ point: ChartPoint, axis: ChartAxes.Axis, fill: String, attributes: TextAttributes, column: Int,
                                grid: inout PlotGrid, glyphs: ChartGlyphs) {
        switch point.state {
        case .missed, .nothingScheduled, .noData, .notYet:
            if let marker = marker(point.state, glyphs: glyphs) { grid[column, 0] = marker }
        case .measured:
            guard let value = point.value else { return }
            let eighths = PlotGrid.eighths(axis.scale.fraction(of: value), rows: height, value: value)
            let whole = glyphs.eighths.isEmpty ? (eighths + 4) / 8 : eighths / 8
            for row in 0..<min(whole, height) { grid[column, row] = Span(text: fill, attributes: attributes) }
            if !glyphs.eighths.isEmpty, whole < height, eighths % 8 > 0 {
                grid[column, whole] = Span(text: glyphs.eighths[eighths % 8 - 1], attributes: attributes)
            }
            if let minimum = point.minimum, axis.scale.fraction(of: minimum) < axis.scale.fraction(of: value) {
                // The cell whose top edge is at or just above the minimum (a minimum on a tick is
                // on that tick's row, as a bar's top is), and only under the top cell: a notch
                // there would hide its eighths.
                let row = max((PlotGrid.eighths(axis.scale.fraction(of: minimum), rows: height, value: minimum) + 7) / 8 - 1, 0)
                if row < min(whole, height) { grid[column, row] = Span(text: glyphs.minimum, attributes: attributes) }
            }
            if axis.scale.isOffScale(value) {
                grid[column, height - 1] = Span(text: glyphs.offScale, attributes: attributes.bolded)
            } else if let maximum = point.maximum, axis.scale.fraction(of: maximum) > axis.scale.fraction(of: value) {
                let top = min(PlotGrid.eighths(axis.scale.fraction(of: maximum), rows: height, value: maximum) / 8, height - 1)
                let above = (eighths + 7) / 8
                for row in stride(from: above, through: top, by: 1) where grid[column, row].text == " " || grid[column, row].text == glyphs.gridline {
                    grid[column, row] = Span(text: glyphs.whisker, attributes: attributes)
                }
            }
        }
    }
}
