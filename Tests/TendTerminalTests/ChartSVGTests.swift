import Foundation
import FoundationXML
import TendTerminal
import Testing

/// The SVG writer: golden files, well-formed XML with the accessibility parts, and the
/// rendered PNG's pixels where the bars should be.
@Suite struct ChartSVGTests {
    static let charts: [(name: String, style: ChartView.Style)] = [("adherence", .bar), ("doses-and-pain", .bar), ("value", .line),
                                                                    ("count", .scatter), ("outlier", .bar), ("no-data", .bar),
                                                                    ("value", .bar), ("year-by-day", .bar)]

    @Test(arguments: charts)
    func matchesTheGoldenFile(name: String, style: ChartView.Style) throws {
        let svg = SVGChartWriter.render(SampleCharts.view(name, style: style))
        try Golden.check(svg, against: "chart-\(style.rawValue)-\(name).svg")
    }

    /// Parsed by Foundation's XMLParser: the root is an `img` with its size and viewBox, a
    /// title and a description come first, every bar and point has a tooltip, and nothing
    /// points outside the file.
    @Test(arguments: charts)
    func isWellFormedAndAccessible(name: String, style: ChartView.Style) throws {
        let svg = SVGChartWriter.render(SampleCharts.view(name, style: style))
        let reader = ElementReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let root = try #require(reader.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["role"] == "img")
        // 800 wide, but for the 335 days of a year: 5 a bar and 140 for the axes.
        let width = name == "year-by-day" ? "1815" : "800"
        #expect(root.attributes["width"] == width)
        #expect(root.attributes["viewBox"] == "0 0 \(width) \(root.attributes["height"] ?? "")")
        #expect(root.attributes["font-family"]?.hasSuffix(", sans-serif") == true)
        #expect(reader.elements.dropFirst().prefix(2).map(\.name) == ["title", "desc"])
        #expect(reader.elements.contains { $0.name == "rect" && $0.attributes["fill"] == "#ffffff" })
        #expect(!svg.contains("href") && !svg.contains("http://") || svg.components(separatedBy: "http://").count == 2)
        let shapes = reader.elements.filter { ["rect", "circle", "path"].contains($0.name) && $0.parent == "svg" && $0.attributes["width"] != "100%" }
        #expect(shapes.allSatisfy(\.hasTitle) || name == "no-data")
    }

    /// `TrendFinding`-free facts: the description carries the data.
    @Test func theDescriptionSaysTheDataInWords() {
        let svg = SVGChartWriter.render(SampleCharts.view("adherence"))
        #expect(svg.contains("Ibuprofen: Wed 18 Nov 2026: 50 % (2 of 4); Thu 19 Nov 2026: 100 % (4 of 4);"))
        #expect(svg.contains("Mon 23 Nov 2026: missed (0 of 4)"))
    }

    /// rsvg-convert draws the SVG; the PNG's pixels hold each bar from the axis up to its
    /// height and nothing above it: 2 of 4 doses is half the 240-pixel plot, 4 of 4 all of it.
    @Test func theRenderedPNGHasTheBarsAtTheirHeights() throws {
        let svg = SVGChartWriter.render(SampleCharts.view("adherence"))
        let png = try PNGCheck.render(svg)
        // The plot runs from y 80 (100 %) to 320 (0 %); 14 buckets of 50 pixels from x 70.
        let blue = PNGCheck.RGB(0x15, 0x65, 0xC0)
        func center(_ bucket: Int) -> Int { 70 + bucket * 50 + 25 }
        // Wed 18 Nov: 50 %, top at y 200. Thu 19 Nov: 100 %, top at 80. Mon 23 Nov: missed, no bar.
        let probes = [(center(0), 205), (center(0), 195), (center(1), 85), (center(1), 318), (center(5), 300)]
        let colours = try PNGCheck.pixels(png, at: probes)
        #expect(colours[0] == blue)
        #expect(colours[1] != blue)
        #expect(colours[2] == blue)
        #expect(colours[3] == blue)
        #expect(colours[4] != blue)
    }
}

/// Each element of an XML document with its attributes, its parent, and whether a `<title>`
/// is among its children.
final class ElementReader: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: String?
        var hasTitle = false
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "title", let parent = open.last { elements[parent].hasTitle = true }
        elements.append(Element(name: name, attributes: attributes, parent: open.last.map { elements[$0].name }))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}
