import TendCore
import TendTerminal
import Testing

/// Every sample chart against its golden file: the four metrics at 40, 80 and 120 columns in
/// colour, plain and ASCII; the others at 80 columns plain and ASCII.
@Suite struct ChartGoldenTests {
    static let looks = ["plain", "color", "ascii"]

    static func style(_ look: String, width: Int) -> TerminalStyle {
        TerminalStyle(width: width, usesColor: look == "color", glyphs: look == "ascii" ? .ascii : .unicode)
    }

    /// The display columns of the widest line, colour left out.
    static func widest(_ output: String) -> Int {
        RenderedOutput.withoutSGR(output).split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
    }

    @Test(arguments: SampleCharts.metricNames, [40, 80, 120])
    func eachStyleAndMetricAtEachWidth(name: String, width: Int) throws {
        for style in ChartView.Style.allCases {
            for look in Self.looks {
                let output = ChartRenderer.render(SampleCharts.view(name, style: style), style: Self.style(look, width: width), columns: width)
                try Golden.check(output, against: "chart-\(style == .bar ? "" : style.rawValue + "-")\(name)-\(width)-\(look).txt")
                #expect(Self.widest(output) <= width)
            }
        }
    }

    /// Doses as bars and pain as a line over them, and both as lines or points.
    @Test(arguments: [ChartView.Style.line, .scatter])
    func dosesAndPainInTheOtherStyles(style: ChartView.Style) throws {
        for look in Self.looks where look != "color" {
            let output = ChartRenderer.render(SampleCharts.view("doses-and-pain", style: style), style: Self.style(look, width: 80), columns: 80)
            try Golden.check(output, against: "chart-\(style.rawValue)-doses-and-pain-80-\(look).txt")
            #expect(Self.widest(output) <= 80)
        }
    }

    @Test(arguments: SampleCharts.names.filter { !SampleCharts.metricNames.contains($0) })
    func theOtherChartsAtEightyColumns(name: String) throws {
        let width = name == "year-by-week" ? 120 : 80
        for look in Self.looks where look != "color" {
            let output = ChartRenderer.render(SampleCharts.view(name), style: Self.style(look, width: width), columns: width)
            try Golden.check(output, against: "chart-\(name)-\(width)-\(look).txt")
            #expect(Self.widest(output) <= width)
        }
    }

    /// Below 40 columns each series is one sparkline row.
    @Test(arguments: [30, 20])
    func narrowTerminalsGetSparklines(width: Int) throws {
        let output = ChartRenderer.render(SampleCharts.view("three-series"), style: TerminalStyle(width: width), columns: width)
        try Golden.check(output, against: "chart-sparklines-\(width).txt")
        #expect(Self.widest(output) <= width)
    }

    @Test func asciiChartsDrawNothingButASCII() {
        for name in SampleCharts.names {
            let output = ChartRenderer.render(SampleCharts.view(name), style: TerminalStyle(width: 80, glyphs: .ascii), columns: 80)
            #expect(output.unicodeScalars.allSatisfy { $0.isASCII }, "\(name)")
        }
    }
}
