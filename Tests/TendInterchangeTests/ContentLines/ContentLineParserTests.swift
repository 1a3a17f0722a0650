import Testing
import TendInterchange

/// Lines split into group, name, parameters and value; names are case-insensitive, parameter
/// values quoted or several, and a malformed line says why and where.
@Suite struct ContentLineParserTests {
    private func parse(_ text: String, line: Int = 1) throws(ContentLineError) -> ContentLine {
        try ContentLineParser.parse(UnfoldedLine(text: text, line: line))
    }

    @Test func aPlainLine() throws {
        #expect(try parse("SUMMARY:Ibuprofen 400 mg") == ContentLine(name: "SUMMARY", value: "Ibuprofen 400 mg", line: 1))
    }

    @Test func namesAreCaseInsensitive() throws {
        let line = try parse("dtStart;tzid=Europe/Berlin:20261201T080000")
        #expect(line.name == "DTSTART")
        #expect(line.parameters == [ContentLineParameter(name: "TZID", values: ["Europe/Berlin"])])
        #expect(line.parameter("TzId") == "Europe/Berlin")
        #expect(line.value == "20261201T080000")
    }

    @Test func aGroupBeforeTheName() throws {
        let line = try parse("item1.TEL;TYPE=home,voice:+49 30 1234")
        #expect(line.group == "item1")
        #expect(line.name == "TEL")
        #expect(line.parameterValues("type") == ["home", "voice"])
    }

    @Test func quotedParameterValuesMayHoldSeparators() throws {
        let line = try parse(#"ATTENDEE;CN="Dr. Weiß; Praxis";DELEGATED-TO="mailto:a@x.org","mailto:b@x.org":mailto:c@x.org"#)
        #expect(line.parameters == [
            ContentLineParameter(name: "CN", values: ["Dr. Weiß; Praxis"]),
            ContentLineParameter(name: "DELEGATED-TO", values: ["mailto:a@x.org", "mailto:b@x.org"]),
        ])
        #expect(line.value == "mailto:c@x.org")
    }

    @Test func theValueMayHoldColonsAndSemicolons() throws {
        let line = try parse("DESCRIPTION:Note: take 1\\; then wait")
        #expect(line.value == "Note: take 1\\; then wait")
    }

    @Test func anEmptyValueAndABareParameter() throws {
        let line = try parse("TEL;HOME;X-EMPTY=:")
        #expect(line.parameters == [ContentLineParameter(name: "HOME", values: []), ContentLineParameter(name: "X-EMPTY", values: [""])])
        #expect(line.value == "")
    }

    @Test func caretEscapesInParameterValues() throws {
        let line = try parse(#"GEO;X-ADDRESS="Haus ^'Linde^'^nHof ^^ 2":1;2"#)
        #expect(line.parameter("X-ADDRESS") == "Haus \"Linde\"\nHof ^ 2")
    }

    @Test(arguments: [
        ("SUMMARY Ibuprofen", ContentLineError.Reason.missingColon),
        ("SUMMARY Ibuprofen: x", .invalidName(" Ibuprofen: x")),
        ("SUMMARY", .missingColon),
        ("", .missingColon),
        (":value", .invalidName(":value")),
        ("SUM_MARY:x", .invalidName("_MARY:x")),
        (#"ATTENDEE;CN="Dr. Weiß:mailto:a@x.org"#, .unterminatedQuote(parameter: "CN")),
        ("DTSTART;=x:1", .invalidName("=x:1")),
        ("SUMMARY:a\u{7}b", .controlCharacter),
    ])
    func malformedLinesSayWhyAndWhere(text: String, reason: ContentLineError.Reason) {
        #expect(throws: ContentLineError(reason, line: 7)) { try parse(text, line: 7) }
    }

    /// The component reader parses each line as it is unfolded and keeps going past a broken
    /// one, which it hands back with its line.
    @Test func theReaderKeepsGoingPastABrokenLine() throws {
        let document = try ContentComponentReader.read(Array("BEGIN:X\r\nA:1\r\nbroken\r\nB:2\r\nEND:X\r\n".utf8))
        #expect(document.components.first?.properties.map(\.name) == ["A", "B"])
        #expect(document.malformedLines == [ContentLineError(.missingColon, line: 3)])
    }
}
