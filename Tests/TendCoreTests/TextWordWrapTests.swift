import Testing
import TendCore

@Suite struct TextWordWrapTests {
    @Test func breaksAtSpaces() {
        #expect(WordWrap.lines("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(WordWrap.lines("one two three", width: 7) == ["one two", "three"])
    }

    @Test func collapsesRunsOfSpaces() {
        #expect(WordWrap.lines("  one   two  ", width: 20) == ["one two"])
    }

    @Test func keepsLineBreaksAndEmptyLines() {
        #expect(WordWrap.lines("first\n\nsecond paragraph", width: 9) == ["first", "", "second", "paragraph"])
        #expect(WordWrap.lines("", width: 10) == [""])
    }

    /// ASCII text is cut at its bytes, except with a CR: CR LF is one character, which neither
    /// a line break nor a space splits, as with any other text read by characters.
    @Test func carriageReturnLineFeedIsOneCharacter() {
        #expect(WordWrap.lines("one\r\ntwo three", width: 9) == ["one\r\ntwo", "three"])
        #expect(WordWrap.lines("one\ntwo three", width: 9) == ["one", "two three"])
    }

    @Test func breaksWordsWiderThanTheLine() {
        #expect(WordWrap.lines("see /usr/share/zoneinfo/Europe", width: 10)
            == ["see /usr/s", "hare/zonei", "nfo/Europe"])
        #expect(WordWrap.lines("abcdefgh", width: 3) == ["abc", "def", "gh"])
    }

    @Test func measuresDisplayWidth() {
        #expect(WordWrap.lines("薬 を 飲む", width: 5) == ["薬 を", "飲む"])
        #expect(WordWrap.lines("一日四回食後に服用", width: 8) == ["一日四回", "食後に服", "用"])
        // A wide character never straddles the edge; the line stays one column short instead.
        #expect(WordWrap.lines("ab 日本語", width: 5) == ["ab 日", "本語"])
    }

    @Test func characterWiderThanTheLineStillGetsALine() {
        #expect(WordWrap.lines("日本", width: 1) == ["日", "本"])
    }

    @Test(arguments: [10, 17, 33])
    func noLineIsWiderThanAsked(width: Int) {
        let text = "Take one tablet every 4–6 hours with food; 一日四回まで。 https://example.org/a/very/long/path"
        for line in WordWrap.lines(text, width: width) {
            #expect(DisplayWidth.of(line) <= width)
            #expect(!line.hasPrefix(" ") && !line.hasSuffix(" "))
        }
    }
}
