import TendCore

/// Writes ``ChartView`` as a standalone SVG document: a fixed 800-wide `viewBox`, an opaque
/// background, `role="img"` with a `<title>` and a `<desc>` that says the data in words, a
/// `<title>` on every bar and point (tooltips), a font stack ending in a generic family, no
/// external reference, and the same title, units, legend and narration as the terminal.
/// The output depends on the view only, so it is golden-testable. An image wider than 800 is
/// made only for more bars than 800 holds at ``minimumBarSlot`` each (a year of days).
public enum SVGChartWriter {
    /// The width of an image whose bars fit in it.
    static let standardWidth = 800.0
    /// The least room a bar and its share of the gap take: a year by day gets a wider image,
    /// never bars thinner than 4 (80 % of 5) that a PNG would blur into one another.
    static let minimumBarSlot = 5.0
    /// The widest image written: what `rsvg-convert` (cairo) renders to a PNG with room to spare.
    public static let maximumWidth = 16_000.0
    /// Room left and right of the plot for the axes' labels (the right for a second axis).
    static let leftMargin = 70.0
    static let rightMargin = 70.0
    static let plotTop = 80.0
    static let plotHeight = 240.0
    static let fonts = "DejaVu Sans, Verdana, Arial, sans-serif"
    /// One colour per palette entry, dark enough on white (WCAG contrast of 3:1 or more).
    static let colors: [TaskColor: String] = [
        .red: "#c62828", .orange: "#c25400", .yellow: "#8d6e00", .green: "#2e7d32", .blue: "#1565c0",
        .purple: "#6a1b9a", .pink: "#ad1457", .gray: "#546e7a",
    ]
    /// The fill of each series beside its colour: solid, hatched, dotted, crossed.
    static let patterns = ["", "hatch", "dots", "cross"]

    /// The width of an image of `buckets` groups of `seriesCount` bars: 800, or wider where
    /// 800 would give a bar less than ``minimumBarSlot``.
    public static func width(buckets: Int, seriesCount: Int) -> Double {
        max(standardWidth, leftMargin + rightMargin + Double(buckets * max(seriesCount, 1)) * minimumBarSlot)
    }

    /// Whether `buckets` groups of `seriesCount` bars fit in an image at most ``maximumWidth`` wide.
    public static func fits(buckets: Int, seriesCount: Int) -> Bool {
        width(buckets: buckets, seriesCount: seriesCount) <= maximumWidth
    }

    /// The SVG document.
    public static func render(_ view: ChartView) -> String {
        let series = view.series.map(\.series)
        let colours = ChartPalette.assign(view.series.map(\.color)).map { colors[$0] ?? "#000000" }
        let axes = ChartAxes(series, logarithmic: view.isLogarithmic)
        let buckets = series.first?.points.map(\.bucket) ?? []
        let width = width(buckets: buckets.count, seriesCount: series.count)
        let left = leftMargin
        let right = width - (axes.right == nil ? 30 : rightMargin)
        let slot = (right - left) / Double(max(buckets.count, 1))
        let bottom = plotTop + plotHeight
        let narration = ChartRenderer.narration(view, glyphs: .unicode).flatMap { WordWrap.lines($0, width: 110) }
        let legend = legendEntries(view, axes: axes)
        let height = bottom + 60 + (legend.isEmpty ? 0 : 24) + Double(narration.count) * 18 + 10
        var svg = SVGDocument()
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", SVGText.number(width)), ("height", SVGText.number(height)),
                         ("viewBox", "0 0 \(SVGText.number(width)) \(SVGText.number(height))"), ("role", "img"),
                         ("aria-labelledby", "chart-title chart-desc"), ("font-family", fonts), ("font-size", "13")])
        svg.element("title", [("id", "chart-title")], text: ChartText.title(series))
        svg.element("desc", [("id", "chart-desc")], text: description(view))
        definePatterns(&svg, colours: colours)
        svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        svg.element("text", [("x", "20"), ("y", "28"), ("font-size", "18"), ("font-weight", "bold"), ("fill", "#111111")],
                    text: ChartText.title(series))
        svg.element("text", [("x", "20"), ("y", "50"), ("fill", "#444444")], text: ChartText.subtitle(view, glyphs: .unicode))
        if view.hasNoData {
            svg.element("text", [("x", "20"), ("y", SVGText.number(plotTop + 20)), ("fill", "#111111")],
                        text: "Nothing was due, done or logged in this period, so there is nothing to draw.")
            svg.close("svg")
            return svg.text
        }
        func y(_ fraction: Double) -> Double { bottom - min(max(fraction, 0), 1) * plotHeight }
        axis(&svg, axes.left, x: left, anchor: "end", labelX: left - 8, y: y, gridTo: right)
        if let rightAxis = axes.right { axis(&svg, rightAxis, x: right, anchor: "start", labelX: right + 8, y: y, gridTo: nil) }
        svg.element("line", [("x1", SVGText.number(left)), ("y1", SVGText.number(bottom)), ("x2", SVGText.number(right)),
                             ("y2", SVGText.number(bottom)), ("stroke", "#333333")])
        let lineIndices = series.indices.filter { view.style != .bar || BarChartRenderer.isLine($0, of: series, axes: axes) }
        let barIndices = series.indices.filter { !lineIndices.contains($0) }
        let barWidth = (slot * 0.8) / Double(max(barIndices.count, 1))
        for (position, s) in barIndices.enumerated() {
            let scale = axes.axis(of: s).scale
            for (b, point) in series[s].points.enumerated() {
                let x = left + Double(b) * slot + slot * 0.1 + Double(position) * barWidth
                guard let value = point.value, point.state == .measured else {
                    marker(&svg, point, x: x + barWidth / 2, y: bottom - 6, series: series[s], view: view)
                    continue
                }
                let top = y(scale.fraction(of: value))
                let fill = patterns[s % patterns.count].isEmpty ? colours[s] : "url(#\(patterns[s % patterns.count])-\(s))"
                svg.open("rect", [("x", SVGText.number(x)), ("y", SVGText.number(top)), ("width", SVGText.number(barWidth)),
                                  ("height", SVGText.number(bottom - top)), ("fill", fill), ("stroke", colours[s])])
                svg.element("title", [], text: tooltip(point, series: series[s], view: view))
                svg.close("rect")
                if let low = point.minimum, let high = point.maximum {
                    // The bucket's lowest to highest, dark across the bar's fill and above it.
                    let middle = SVGText.number(x + barWidth / 2)
                    svg.element("line", [("x1", middle), ("y1", SVGText.number(y(scale.fraction(of: low)))), ("x2", middle),
                                         ("y2", SVGText.number(y(scale.fraction(of: high)))), ("stroke", "#111111"), ("stroke-width", "1.5")])
                }
                if scale.isOffScale(value) {
                    svg.element("text", [("x", SVGText.number(x + barWidth / 2)), ("y", SVGText.number(plotTop - 4)), ("text-anchor", "middle"),
                                         ("fill", colours[s])], text: "↑ " + valueText(value, series: series[s]))
                }
            }
        }
        for s in lineIndices {
            let scale = axes.axis(of: s).scale
            var run: [String] = []
            func flush() {
                if run.count > 1, view.style != .scatter {
                    svg.element("polyline", [("points", run.joined(separator: " ")), ("fill", "none"), ("stroke", colours[s]), ("stroke-width", "2")])
                }
                run = []
            }
            for (b, point) in series[s].points.enumerated() {
                let x = left + (Double(b) + 0.5) * slot
                guard let value = point.value, point.state == .measured || point.state == .missed else {
                    flush()
                    marker(&svg, point, x: x, y: bottom - 6, series: series[s], view: view)
                    continue
                }
                run.append(SVGText.number(x) + "," + SVGText.number(y(scale.fraction(of: value))))
            }
            flush()
            for (b, point) in series[s].points.enumerated() {
                guard let value = point.value, point.state == .measured || point.state == .missed else { continue }
                let x = left + (Double(b) + 0.5) * slot
                if let low = point.minimum, let high = point.maximum {
                    svg.element("line", [("x1", SVGText.number(x)), ("y1", SVGText.number(y(scale.fraction(of: low)))), ("x2", SVGText.number(x)),
                                         ("y2", SVGText.number(y(scale.fraction(of: high)))), ("stroke", colours[s])])
                }
                pointMarker(&svg, index: s, x: x, y: y(scale.fraction(of: value)), colour: colours[s],
                            tooltip: tooltip(point, series: series[s], view: view))
            }
        }
        xLabels(&svg, buckets, view: view, left: left, slot: slot, bottom: bottom)
        var lineY = bottom + 60
        if !legend.isEmpty {
            svg.open("g", [("class", "legend")])
            var x = 20.0
            for entry in legend {
                if let index = entry.series {
                    if view.style != .bar || BarChartRenderer.isLine(index, of: series, axes: axes) {
                        pointMarker(&svg, index: index, x: x + 6, y: lineY - 4, colour: colours[index], tooltip: nil)
                    } else {
                        let fill = patterns[index % patterns.count].isEmpty ? colours[index] : "url(#\(patterns[index % patterns.count])-\(index))"
                        svg.element("rect", [("x", SVGText.number(x)), ("y", SVGText.number(lineY - 11)), ("width", "12"), ("height", "12"),
                                             ("fill", fill), ("stroke", colours[index])])
                    }
                }
                svg.element("text", [("x", SVGText.number(x + 18)), ("y", SVGText.number(lineY)), ("fill", "#111111")], text: entry.text)
                x += 30 + Double(DisplayWidth.of(entry.text)) * 7.5
            }
            svg.close("g")
            lineY += 24
        }
        for sentence in narration {
            svg.element("text", [("x", "20"), ("y", SVGText.number(lineY)), ("fill", "#111111")], text: sentence)
            lineY += 18
        }
        svg.close("svg")
        return svg.text
    }

    private static func definePatterns(_ svg: inout SVGDocument, colours: [String]) {
        svg.open("defs", [])
        for (s, colour) in colours.enumerated() where !patterns[s % patterns.count].isEmpty {
            let name = patterns[s % patterns.count]
            svg.open("pattern", [("id", "\(name)-\(s)"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse")])
            svg.element("rect", [("width", "6"), ("height", "6"), ("fill", "#ffffff")])
            switch name {
            case "hatch": svg.element("path", [("d", "M0,6 L6,0"), ("stroke", colour), ("stroke-width", "2")])
            case "dots": svg.element("circle", [("cx", "3"), ("cy", "3"), ("r", "1.5"), ("fill", colour)])
            default: svg.element("path", [("d", "M0,0 L6,6 M6,0 L0,6"), ("stroke", colour), ("stroke-width", "1")])
            }
            svg.close("pattern")
        }
        svg.close("defs")
    }

    private static func axis(_ svg: inout SVGDocument, _ axis: ChartAxes.Axis, x: Double, anchor: String, labelX: Double,
                             y: (Double) -> Double, gridTo: Double?) {
        svg.element("text", [("x", SVGText.number(labelX)), ("y", SVGText.number(plotTop - 14)), ("text-anchor", anchor), ("fill", "#444444")],
                    text: axis.unit)
        for (tick, label) in zip(axis.scale.ticks, axis.labels) {
            let tickY = y(axis.scale.fraction(of: tick))
            if let gridTo {
                svg.element("line", [("x1", SVGText.number(x)), ("y1", SVGText.number(tickY)), ("x2", SVGText.number(gridTo)),
                                     ("y2", SVGText.number(tickY)), ("stroke", "#dddddd")])
            }
            svg.element("text", [("x", SVGText.number(labelX)), ("y", SVGText.number(tickY + 4)), ("text-anchor", anchor), ("fill", "#333333")],
                        text: label)
        }
    }

    /// A series' point: a circle, a diamond, a square or a triangle, as its terminal marker.
    private static func pointMarker(_ svg: inout SVGDocument, index: Int, x: Double, y: Double, colour: String, tooltip: String?) {
        let shape: (String, [(String, String)])
        let (cx, cy) = (SVGText.number(x), SVGText.number(y))
        switch index % 4 {
        case 0: shape = ("circle", [("cx", cx), ("cy", cy), ("r", "4")])
        case 1: shape = ("path", [("d", "M\(cx),\(SVGText.number(y - 5)) l5,5 l-5,5 l-5,-5 z")])
        case 2: shape = ("rect", [("x", SVGText.number(x - 4)), ("y", SVGText.number(y - 4)), ("width", "8"), ("height", "8")])
        default: shape = ("path", [("d", "M\(cx),\(SVGText.number(y - 5)) l5,9 l-10,0 z")])
        }
        guard let tooltip else {
            svg.element(shape.0, shape.1 + [("fill", colour)])
            return
        }
        svg.open(shape.0, shape.1 + [("fill", colour)])
        svg.element("title", [], text: tooltip)
        svg.close(shape.0)
    }

    /// Missed, nothing due and no data, in words on hover and in a symbol on the page.
    private static func marker(_ svg: inout SVGDocument, _ point: ChartPoint, x: Double, y: Double, series: ChartSeries, view: ChartView) {
        let symbol: String
        switch point.state {
        case .missed: symbol = "✗"
        case .nothingScheduled: symbol = "·"
        case .noData: symbol = "?"
        case .notYet, .measured: return
        }
        svg.open("text", [("x", SVGText.number(x)), ("y", SVGText.number(y)), ("text-anchor", "middle"),
                          ("fill", point.state == .missed ? "#c62828" : "#666666")])
        svg.element("title", [], text: tooltip(point, series: series, view: view))
        svg.text(symbol)
        svg.close("text")
    }

    private static func xLabels(_ svg: inout SVGDocument, _ buckets: [ChartBucket], view: ChartView, left: Double, slot: Double, bottom: Double) {
        var end = -Double.infinity
        for (b, bucket) in buckets.enumerated() {
            let label = ChartText.bucketLabel(bucket, size: view.bucketSize, bucketCount: buckets.count)
            let center = left + (Double(b) + 0.5) * slot
            let half = Double(DisplayWidth.of(label)) * 3.6
            let isToday = bucket.contains(view.today)
            if !label.isEmpty, center - half > end + 4 {
                svg.element("text", [("x", SVGText.number(center)), ("y", SVGText.number(bottom + 18)), ("text-anchor", "middle"),
                                     ("fill", "#333333")] + (isToday ? [("font-weight", "bold")] : []), text: label)
                end = center + half
            }
            if isToday {
                svg.element("text", [("x", SVGText.number(center)), ("y", SVGText.number(bottom + 36)), ("text-anchor", "middle"),
                                     ("font-weight", "bold"), ("fill", "#111111")], text: "▲ today")
            }
        }
    }

    private static func legendEntries(_ view: ChartView, axes: ChartAxes) -> [(series: Int?, text: String)] {
        var entries: [(series: Int?, text: String)] = []
        if view.series.count > 1 {
            for (i, line) in view.series.enumerated() {
                let side = axes.right == nil ? "" : (axes.isOnRight[i] ? " (right, " : " (left, ") + ChartText.axisUnit(line.series) + ")"
                entries.append((i, line.series.title + side))
            }
        }
        entries += ChartText.markerLegend(view, glyphs: .unicode).map { (nil, $0) }
        if BarChartRenderer.drawsRanges(view, axes: axes) { entries.append((nil, "│ lowest to highest")) }
        return entries
    }

    private static func valueText(_ value: Double, series: ChartSeries) -> String {
        let number = NumberText.fixed(value, decimals: series.metric == .value ? 1 : 0)
        let one = number == "1" ? [ChartMetric.done: "dose", .count: "entry"][series.metric] : nil
        return NumberText.withUnit(number, one ?? ChartText.axisUnit(series), noBreakSpace: " ")
    }

    /// `Tue 1 Dec 2026: 75 % (3 of 4)`, `… mean 4.5/10 (2 values, 3 to 6)`, `… missed (0 of 4)`.
    static func tooltip(_ point: ChartPoint, series: ChartSeries, view: ChartView) -> String {
        let when = ChartText.bucketName(point.bucket, size: view.bucketSize)
        let counts = point.expected.flatMap { expected in point.done.map { " (\($0) of \(expected))" } } ?? ""
        switch point.state {
        case .missed: return series.title + ", " + when + ": missed" + counts
        case .nothingScheduled: return series.title + ", " + when + ": nothing due"
        case .noData: return series.title + ", " + when + ": no data"
        case .notYet: return series.title + ", " + when + ": not yet"
        case .measured:
            var text = series.title + ", " + when + ": " + valueText(point.value ?? 0, series: series) + counts
            if let low = point.minimum, let high = point.maximum, let samples = point.samples {
                text += " (\(samples) values, " + NumberText.fixed(low, decimals: 1) + " to " + NumberText.fixed(high, decimals: 1) + ")"
            }
            return text
        }
    }

    /// The data in words, for screen readers: every series and every bucket.
    static func description(_ view: ChartView) -> String {
        let parts = view.series.map { line in
            line.series.title + ": " + line.series.points.map { tooltip($0, series: line.series, view: view)
                .dropFirst(line.series.title.count + 2) }.joined(separator: "; ")
        }
        return ChartText.title(view.series.map(\.series)) + ", " + ChartText.subtitle(view, glyphs: .unicode) + ". "
            + parts.joined(separator: ". ") + "."
    }
}
