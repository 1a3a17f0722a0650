import TendCore

/// Draws series as lines (braille dots between the points) or as scatter plots (the points
/// alone), each point the series' own marker so that no series rests on colour; a bucket's
/// minimum-to-maximum range is a vertical stroke. In ASCII the line is drawn in dots between the
/// markers, cell by cell.
enum LineChartRenderer {
    /// The whole plot for the line and scatter styles.
    static func plot(_ view: ChartView, axes: ChartAxes, frame: ChartFrame) -> [StyledLine] {
        let buckets = view.series.first?.series.points.map(\.bucket) ?? []
        let slot = frame.plotWidth / max(buckets.count, 1)
        var grid = PlotGrid(width: slot * buckets.count, height: BarChartRenderer.height)
        grid.drawGridlines(axes.left, glyph: frame.glyphs.gridline)
        for index in view.series.indices {
            draw(view.series[index].series, index: index, connected: view.style == .line, axis: axes.axis(of: index), slot: slot,
                 color: frame.colors[index], glyphs: frame.glyphs, into: &grid)
        }
        return frame.framed(grid, axes: axes) + frame.xLabels(buckets, slot: slot, view: view)
    }

    /// One series drawn over what `grid` holds: a line through its points when `connected`,
    /// the points alone otherwise.
    static func draw(_ series: ChartSeries, index: Int, connected: Bool, axis: ChartAxes.Axis, slot: Int, color: TaskColor,
                     glyphs: ChartGlyphs, into grid: inout PlotGrid) {
        let attributes = TextAttributes(color: color)
        let height = grid.height
        func cellRow(_ value: Double) -> Int {
            min(max(Int((axis.scale.fraction(of: value) * Double(height * 4 - 1)).rounded()) / 4, 0), height - 1)
        }
        var canvas = BrailleCanvas(columns: grid.width, rows: height)
        var previous: (x: Int, y: Int)?
        var markers: [(column: Int, row: Int, text: String, attributes: TextAttributes)] = []
        for (b, point) in series.points.enumerated() {
            let column = b * slot + slot / 2
            guard let value = point.value, point.state == .measured || point.state == .missed else {
                previous = nil
                if let marker = BarChartRenderer.marker(point.state, glyphs: glyphs) {
                    markers.append((column, 0, marker.text, marker.attributes))
                }
                continue
            }
            let dot = (x: column * 2, y: min(max(Int((axis.scale.fraction(of: value) * Double(height * 4 - 1)).rounded()), 0), height * 4 - 1))
            if connected, let previous {
                if glyphs.eighths.isEmpty {
                    for step in 1..<max(column - previous.x / 2, 1) {
                        let x = previous.x / 2 + step
                        let y = previous.y + (dot.y - previous.y) * step / max(column - previous.x / 2, 1)
                        markers.append((x, y / 4, glyphs.lineDot, attributes))
                    }
                } else {
                    canvas.line(from: previous, to: dot)
                }
            }
            previous = dot
            if let low = point.minimum, let high = point.maximum {
                for row in cellRow(low)...cellRow(high) { markers.append((column, row, glyphs.range, attributes)) }
            }
            if point.state == .missed {
                markers.append((column, 0, glyphs.missed, .late))
            } else if axis.scale.isOffScale(value) {
                markers.append((column, height - 1, glyphs.offScale, attributes.bolded))
            } else {
                markers.append((column, dot.y / 4, glyphs.marker(index), attributes))
            }
        }
        for row in 0..<height {
            for column in 0..<grid.width {
                if let cell = canvas.cell(column: column, row: row) { grid[column, row] = Span(text: cell, attributes: attributes) }
            }
        }
        for marker in markers { grid[marker.column, marker.row] = Span(text: marker.text, attributes: marker.attributes) }
    }
}
