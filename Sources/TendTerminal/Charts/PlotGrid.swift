/// The cells of a plot, one column each, addressed from the bottom-left corner.
struct PlotGrid: Hashable, Sendable {
    let width: Int
    let height: Int
    /// By row from the bottom, then by column.
    private var cells: [[Span]]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: Span(text: " ", attributes: .plain), count: width), count: height)
    }

    subscript(column: Int, row: Int) -> Span {
        get { cells[row][column] }
        set {
            guard (0..<width).contains(column), (0..<height).contains(row) else { return }
            cells[row][column] = newValue
        }
    }

    /// Row `row` (from the bottom) as a line.
    func line(_ row: Int) -> StyledLine {
        var line = StyledLine()
        for span in cells[row] { line.append(span.text, span.attributes) }
        return line
    }

    /// The row whose top edge is at `fraction` of the height: the row of a tick's gridline.
    static func row(at fraction: Double, height: Int) -> Int {
        Int((fraction * Double(height)).rounded()) - 1
    }

    /// How many eighths of a cell a bar of `value` fills, at `fraction` of `rows`: at least
    /// one for a value above zero, so that a small number never looks like none.
    static func eighths(_ fraction: Double, rows: Int, value: Double) -> Int {
        let eighths = min(max(Int((fraction * Double(rows * 8)).rounded()), 0), rows * 8)
        return value > 0 && eighths == 0 ? 1 : eighths
    }

    /// A dotted line across every empty cell of each labelled tick above the bottom.
    mutating func drawGridlines(_ axis: ChartAxes.Axis, glyph: String) {
        for tick in axis.scale.ticks.dropFirst() {
            let row = Self.row(at: axis.scale.fraction(of: tick), height: height)
            guard (0..<height).contains(row) else { continue }
            for column in 0..<width where cells[row][column].text == " " {
                cells[row][column] = Span(text: glyph, attributes: .dim)
            }
        }
    }
}
