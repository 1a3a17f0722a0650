import Testing
import TendInterchange

/// Folded lines join whatever the line ending and the continuation character, keep the line they
/// start on, and whole-file problems are refused with where they are.
@Suite struct ContentLineUnfoldingTests {
    private func unfold(_ text: String, limits: ContentLineLimits = .standard) throws(ContentLineError) -> [UnfoldedLine] {
        try ContentLineUnfolding.unfold(Array(text.utf8), limits: limits)
    }

    @Test(arguments: [
        "DESCRIPTION:Take with\r\n  food\r\nSUMMARY:x\r\n",
        "DESCRIPTION:Take with\n  food\nSUMMARY:x\n",
        "DESCRIPTION:Take with\r\n\t food\r\nSUMMARY:x",
        "\u{FEFF}DESCRIPTION:Take with\r\n \r\n  food\r\n\r\nSUMMARY:x\r\n",
    ])
    func continuationsJoinWhateverTheLineEnding(text: String) throws {
        let lines = try unfold(text)
        #expect(lines.map(\.text) == ["DESCRIPTION:Take with food", "SUMMARY:x"])
        #expect(lines[0].line == 1)
    }

    @Test func lineNumbersCountPhysicalLines() throws {
        let lines = try unfold("A:1\r\n continued\r\n continued\r\n\r\nB:2\r\nC:3\r\n")
        #expect(lines == [UnfoldedLine(text: "A:1continuedcontinued", line: 1),
                          UnfoldedLine(text: "B:2", line: 5),
                          UnfoldedLine(text: "C:3", line: 6)])
    }

    @Test func aFoldInsideAUTF8CharacterIsJoinedWhole() throws {
        let bytes = Array("SUMMARY:Ärz".utf8) + [0xC3] + Array("\r\n ".utf8) + [0xBC] + Array("tin\r\n".utf8)
        #expect(try ContentLineUnfolding.unfold(bytes).map(\.text) == ["SUMMARY:Ärzütin"])
    }

    @Test func aContinuationAtTheStartIsALineOfItsOwn() throws {
        #expect(try unfold(" X:1\r\n").map(\.text) == [" X:1"])
    }

    @Test func aFileOverTheLimitIsRefusedWhole() {
        let limits = ContentLineLimits(fileBytes: 10, lineBytes: 100, nesting: 4)
        #expect(throws: ContentLineError(.fileTooLarge(limit: 10), line: nil)) { try unfold("SUMMARY:12345", limits: limits) }
    }

    @Test func aLineOverTheLimitNamesItsLine() {
        let limits = ContentLineLimits(fileBytes: 1000, lineBytes: 12, nesting: 4)
        #expect(throws: ContentLineError(.lineTooLong(limit: 12), line: 2)) { try unfold("A:1\r\nB:1234\r\n 5678901\r\n", limits: limits) }
    }

    @Test func aNULByteIsBinary() {
        #expect(throws: ContentLineError(.binaryData, line: nil)) {
            try ContentLineUnfolding.unfold(Array("A:1\nB:2\nC:".utf8) + [0, 1, 2])
        }
    }

    @Test func bytesThatAreNotUTF8NameTheirLine() {
        #expect(throws: ContentLineError(.invalidUTF8, line: 2)) {
            try ContentLineUnfolding.unfold(Array("A:1\r\nB:".utf8) + [0xFF, 0xFE] + Array("\r\n".utf8))
        }
    }
}
