import Testing
@testable import TendCLI

/// JSON strings keep terminals inert: every control and bidi override is written as `\uXXXX`.
@Suite struct JSONEscapingTests {
    @Test(arguments: [
        ("a\u{1B}[2Jb", #""a\u001b[2Jb""#),
        ("\u{7F}", #""\u007f""#),
        ("csi\u{9B}31m", #""csi\u009b31m""#),
        ("\u{80}\u{9F}", #""\u0080\u009f""#),
        ("\u{202E}txt.exe", #""\u202etxt.exe""#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", #""\u202a\u202b\u202c\u202d""#),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", #""\u2066\u2067\u2068\u2069""#),
        ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
    ])
    func controlsAndBidiOverridesAreEscaped(text: String, json: String) {
        #expect(JSON.quoted(text) == json)
    }

    @Test func ordinaryTextPassesThrough() {
        #expect(JSON.quoted("イブプロフェン \u{200D}\u{200E}é \"q\" \\") == #""イブプロフェン \#u{200D}\#u{200E}é \"q\" \\""#)
    }
}
