import TendTerminal
import Testing

@Suite struct GoldenRenderTests {
    static let cases: [(name: String, width: Int, usesColor: Bool)] = RenderedOutput.names.flatMap { name in
        [80, 40].flatMap { width in [false, true].map { (name, width, $0) } }
    }

    @Test(arguments: cases)
    func matchesTheGoldenFile(name: String, width: Int, usesColor: Bool) throws {
        let output = RenderedOutput.render(name, style: TerminalStyle(width: width, usesColor: usesColor))
        try Golden.check(output, against: "\(name)-\(width)-\(usesColor ? "color" : "plain").txt")
    }

    @Test func summaryMarkdownMatchesTheGoldenFile() throws {
        try Golden.check(SummaryMarkdownRenderer.render(SamplePlan.summaryView), against: "summary.md")
    }
}
