import TendCore
import Testing
@testable import TendTerminal

/// `tend summary` draws its missed occurrences a thousand at a time, each piece with the column
/// widths of them all.
@Suite struct SummaryPiecesTests {
    /// 2,500 missed doses on a day with a short name, then one all-day task with a long title
    /// on a day with a longer one: the widest day, time and task are all in the last piece.
    static let view: SummaryView = {
        let first = CivilDate(year: 2026, month: 12, day: 1)!
        let dose = MissedOccurrenceRow(taskID: "ibuprofen", title: "Ibuprofen", date: first, time: TimeOfDay(hour: 8, minute: 0)!)
        let last = MissedOccurrenceRow(taskID: "physio", title: "Physiotherapy exercises for the left knee",
                                       date: CivilDate(year: 2026, month: 12, day: 10)!, time: nil)
        return SummaryView(firstDay: first, lastDay: first, tasks: [], days: [],
                           missed: Array(repeating: dose, count: 2_500) + [last])
    }()

    @Test(arguments: [80, 40])
    func everyPieceHasTheWidthsOfTheWhole(width: Int) {
        var pieces: [String] = []
        SummaryTextRenderer.render(Self.view, style: TerminalStyle(width: width)) { pieces.append($0) }
        #expect(pieces.count == 1 + 3)
        #expect(pieces.joined() == SummaryTextRenderer.render(Self.view, style: TerminalStyle(width: width)))
        let missed = pieces.dropFirst().joined().split(separator: "\n")
        // "Thu 10 Dec 2026" (15 columns), 2 spaces, "all day" (7), 2 spaces: tasks start at 26.
        #expect(missed.first?.hasPrefix("Tue 1 Dec 2026   08:00    Ibuprofen") == true)
        #expect(missed.allSatisfy { $0.prefix(26).hasSuffix("  ") && $0.dropFirst(26).first != " " })
        #expect(missed.filter { $0.hasPrefix("Thu 10 Dec 2026  all day  Physiotherapy") }.count == 1)
    }
}
