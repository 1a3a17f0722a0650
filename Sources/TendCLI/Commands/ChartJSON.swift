import TendCore
import TendTerminal

/// `tend chart --json`: the series exactly as drawn, bucket by bucket, and the narration.
enum ChartJSON {
    static func value(_ view: ChartView) -> JSON.Value {
        let units = ChartRenderer.axisUnits(of: view.series.map(\.series))
        return JSONDocument.object([
            ("from", .string(view.first.description)),
            ("to", .string(view.last.description)),
            ("today", .string(view.today.description)),
            ("bucket", .string(view.bucketSize.rawValue)),
            ("style", .string(view.style.rawValue)),
            ("logarithmic", .bool(view.isLogarithmic)),
            ("series", .array(view.series.map { line in
                let unit = ChartRenderer.axisUnits(of: [line.series]).first ?? ""
                return .object([
                    ("task", .string(line.series.taskID)),
                    ("title", .string(line.series.title)),
                    ("metric", .string(line.series.metric.rawValue)),
                    ("unit", .string(unit)),
                    ("axis", .string(unit == units.first ? "left" : "right")),
                    ("points", .array(line.series.points.map(point))),
                ])
            })),
            ("narration", .array(ChartRenderer.narration(view, glyphs: .ascii).map { .string($0) })),
        ])
    }

    private static func point(_ point: ChartPoint) -> JSON.Value {
        let number = { (value: Double?) -> JSON.Value in value.map { .double($0) } ?? .null }
        let count = { (value: Int?) -> JSON.Value in value.map { .int($0) } ?? .null }
        return .object([
            ("first", .string(point.bucket.first.description)),
            ("last", .string(point.bucket.last.description)),
            ("state", .string(state(point.state))),
            ("value", number(point.value)),
            ("min", number(point.minimum)),
            ("max", number(point.maximum)),
            ("expected", count(point.expected)),
            ("done", count(point.done)),
            ("samples", count(point.samples)),
        ])
    }

    private static func state(_ state: ChartPoint.State) -> String {
        switch state {
        case .measured: "measured"
        case .missed: "missed"
        case .nothingScheduled: "nothing-scheduled"
        case .noData: "no-data"
        case .notYet: "not-yet"
        }
    }
}
