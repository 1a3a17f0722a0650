import TendCore

/// The one or two value axes of a chart: series of the first series' unit are read on the
/// left, the others on the right, each on its own scale with its unit written above it.
struct ChartAxes: Hashable, Sendable {
    struct Axis: Hashable, Sendable {
        var unit: String
        var scale: ValueScale
        /// The label of each tick, as `scale.ticks`.
        var labels: [String]
        /// Columns of the widest label or the unit.
        var width: Int
    }

    var left: Axis
    var right: Axis?
    /// For each series, by index: whether it is read on the right-hand axis.
    var isOnRight: [Bool]

    /// The most units a chart holds: one per axis.
    static let maximumUnits = 2

    init(_ series: [ChartSeries], logarithmic: Bool) {
        let units = series.map(ChartText.axisUnit)
        let leftUnit = units.first ?? ""
        isOnRight = units.map { $0 != leftUnit }
        func axis(_ unit: String) -> Axis {
            let members = series.filter { ChartText.axisUnit($0) == unit }
            let values = members.flatMap { $0.points.compactMap { $0.maximum ?? $0.value } }
            let scale: ValueScale
            if members.allSatisfy({ $0.metric == .adherence }) && !logarithmic {
                scale = .percent
            } else {
                let counted = members.allSatisfy { $0.metric == .done || $0.metric == .count }
                scale = logarithmic ? .logarithmic(fitting: values) : .linear(fitting: values, wholeSteps: counted)
            }
            let labels = scale.ticks.map { NumberText.fixed($0, decimals: scale.decimals) }
            let width = (labels + [unit]).map(DisplayWidth.of).max() ?? 0
            return Axis(unit: unit, scale: scale, labels: labels, width: width)
        }
        left = axis(leftUnit)
        right = units.first { $0 != leftUnit }.map(axis)
    }

    /// The axis series `index` is read on.
    func axis(of index: Int) -> Axis { isOnRight[index] ? right! : left }

    /// The columns the plot has between the axes, in a chart `width` columns wide.
    func plotWidth(in width: Int) -> Int {
        width - left.width - 2 - (right.map { $0.width + 2 } ?? 0)
    }
}
