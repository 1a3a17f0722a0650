import TendCore

/// The checklist style: one row per occurrence with its number, time, label and box, and the
/// next one pointed at with `▶`.
///
/// ```
///   1  08:00  morning  ☑ done 08:04
///   3  16:00           ☐ overdue
/// ▶ 4  20:00  evening  ☐ next
/// ```
enum ChecklistRows {
    static func lines(_ rows: [OccurrenceRow], date: CivilDate, width: Int) -> [StyledLine] {
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
            var status = row.status.box
            if let word = row.status.word(shownOn: date) {
                status += " " + word
            }
            var cells = [
                Table.Cell(row.status == .next ? "▶" : "", attributes),
                Table.Cell(String(row.number), attributes),
                Table.Cell(row.time?.description ?? "all day", attributes),
            ]
            if hasLabels {
                cells.append(Table.Cell(printable(row.label ?? ""), attributes))
            }
            cells.append(Table.Cell(status, attributes))
            return cells
        }
        return table.lines(width: width)
    }
}
