import TendCore

/// A series in one row of cells: eighth blocks (ASCII `_` to `#`) scaled to `top`, and the
/// markers for missed, nothing scheduled and no data, as in the bar chart.
enum Sparkline {
    static func cells(_ points: [ChartPoint], top: Double, glyphs: ChartGlyphs, attributes: TextAttributes) -> StyledLine {
        let largest = top > 0 ? top : 1
        var line = StyledLine()
        for point in points {
            switch point.state {
            case .missed: line.append(glyphs.missed, .late)
            case .nothingScheduled: line.append(glyphs.nothingScheduled, .dim)
            case .noData: line.append(glyphs.noData, .dim)
            case .notYet: line.append(" ")
            case .measured:
                let value = point.value ?? 0
                line.append(value > 0 ? glyphs.level(min(value / largest, 1)) : " ", attributes)
            }
        }
        return line
    }
}
