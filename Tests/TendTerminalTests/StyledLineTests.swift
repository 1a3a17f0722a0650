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

    /// A grid cell goes onto its line piece by piece (`[`, the box, a space, the name, `]`): the
    /// pieces of one attribute make one run, as the cell's text appended whole did.
    @Test func asciiCharactersJoinTheRunOfTheirAttributes() {
        var pieces = StyledLine.blank(2)
        pieces.appendASCII(UInt8(ascii: "["), .late)
        pieces.append("☐", .late, width: 1)
        pieces.appendASCII(UInt8(ascii: " "), .late)
        pieces.append("09:00", .late, width: 5)
        pieces.appendASCII(UInt8(ascii: "]"), .late)
        var whole = StyledLine.blank(2)
        whole.append("[☐ 09:00]", .late)
        #expect(pieces == whole)
        #expect(pieces.width == 11)
    }

    /// Colour is written as the SGR sequence of each run's attributes, in the order bold, dim,
    /// colour, and reset after the run; plain runs are written bare.
    @Test func paintedLinesCarryTheSequencesOfTheirRuns() {
        let line = StyledLine("a", TextAttributes(color: .orange, isBold: true, isDim: true)) + StyledLine(" b")
            + StyledLine("c", .late) + StyledLine("d", .dim)
        let painted = TerminalStyle(usesColor: true).utf8([line, StyledLine()])
        #expect(String(decoding: painted, as: UTF8.self)
            == "\u{1B}[1;2;38;5;208ma\u{1B}[0m b\u{1B}[31mc\u{1B}[0m\u{1B}[2md\u{1B}[0m\n\n")
        let plain = TerminalStyle(usesColor: false).utf8([line, StyledLine()])
        #expect(String(decoding: plain, as: UTF8.self) == "a bcd\n\n")
    }
}
