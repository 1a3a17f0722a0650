import Testing
import TendInterchange

/// Written lines are at most 75 octets, continuations start with a space, a UTF-8 character is
/// never split, and unfolding gives the line back.
@Suite struct ContentLineFoldingTests {
    @Test func aShortLineIsWrittenWhole() {
        #expect(ContentLineFolding.fold("SUMMARY:Ibuprofen") == "SUMMARY:Ibuprofen\r\n")
    }

    @Test func aLineOf75OctetsIsNotFolded() {
        let line = "DESCRIPTION:" + String(repeating: "x", count: 63)
        #expect(ContentLineFolding.fold(line) == line + "\r\n")
    }

    @Test func aLongLineIsFoldedAt75Octets() {
        let line = "DESCRIPTION:" + String(repeating: "x", count: 64 + 74)
        let expected = "DESCRIPTION:" + String(repeating: "x", count: 63) + "\r\n " + String(repeating: "x", count: 74) + "\r\n " + "x\r\n"
        #expect(ContentLineFolding.fold(line) == expected)
    }

    @Test(arguments: ["Ä", "ロ", "💊", "e\u{301}"])
    func noPhysicalLineIsLongerThan75OctetsNorSplitsACharacter(character: String) throws {
        for prefix in 0..<4 {
            let line = "SUMMARY:" + String(repeating: "a", count: prefix) + String(repeating: character, count: 60)
            let folded = ContentLineFolding.fold(line)
            let physical = folded.utf8.split(separator: 0x0A).map { Array($0.dropLast()) }
            for bytes in physical {
                #expect(bytes.count <= 75)
                #expect(String(validating: bytes, as: UTF8.self) != nil)
            }
            #expect(try ContentLineUnfolding.unfold(Array(folded.utf8)).map(\.text) == [line])
        }
    }
}
