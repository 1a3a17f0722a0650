import TendCore
import TendTerminal
import Testing

@Suite struct LayoutFitTests {
    static let widths = [40, 41, 44, 47, 52, 59, 63, 64, 65, 72, 80, 100, 132]

    @Test(arguments: RenderedOutput.names, widths)
    func noLineIsWiderThanTheTerminal(name: String, width: Int) {
        for usesColor in [false, true] {
            let style = TerminalStyle(width: width, usesColor: usesColor)
            expectFits(RenderedOutput.render(name, style: style), width: width, name)
            expectFits(StressPlan.render(name, style: style), width: width, "stressed " + name)
        }
    }

    private func expectFits(_ output: String, width: Int, _ name: String) {
        for line in RenderedOutput.withoutSGR(output).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(DisplayWidth.of(line) <= width, "\(name) at \(width): \(line)")
            #expect(line.last != " ", "trailing space in \(name) at \(width): \(line)")
        }
    }

    @Test(arguments: RenderedOutput.names)
    func colourAddsOnlyEscapeSequences(name: String) {
        let plain = RenderedOutput.render(name, style: TerminalStyle(width: 80, usesColor: false))
        let colored = RenderedOutput.render(name, style: TerminalStyle(width: 80, usesColor: true))
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}["))
        #expect(RenderedOutput.withoutSGR(colored) == plain)
    }

    @Test func narrowerRequestsAreDrawnAtTheMinimumWidth() {
        #expect(TerminalStyle(width: 12).width == TerminalStyle.minimumWidth)
        let narrow = RenderedOutput.render("today", style: TerminalStyle(width: 12))
        let minimum = RenderedOutput.render("today", style: TerminalStyle(width: 40))
        #expect(narrow == minimum)
    }

    @Test func everyLineEndsWithALineBreak() {
        for name in RenderedOutput.names {
            #expect(RenderedOutput.render(name, style: TerminalStyle()).hasSuffix("\n"))
        }
    }
}
