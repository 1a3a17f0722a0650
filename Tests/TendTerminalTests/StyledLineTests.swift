import TendCore
import Testing
@testable import TendTerminal

/// A line's width is the display width of its text however it was put together: widths are
/// added up from the pieces, never measured again, so each way of building must keep them true.
@Suite struct StyledLineTests {
    static let pieces: [(String, TextAttributes)] = [
        ("☐ ", .plain), ("イブプロフェン", .bold), (" e\u{301}tude ", .bold), ("👩‍⚕️", .dim), ("   ", .plain),
    ]

    @Test func joiningPaddingAndTrimmingKeepTheMeasuredWidth() {
        var built = StyledLine.blank(2)
        for (text, attributes) in Self.pieces {
            built.append(StyledLine(text, attributes))
        }
        built.pad(to: 40)
        let text = built.text
        #expect(text == "  ☐ イブプロフェン e\u{301}tude 👩‍⚕️" + String(repeating: " ", count: 40 - DisplayWidth.of("  ☐ イブプロフェン e\u{301}tude 👩‍⚕️")))
        #expect(built.width == 40)
        #expect(built.width == DisplayWidth.of(text))
        let trimmed = built.trimmingTrailingSpaces()
        #expect(trimmed.text == "  ☐ イブプロフェン e\u{301}tude 👩‍⚕️")
        #expect(trimmed.width == DisplayWidth.of(trimmed.text))
        #expect(trimmed.spans.map(\.attributes) == [.plain, .bold, .dim])
    }

    @Test func aLineOfSpacesTrimsToNothing() {
        let trimmed = (StyledLine("  ", .bold) + .blank(3)).trimmingTrailingSpaces()
        #expect(trimmed.spans.isEmpty)
        #expect(trimmed.width == 0)
    }

    @Test func spansOfTheSameAttributesMergeWhenLinesJoin() {
        let joined = StyledLine("a", .bold) + StyledLine("b", .bold) + StyledLine("c")
        #expect(joined.spans == [Span(text: "ab", attributes: .bold), Span(text: "c", attributes: .plain)])
        #expect(joined.width == 3)
    }

    /// A space that a prepended mark (U+0600) joins is part of the mark's character, not a
    /// space at the end of the line: trimming keeps it, as it keeps any other character.
    @Test func aSpaceJoinedToAPrependedMarkIsNotTrimmed() {
        let line = StyledLine("a\u{600} ", .bold) + StyledLine("  ")
        let trimmed = line.trimmingTrailingSpaces()
        #expect(trimmed.text == "a\u{600} ")
        #expect(trimmed.width == line.width - 2)
        #expect(trimmed.spans == [Span(text: "a\u{600} ", attributes: .bold)])
    }
}
