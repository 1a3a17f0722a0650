import Testing
import TendTerminal

@Suite struct GlyphsChoiceTests {
    @Test(arguments: [
        ([String: String](), false, Glyphs.ascii),
        (["LANG": "C.UTF-8"], false, .unicode),
        (["LANG": "en_GB.UTF-8"], false, .unicode),
        (["LANG": "de_DE.utf8"], false, .unicode),
        (["LANG": "de_DE.UTF-8@euro"], false, .unicode),
        (["LANG": "C"], false, .ascii),
        (["LANG": "POSIX"], false, .ascii),
        (["LANG": "en_US.ISO-8859-1"], false, .ascii),
        (["LANG": "C.UTF-8", "LC_ALL": "POSIX"], false, .ascii),
        (["LANG": "C", "LC_CTYPE": "en_GB.UTF-8"], false, .unicode),
        (["LC_ALL": "", "LC_CTYPE": "", "LANG": "C.UTF-8"], false, .unicode),
        (["LANG": "C.UTF-8", "TERM": "dumb"], false, .ascii),
        (["LANG": "C.UTF-8", "TERM": "xterm-256color"], true, .ascii),
    ])
    func drawsWithASCIIUnlessTheLocaleIsUTF8(environment: [String: String], asciiFlag: Bool, expected: Glyphs) {
        #expect(Glyphs.resolve(asciiFlag: asciiFlag, environment: environment) == expected)
    }

    @Test func asciiGlyphsAreASCII() {
        let ascii = Glyphs.ascii
        let drawn = [ascii.doneBox, ascii.openBox, ascii.nextMarker, ascii.barDone, ascii.barLeft, ascii.rule,
                     ascii.ellipsis, ascii.separator, ascii.partSeparator, ascii.noBreakSpace, ascii.rangeDash, ascii.dash]
        #expect(drawn.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }
}
