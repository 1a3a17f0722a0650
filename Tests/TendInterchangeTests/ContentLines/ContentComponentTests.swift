import Testing
import TendInterchange

/// A file becomes its BEGIN/END tree; broken lines are handed back with their line numbers;
/// structure that does not match is refused with the line; writing gives a file that reads back
/// the same.
@Suite struct ContentComponentTests {
    private func read(_ text: String, limits: ContentLineLimits = .standard) throws(ContentLineError) -> ContentComponentReader.Document {
        try ContentComponentReader.read(Array(text.utf8), limits: limits)
    }

    @Test func componentsNest() throws {
        let document = try read("""
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            begin:vtodo\r
            UID:1\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            END:VALARM\r
            END:VTODO\r
            BEGIN:VTODO\r
            UID:2\r
            END:VTODO\r
            END:VCALENDAR\r

            """)
        #expect(document.malformedLines.isEmpty)
        let calendar = try #require(document.components.first)
        #expect(calendar.name == "VCALENDAR")
        #expect(calendar.property("version")?.value == "2.0")
        #expect(calendar.components("VTODO").map { $0.property("UID")?.value } == ["1", "2"])
        #expect(calendar.components[0].line == 3)
        #expect(calendar.components[0].components.map(\.name) == ["VALARM"])
    }

    @Test func brokenLinesAreHandedBack() throws {
        let document = try read("BEGIN:VCARD\nFN:Dr. Weiß\nthis line lost its fold\nEND:VCARD\n")
        #expect(document.malformedLines == [ContentLineError(.missingColon, line: 3)])
        #expect(document.components.first?.properties.map(\.name) == ["FN"])
    }

    @Test(arguments: [
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nEND:VEVENT\nEND:VCALENDAR\n", ContentLineError(.mismatchedEnd(expected: "VTODO", found: "VEVENT"), line: 3)),
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\n", ContentLineError(.unclosedComponent("VCALENDAR"), line: 1)),
        ("END:VCALENDAR\n", ContentLineError(.endWithoutBegin("VCALENDAR"), line: 1)),
        ("SUMMARY:hello\n", ContentLineError(.propertyOutsideComponent("SUMMARY"), line: 1)),
        ("BEGIN:A\nBEGIN:B\nBEGIN:C\n", ContentLineError(.nestingTooDeep(limit: 2), line: 3)),
    ])
    func structureThatDoesNotMatchIsRefused(text: String, error: ContentLineError) {
        #expect(throws: error) { try read(text, limits: ContentLineLimits(fileBytes: 1000, lineBytes: 100, nesting: 2)) }
    }

    @Test func writtenComponentsReadBackTheSame() throws {
        let summary = "Ibuprofen 400 mg, with food; ロキソニン " + String(repeating: "💊", count: 30)
        let todo = ContentComponent(name: "VTODO", properties: [
            ContentLine(name: "UID", value: "ibuprofen@tend"),
            ContentLine(name: "SUMMARY", value: TextValue.escape(summary)),
            ContentLine(name: "DTSTART", parameters: [ContentLineParameter(name: "TZID", values: ["Europe/Berlin"])], value: "20261201T080000"),
            ContentLine(name: "X-TEND-NOTE", parameters: [ContentLineParameter(name: "X-LABEL", values: ["a:b", "say \"hi\""])], value: "x"),
        ])
        let calendar = ContentComponent(name: "VCALENDAR", properties: [ContentLine(name: "VERSION", value: "2.0")], components: [todo])
        let text = ContentLineWriter.write(calendar)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:ibuprofen@tend\r\n"))
        #expect(text.contains("X-TEND-NOTE;X-LABEL=\"a:b\",say ^'hi^':x\r\n"))
        let back = try #require(try read(text).components.first)
        #expect(back.components[0].properties.map(\.name) == todo.properties.map(\.name))
        #expect(back.components[0].properties.map(\.parameters) == todo.properties.map(\.parameters))
        #expect(TextValue.unescape(try #require(back.components[0].property("SUMMARY")).value) == summary)
    }

    @Test func aRawLineBreakInAValueCannotEndTheLine() throws {
        let text = ContentLineWriter.write(ContentLine(name: "X-NOTE", value: "a\r\nb"))
        #expect(text == "X-NOTE:a\\nb\r\n")
    }

    /// Lines are nested as they are unfolded, yet a file broken in its bytes is refused for
    /// that, as when the whole file was unfolded first, even after its nesting broke.
    @Test func bytesThatAreNotUTF8OutrankBrokenNesting() {
        let bytes = Array("BEGIN:X\r\nEND:Y\r\nA:".utf8) + [0xFF] + Array("\r\n".utf8)
        #expect(throws: ContentLineError(.invalidUTF8, line: 3)) { try ContentComponentReader.read(bytes) }
        #expect(throws: ContentLineError(.mismatchedEnd(expected: "X", found: "Y"), line: 2)) {
            try ContentComponentReader.read(Array("BEGIN:X\r\nEND:Y\r\nA:1\r\n".utf8))
        }
    }
}
