import TendCore

/// The checklist style: one row per occurrence with its number, time, label and box, and the
/// next one pointed at with `▶` (`>` in ASCII). The marker stands in the card's indent, so the
/// numbers line up under the title whether or not a row carries it.
///
/// ```
///   1  08:00  morning  ☑ done 08:04
///   3  16:00           ☐ overdue
/// ▶ 4  20:00  evening  ☐ next
/// ```
///
/// The rows are a ``Table``'s: when its columns fit as wide as their widest cells, which is
/// nearly always, each row is written straight into its line with those widths (as the table
/// would write it); otherwise the table narrows them.
enum ChecklistRows {
    /// The rows' lines, appended to `lines`.
    static func append(
        _ rows: [OccurrenceRow], date: CivilDate, width: Int, glyphs cardGlyphs: CardGlyphs, to lines: inout some LineSink
    ) {
        let glyphs = cardGlyphs.glyphs
        let markerColumnWidth = max(cardGlyphs.indent - 1, cardGlyphs.nextMarkerWidth)
        let hasLabels = rows.contains { !($0.label ?? "").isEmpty }
        let cells = rows.map { row in
            RowCells(row, date: date, hasLabels: hasLabels, box: row.status.box(glyphs), boxWidth: cardGlyphs.boxWidth(row.status))
        }
        var numberWidth = 0, timeWidth = 0, labelWidth = 0, statusWidth = 0
        for cell in cells {
            numberWidth = max(numberWidth, cell.number.utf8.count)
            timeWidth = max(timeWidth, cell.timeWidth)
            labelWidth = max(labelWidth, cell.labelWidth)
            statusWidth = max(statusWidth, cell.statusWidth)
        }
        let spacing = 1 + 2 + (hasLabels ? 2 : 0) + 2
        guard markerColumnWidth + numberWidth + timeWidth + labelWidth + statusWidth + spacing <= width else {
            lines.appendLines(
                table(cells, hasLabels: hasLabels, markerColumnWidth: markerColumnWidth, glyphs: glyphs)
                    .lines(width: width, glyphs: glyphs))
            return
        }
        for cell in cells {
            var line = lines.newLine(indent: 0)
            if cell.isNext {
                line.appendSpaces(markerColumnWidth - cardGlyphs.nextMarkerWidth, cell.attributes)
                line.append(glyphs.nextMarker, cell.attributes, width: cardGlyphs.nextMarkerWidth)
            } else {
                line.appendSpaces(markerColumnWidth)
            }
            line.appendSpaces(1 + numberWidth - cell.number.utf8.count)
            line.append(cell.number, cell.attributes, width: cell.number.utf8.count)
            line.appendSpaces(2)
            line.append(cell.time, cell.attributes, width: cell.timeWidth)
            line.appendSpaces(timeWidth - cell.timeWidth + 2)
            if hasLabels {
                line.append(cell.label, cell.attributes, width: cell.labelWidth)
                line.appendSpaces(labelWidth - cell.labelWidth + 2)
            }
            line.append(cell.box, cell.attributes, width: cell.boxWidth)
            if let word = cell.word {
                line.appendASCII(UInt8(ascii: " "), cell.attributes)
                line.append(word, cell.attributes, width: cell.wordWidth)
            }
            lines.append(consume line)
        }
    }

    /// The texts of one row's cells, with their display widths.
    private struct RowCells {
        var isNext: Bool
        var attributes: TextAttributes
        var number: String
        var time: String
        var timeWidth: Int
        var label: String
        var labelWidth: Int
        /// The box, `☑`, and the status's word after a space, `done 08:04`: the status column
        /// (neither has a space to collapse, so wrapping leaves it whole in a column as wide
        /// as it).
        var box: String
        var boxWidth: Int
        var word: String?
        var wordWidth: Int
        /// The status column's width: the box's, and the space and word's.
        var statusWidth: Int { word == nil ? boxWidth : boxWidth + 1 + wordWidth }
        /// The status column's text, `☑ done 08:04`.
        var status: String { word.map { box + " " + $0 } ?? box }

        /// The cells of `row`, whose box (`box`, `boxWidth` columns) the caller has chosen: an
        /// initializer owns its arguments, so the card's glyphs are not passed (and copied) per row.
        init(_ row: OccurrenceRow, date: CivilDate, hasLabels: Bool, box: String, boxWidth: Int) {
            isNext = row.status == .next
            attributes = row.status.attributes
            number = String(row.number)
            time = row.time?.description ?? "all day"
            timeWidth = DisplayWidth.of(time)
            label = hasLabels ? printable(row.label ?? "") : ""
            labelWidth = hasLabels ? DisplayWidth.of(label) : 0
            self.box = box
            self.boxWidth = boxWidth
            word = row.status.word(shownOn: date)
            wordWidth = word.map { DisplayWidth.of($0) } ?? 0
        }
    }

    /// The rows as a table, which narrows its columns to fit `width`.
    private static func table(_ cells: [RowCells], hasLabels: Bool, markerColumnWidth: Int, glyphs: Glyphs) -> Table {
        var columns = [
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: .max, alignment: .right, spacing: 1),
            Table.Column(minimumWidth: .max),
        ]
        if hasLabels {
            columns.append(Table.Column(minimumWidth: 6))
        }
        columns.append(Table.Column(minimumWidth: 12, overflow: .wrap))

        var table = Table(columns: columns)
        table.rows = cells.map { cell in
            var row = [
                cell.isNext
                    ? Table.Cell(marker(glyphs.nextMarker, width: markerColumnWidth), cell.attributes)
                    : Table.Cell(marker("", width: markerColumnWidth)),
                Table.Cell(cell.number, cell.attributes),
                Table.Cell(cell.time, cell.attributes),
            ]
            if hasLabels {
                row.append(Table.Cell(cell.label, cell.attributes))
            }
            row.append(Table.Cell(cell.status, cell.attributes))
            return row
        }
        return table
    }

    /// The marker right-aligned in `width` columns (blank when there is none).
    private static func marker(_ marker: String, width: Int) -> String {
        RepeatedText.of(" ", count: max(width - DisplayWidth.of(marker), 0)) + marker
    }
}
