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
enum ChecklistRows {
    static func lines(_ rows: [OccurrenceRow], date: CivilDate, width: Int, indent: Int, glyphs: Glyphs) -> [StyledLine] {
        let markerColumnWidth = max(indent - 1, DisplayWidth.of(glyphs.nextMarker))
        let hasLabels = rows.contains { !($0.label ?? "").isEmpty }
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
        table.rows = rows.map { row in
            let attributes = row.status.attributes
            var status = row.status.box(glyphs)
            if let word = row.status.word(shownOn: date) {
                status += " " + word
            }
            var cells = [
                row.status == .next
                    ? Table.Cell(marker(glyphs.nextMarker, width: markerColumnWidth), attributes)
                    : Table.Cell(marker("", width: markerColumnWidth)),
                Table.Cell(String(row.number), attributes),
                Table.Cell(row.time?.description ?? "all day", attributes),
            ]
            if hasLabels {
                cells.append(Table.Cell(printable(row.label ?? ""), attributes))
            }
            cells.append(Table.Cell(status, attributes))
            return cells
        }
        return table.lines(width: width, glyphs: glyphs)
    }

    /// The marker right-aligned in `width` columns (blank when there is none).
    private static func marker(_ marker: String, width: Int) -> String {
        RepeatedText.of(" ", count: max(width - DisplayWidth.of(marker), 0)) + marker
    }
}
