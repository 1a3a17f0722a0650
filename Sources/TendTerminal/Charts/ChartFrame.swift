import TendCore

/// What surrounds a plot in the terminal: the value axes with their units and tick labels, the
/// x axis, the bucket labels (never colliding) and the mark under today.
struct ChartFrame {
    let width: Int
    let glyphs: ChartGlyphs
    let colors: [TaskColor]
    let plotWidth: Int
    let leftWidth: Int

    init(width: Int, glyphs: ChartGlyphs, colors: [TaskColor], axes: ChartAxes) {
        self.width = width
        self.glyphs = glyphs
        self.colors = colors
        plotWidth = axes.plotWidth(in: width)
        leftWidth = axes.left.width
    }

    /// The units above the axes, the plot's rows between the axes with their tick labels, and
    /// the x axis with the bottom ticks' labels.
    func framed(_ grid: PlotGrid, axes: ChartAxes) -> [StyledLine] {
        var header = StyledLine(pad(axes.left.unit, to: axes.left.width), .dim)
        if let right = axes.right {
            header.pad(to: axes.left.width + 2 + grid.width + 2)
            header.append(right.unit, .dim)
        }
        let leftTicks = tickRows(axes.left, height: grid.height)
        let rightTicks = axes.right.map { tickRows($0, height: grid.height) } ?? [:]
        var lines = [header]
        for row in stride(from: grid.height - 1, through: 0, by: -1) {
            var line = StyledLine(pad(leftTicks[row] ?? "", to: axes.left.width) + " " + (leftTicks[row] == nil ? glyphs.verticalAxis : glyphs.tick))
            line.append(grid.line(row))
            if axes.right != nil {
                line.append((rightTicks[row] == nil ? glyphs.rightAxis : glyphs.rightTick) + (rightTicks[row].map { " " + $0 } ?? ""))
            }
            lines.append(line.trimmingTrailingSpaces())
        }
        var axis = StyledLine(pad(axes.left.labels.first ?? "", to: axes.left.width) + " " + glyphs.origin
                              + String(repeating: glyphs.horizontalAxis, count: grid.width))
        if let right = axes.right { axis.append(glyphs.rightOrigin + " " + (right.labels.first ?? "")) }
        lines.append(axis)
        return lines
    }

    /// The label of each tick above the bottom, by the row of its gridline.
    private func tickRows(_ axis: ChartAxes.Axis, height: Int) -> [Int: String] {
        var rows: [Int: String] = [:]
        for (tick, label) in zip(axis.scale.ticks, axis.labels).dropFirst() {
            rows[PlotGrid.row(at: axis.scale.fraction(of: tick), height: height)] = label
        }
        return rows
    }

    private func pad(_ text: String, to columns: Int) -> String {
        String(repeating: " ", count: max(columns - DisplayWidth.of(text), 0)) + text
    }

    /// The bucket labels, each centred under its slot and left out where it would touch the
    /// one before, and a line marking today's bucket.
    func xLabels(_ buckets: [ChartBucket], slot: Int, view: ChartView) -> [StyledLine] {
        let indent = leftWidth + 2
        var labels = StyledLine.blank(indent)
        var end = -1
        for (i, bucket) in buckets.enumerated() {
            let text = ChartText.bucketLabel(bucket, size: view.bucketSize, bucketCount: buckets.count)
            let textWidth = DisplayWidth.of(text)
            let start = max(0, i * slot + (slot - textWidth) / 2)
            guard !text.isEmpty, start > end, start + textWidth <= slot * buckets.count else { continue }
            labels.pad(to: indent + start)
            labels.append(text, bucket.contains(view.today) ? .bold : .plain)
            end = start + textWidth
        }
        var lines = [labels]
        if let index = buckets.firstIndex(where: { $0.contains(view.today) }) {
            let column = indent + index * slot + slot / 2
            let word = "today"
            var marker = StyledLine()
            if column + 2 + word.count <= width {
                marker.pad(to: column)
                marker.append(glyphs.today + " " + word, .bold)
            } else {
                marker.pad(to: column - word.count - 1)
                marker.append(word + " " + glyphs.today, .bold)
            }
            lines.append(marker)
        }
        return lines
    }
}
