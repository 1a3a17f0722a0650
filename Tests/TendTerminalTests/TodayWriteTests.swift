import TendCore
import TendTerminal
import Testing

/// `TodayRenderer.write` hands the day over in chunks while it draws it: the chunks joined are
/// the text `render` draws, in every style, and a long day comes in more than one.
@Suite struct TodayWriteTests {
    /// The stress day's groups 40 times over: about 200 cards, well past one chunk of 64 KiB.
    var longDay: TodayView {
        let day = StressPlan.todayView
        return TodayView(date: day.date, groups: Array(repeating: day.groups, count: 40).flatMap { $0 })
    }

    func chunks(_ view: TodayView, style: TerminalStyle) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        TodayRenderer.write(view, style: style) { chunks.append(Array($0)) }
        return chunks
    }

    @Test(arguments: [TerminalStyle(width: 80), TerminalStyle(width: 60, usesColor: true), TerminalStyle(width: 40, glyphs: .ascii)])
    func theChunksJoinedAreTheRenderedDay(style: TerminalStyle) {
        let received = chunks(longDay, style: style)
        #expect(received.count > 1)
        #expect(received.allSatisfy { !$0.isEmpty })
        #expect(String(decoding: received.joined(), as: UTF8.self) == TodayRenderer.render(longDay, style: style))
    }

    @Test func aShortDayIsOneChunk() {
        let received = chunks(StressPlan.todayView, style: TerminalStyle())
        #expect(received.count == 1)
        #expect(String(decoding: received.joined(), as: UTF8.self) == TodayRenderer.render(StressPlan.todayView, style: TerminalStyle()))
    }

    @Test func anEmptyDayIsItsOneLine() {
        let empty = TodayView(date: CivilDate(year: 2026, month: 12, day: 1)!, groups: [])
        #expect(chunks(empty, style: TerminalStyle()).map { String(decoding: $0, as: UTF8.self) }
            == ["Nothing is due on Tuesday 1 December 2026.\n"])
    }
}
