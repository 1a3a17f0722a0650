import Testing
import TendInterchange

/// TEXT values escape and unescape `\\ \; \, \n \N`, and lists split at unescaped commas.
@Suite struct TextValueTests {
    @Test(arguments: [
        ("Take 1; then 2, with water\\food", "Take 1\\; then 2\\, with water\\\\food"),
        ("line one\nline two", "line one\\nline two"),
        ("crlf\r\nand cr\rdone", "crlf\\nand cr\\ndone"),
        ("ロキソニン 💊", "ロキソニン 💊"),
        ("", ""),
    ])
    func escaping(text: String, escaped: String) {
        #expect(TextValue.escape(text) == escaped)
    }

    @Test(arguments: [
        ("a\\nb\\Nc", "a\nb\nc"),
        ("x\\;y\\,z\\\\w", "x;y,z\\w"),
        ("Outlook\\: writes this", "Outlook: writes this"),
        ("ends with\\", "ends with\\"),
        ("\\\\n is not a new line", "\\n is not a new line"),
    ])
    func unescaping(value: String, text: String) {
        #expect(TextValue.unescape(value) == text)
    }

    @Test(arguments: ["plain", "semi;colon, comma\\backslash\nnew line", "\\n", "\\", ";;,,"])
    func escapingRoundTrips(text: String) {
        #expect(TextValue.unescape(TextValue.escape(text)) == text)
    }

    @Test func listsSplitAtUnescapedCommas() {
        #expect(TextValue.list("Medication,Heart\\, blood pressure,") == ["Medication", "Heart, blood pressure", ""])
        #expect(TextValue.list("a\\\\,b") == ["a\\", "b"])
        #expect(TextValue.joinList(["Medication", "a,b"]) == "Medication,a\\,b")
        #expect(TextValue.list(TextValue.joinList(["x\\", "y;z", "w"])) == ["x\\", "y;z", "w"])
    }
}
