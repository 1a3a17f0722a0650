import TendCore

/// Draws series as lines (braille dots between the points) or as scatter plots (the points
/// alone), each point the series' own marker so that no series rests on colour; a bucket's
/// minimum-to-maximum range is a vertical stroke. In ASCII the line is drawn in dots between the
/// markers, cell by cell.
enum LineChartRenderer {
    /// The whole plot for the line and scatter styles: every series' line first, then every
    /// series' points over all the lines, so that no line hides another series' point.
    static func plot(_ view: ChartView, axes: ChartAxes, frame: ChartFrame) -> [StyledLine] {
        let buckets = view.series.first?.series.points.map(\.bucket) ?? []
        let slot = frame.plotWidth / max(buckets.count, 1)
        var grid = PlotGrid(width: slot * buckets.count, height: BarChartRenderer.height)
        grid.drawGridlines(axes.left, glyph: frame.glyphs.gridline)
        var points = PlacedPoints(slot: slot)
        for index in view.series.indices {
            draw(view.series[index].series, index: index, connected: view.style == .line, axis: axes.axis(of: index), slot: slot,
                 color: frame.colors[index], glyphs: frame.glyphs, into: &grid, points: &points)
        }
        points.draw(into: &grid)
        return frame.framed(grid, axes: axes) + frame.xLabels(buckets, slot: slot, view: view)
    }

    /// The row of cells (0 at the bottom) and the braille dot row (four to a cell) where a
    /// value at `fraction` of the scale is drawn: the cell its level falls in, as a bar of the
    /// same value ends there and as the gridline of a tick is that tick's row.
    static func dotRow(_ fraction: Double, height: Int) -> Int {
        min(max(Int((fraction * Double(height * 4)).rounded()) - 1, 0), height * 4 - 1)
    }

    /// One series drawn over what `grid` holds: a line through its points when `connected`,
    /// the points alone otherwise; its markers are added to `points`, to be drawn over every line.
    static func draw(_ series: ChartSeries, index: Int, connected: Bool, axis: ChartAxes.Axis, slot: Int, color: TaskColor,
                     glyphs: ChartGlyphs, into grid: inout PlotGrid, points: inout PlacedPoints) {
        let attributes = TextAttributes(color: color)
        let height = grid.height
        func cellRow(_ value: Double) -> Int { dotRow(axis.scale.fraction(of: value), height: height) / 4 }
        var canvas = BrailleCanvas(columns: grid.width, rows: height)
        var previous: (x: Int, y: Int)?
        for (b, point) in series.points.enumerated() {
            let column = b * slot + slot / 2
            guard let value = point.value, point.state == .measured || point.state == .missed else {
                previous = nil
                if let marker = BarChartRenderer.marker(point.state, glyphs: glyphs) {
                    points.add(column: column, row: 0, Span(text: marker.text, attributes: marker.attributes), isPoint: true)
                }
                continue
            }
            let dot = (x: column * 2, y: dotRow(axis.scale.fraction(of: value), height: height))
            if connected, let previous {
                if glyphs.eighths.isEmpty {
                    for step in 1..<max(column - previous.x / 2, 1) {
                        let x = previous.x / 2 + step
                        let y = previous.y + (dot.y - previous.y) * step / max(column - previous.x / 2, 1)
                        points.add(column: x, row: y / 4, Span(text: glyphs.lineDot, attributes: attributes), isPoint: false)
                    }
                } else {
                    canvas.line(from: previous, to: dot)
                }
            }
            previous = dot
            if let low = point.minimum, let high = point.maximum {
                for row in cellRow(low)...cellRow(high) {
                    points.add(column: column, row: row, Span(text: glyphs.range, attributes: attributes), isPoint: false)
                }
            }
            if point.state == .missed {
                points.add(column: column, row: 0, Span(text: glyphs.missed, attributes: .late), isPoint: true)
            } else if axis.scale.isOffScale(value) {
                points.add(column: column, row: height - 1, Span(text: glyphs.offScale, attributes: attributes.bolded), isPoint: true)
            } else {
                points.add(column: column, row: dot.y / 4, Span(text: glyphs.marker(index), attributes: attributes), isPoint: true)
            }
        }
        for row in 0..<height {
            for column in 0..<grid.width {
                if let cell = canvas.cell(column: column, row: row) { grid[column, row] = Span(text: cell, attributes: attributes) }
            }
        }
    }

    /// The markers of a plot, drawn after its lines. A point that falls in a cell another
    /// series' point already holds moves to the nearest free cell of the same row within its
    /// bucket, so that both are drawn (Ibu at 50 % beside Physio at 57 %); line dots and range
    /// strokes never take a point's cell.
    struct PlacedPoints {
        let slot: Int
        private var marks: [(column: Int, row: Int, span: Span, isPoint: Bool)] = []
        private var pointCells: Set<[Int]> = []

        init(slot: Int) { self.slot = slot }

        mutating func add(column: Int, row: Int, _ span: Span, isPoint: Bool) {
            guard isPoint else {
                marks.append((column, row, span, false))
                return
            }
            let bucketStart = slot > 0 ? column / slot * slot : column
            let candidates = [column] + (1..<max(slot, 1)).flatMap { [column + $0, column - $0] }
            let free = candidates.first { ($0 >= bucketStart && $0 < bucketStart + max(slot, 1)) && !pointCells.contains([$0, row]) }
            let placed = free ?? column
            pointCells.insert([placed, row])
            marks.append((placed, row, span, true))
        }

        /// Line dots and ranges first, then the points over them.
        func draw(into grid: inout PlotGrid) {
            for mark in marks where !mark.isPoint { grid[mark.column, mark.row] = mark.span }
            for mark in marks where mark.isPoint { grid[mark.column, mark.row] = mark.span }
        }
    }
}
