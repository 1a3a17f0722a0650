import Testing
import TendCore

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "^[[31mred^[[0m"),
        ("\u{1B}]0;owned\u{07}", "^[]0;owned^G"),
        ("nul\u{0}", "nul^@"),
        ("del\u{7F}", "del^?"),
        ("tab\tbed", "tab bed"),
        ("two\nlines", "two lines"),
        ("crlf\r\nline", "crlf line"),
        ("cr\rline", "cr line"),
        ("csi\u{9B}31m", "csi<U+009B>31m"),
        ("abc\u{202E}fed\u{202C}", "abc<U+202E>fed<U+202C>"),
        ("\u{2066}isolate\u{2069}", "<U+2066>isolate<U+2069>"),
    ])
    func neutralises(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test func keepsLineBreaksWhenAsked() {
        #expect(TextSanitizer.sanitize("one\r\ntwo\nthree\u{1B}", keepingLineBreaks: true) == "one\ntwo\nthree^[")
    }

    @Test(arguments: ["Ibuprofen 400 mg", "イブプロフェン", "👨‍👩‍👧 family", "e\u{301}", "\u{200F}עברית", ""])
    func leavesOrdinaryTextAlone(text: String) {
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Test func resultHasNoControlCharacters() {
        let everyControl = String(String.UnicodeScalarView((0...0x9F).compactMap { Unicode.Scalar($0) }))
        let sanitized = TextSanitizer.sanitize(everyControl)
        #expect(!sanitized.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
