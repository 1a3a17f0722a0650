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

    /// Plain terminals: every view, with today in all five styles, drawn in ASCII only.
    @Test(arguments: RenderedOutput.names, [80, 40])
    func asciiMatchesTheGoldenFile(name: String, width: Int) throws {
        let output = RenderedOutput.render(name, style: TerminalStyle(width: width, glyphs: .ascii))
        // The sample's own text (Japanese titles, `4–6 hours`) is printed as typed; nothing
        // tend draws may be outside ASCII.
        #expect(!output.unicodeScalars.contains { "☑☐▶█░─…·\u{00A0}".unicodeScalars.contains($0) })
        try Golden.check(output, against: "\(name)-\(width)-ascii.txt")
    }

    @Test func summaryMarkdownMatchesTheGoldenFile() throws {
        try Golden.check(SummaryMarkdownRenderer.render(SamplePlan.summaryView), against: "summary.md")
    }
}
