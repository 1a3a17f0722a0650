/// The characters a chart draws with, in Unicode or plain ASCII: bar fills (one pattern per
/// series, so that colour never tells series apart alone), the markers of points without a
/// bar, and the axes.
struct ChartGlyphs: Hashable, Sendable {
    /// A bar's partial top cell, one to eight eighths (empty in ASCII, which rounds to cells).
    let eighths: [String]
    /// The whole cells of each series' bars, by series index.
    let fills: [String]
    /// The point of each series on a line or scatter chart, by series index.
    let markers: [String]
    /// Between the points of a line in ASCII, which has no braille.
    let lineDot: String
    /// From a bucket's minimum to its maximum on a line or scatter chart.
    let range: String
    /// Occurrences were due and none was done.
    let missed: String
    /// Nothing was due in the bucket.
    let nothingScheduled: String
    /// Nothing was logged in the bucket.
    let noData: String
    /// From a bar's top up to the largest value of its bucket.
    let whisker: String
    /// Across a bar at the smallest value of its bucket.
    let minimum: String
    /// A bar clipped at the top of the scale.
    let offScale: String
    /// Under the bucket that holds today.
    let today: String
    let verticalAxis: String
    let tick: String
    let origin: String
    let horizontalAxis: String
    /// The right-hand axis and its ticks.
    let rightAxis: String
    let rightTick: String
    let rightOrigin: String
    /// An unfilled cell on a labelled gridline.
    let gridline: String

    static let unicode = ChartGlyphs(
        eighths: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"], fills: ["█", "▓", "▒", "░"], markers: ["●", "◆", "■", "▲"],
        lineDot: "", range: "│", missed: "✗", nothingScheduled: "·",
        noData: "?", whisker: "╎", minimum: "━", offScale: "↑", today: "▲", verticalAxis: "│", tick: "┤", origin: "└", horizontalAxis: "─",
        rightAxis: "│", rightTick: "├", rightOrigin: "┘", gridline: "┈")

    static let ascii = ChartGlyphs(
        eighths: [], fills: ["#", "=", "+", "%"], markers: ["o", "*", "@", "&"], lineDot: ":", range: "|", missed: "x", nothingScheduled: ".", noData: "?", whisker: "'", minimum: "-", offScale: "^",
        today: "^", verticalAxis: "|", tick: "+", origin: "+", horizontalAxis: "-", rightAxis: "|", rightTick: "+",
        rightOrigin: "+", gridline: "-")

    /// The chart glyphs that go with the terminal's ``Glyphs``.
    static func matching(_ glyphs: Glyphs) -> ChartGlyphs { glyphs == .ascii ? .ascii : .unicode }

    /// The most series a chart tells apart by pattern.
    static let maximumSeries = 4

    /// The fill of series `index`.
    func fill(_ index: Int) -> String { fills[index % fills.count] }

    /// The marker of series `index`.
    func marker(_ index: Int) -> String { markers[index % markers.count] }

    /// A sparkline's cell for a fraction of the largest value (0 to 1): one of eight blocks, or
    /// in ASCII one of eight characters rising from `_` to `#`.
    func level(_ fraction: Double) -> String {
        let steps = eighths.isEmpty ? ["_", ".", ",", "-", "=", "+", "*", "#"] : eighths
        let index = Int((fraction * Double(steps.count)).rounded(.up)) - 1
        return steps[min(max(index, 0), steps.count - 1)]
    }
}
