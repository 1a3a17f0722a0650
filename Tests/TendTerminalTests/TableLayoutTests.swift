import TendCore
import Testing
@testable import TendTerminal

@Suite struct TableLayoutTests {
    /// The display column where `needle` starts in `line`.
    private func column(of needle: String, in line: String) throws -> Int {
        let range = try #require(line.range(of: needle))
        return DisplayWidth.of(line[..<range.lowerBound])
    }

    @Test func keepsColumnsAlignedWithWideCharacters() throws {
        var table = Table(columns: [Table.Column(header: "TITLE"), Table.Column(header: "ID")])
        table.rows = [
            [Table.Cell("イブプロフェン"), Table.Cell("ibuprofen")],
            [Table.Cell("Vitamin D"), Table.Cell("vitamin-d")],
            [Table.Cell("e\u{301}tude"), Table.Cell("etude")],
        ]
        let lines = table.lines(width: 40, glyphs: .unicode).map(\.text)
        #expect(lines == [
            "TITLE           ID",
            "イブプロフェン  ibuprofen",
            "Vitamin D       vitamin-d",
            "e\u{301}tude           etude",
        ])
        for line in lines.dropFirst() {
            #expect(try column(of: line.split(separator: " ").last.map(String.init) ?? "", in: line) == 16)
        }
    }

    @Test func truncatesTheWidestColumnFirstByDisplayWidth() {
        var table = Table(columns: [Table.Column(minimumWidth: 4), Table.Column(minimumWidth: 4)])
        table.rows = [[Table.Cell("日本語のとても長い題名"), Table.Cell("short")]]
        let line = table.lines(width: 20, glyphs: .unicode).map(\.text)
        #expect(line == ["日本語のとて…  short"])
        #expect(DisplayWidth.of(line[0]) <= 20)
    }

    /// A marker at the end of a cell (` (removed)`) is never what truncation cuts: the text
    /// before it gives way, and only a column too narrow for the marker itself cuts it.
    @Test func truncationKeepsAMarkedEnd() {
        var table = Table(columns: [Table.Column(minimumWidth: 4), Table.Column(minimumWidth: 4)])
        table.rows = [[Table.Cell("Amoxicillin 500 mg", keepingEnd: " (removed)"), Table.Cell("short")]]
        #expect(table.lines(width: 26, glyphs: .unicode).map(\.text) == ["Amoxicil… (removed)  short"])
        #expect(Truncation.truncate("Amoxicillin (removed)", keepingEnd: " (removed)", toWidth: 12, ellipsis: "…")
                == "A… (removed)")
        #expect(Truncation.truncate("Amoxicillin (removed)", keepingEnd: " (removed)", toWidth: 21, ellipsis: "…")
                == "Amoxicillin (removed)")
        #expect(Truncation.truncate("Amoxicillin (removed)", keepingEnd: " (removed)", toWidth: 8, ellipsis: "…") == "Amoxici…")
    }

    @Test func listKeepsTheRemovedMarkerWhole() {
        let row = TaskListRow(id: "amoxicillin", title: "Amoxicillin 500 mg capsules", group: "medication", style: .simple,
                              schedule: "every 8 hours", removed: true)
        let output = TaskListRenderer.render(TaskListView(rows: [row]), style: TerminalStyle(width: 72))
        #expect(output.contains("… (removed)"))
        #expect(!output.contains("(remo…"))
    }

    @Test func wrapsWithinAColumnAndRightAligns() {
        var table = Table(columns: [
            Table.Column(alignment: .right),
            Table.Column(minimumWidth: 8, overflow: .wrap),
        ])
        table.rows = [
            [Table.Cell("7"), Table.Cell("every day at 08:00 and 20:00")],
            [Table.Cell("12"), Table.Cell("weekdays")],
        ]
        #expect(table.lines(width: 20, indent: 2, glyphs: .unicode).map(\.text) == [
            "   7  every day at",
            "      08:00 and",
            "      20:00",
            "  12  weekdays",
        ])
    }

    @Test func leavesNoTrailingSpacesAfterShortOrEmptyCells() {
        var table = Table(columns: [Table.Column(header: "A"), Table.Column(header: "B"), Table.Column(header: "C")])
        table.rows = [[Table.Cell("long first cell"), Table.Cell(""), Table.Cell("")]]
        for line in table.lines(width: 40, glyphs: .unicode).map(\.text) {
            #expect(line.last != " ")
        }
    }
}

@Suite struct TruncationTests {
    @Test(arguments: [
        ("Vitamin D", 20, "Vitamin D"),
        ("Physiotherapy exercises", 10, "Physiothe…"),
        ("イブプロフェン", 8, "イブプ…"),
        ("イブプロフェン", 7, "イブプ…"),
        ("two words", 5, "two…"),
        ("anything", 0, ""),
    ])
    func cutsByDisplayWidthAndEndsWithAnEllipsis(text: String, width: Int, expected: String) {
        let truncated = Truncation.truncate(text, toWidth: width, ellipsis: Glyphs.unicode.ellipsis)
        #expect(truncated == expected)
        #expect(DisplayWidth.of(truncated) <= width)
    }
}
