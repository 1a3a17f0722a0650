/// The log style: the command that logs, then each entry of the day with its time, value and
/// note.
///
/// ```
/// log with: tend log nausea
/// 09:12  3 /10  after breakfast
/// ```
enum LogEntryLines {
    static func lines(taskID: String, entries: [LogEntryRow], width: Int, indent: Int, glyphs: Glyphs) -> [StyledLine] {
        var lines = Wrapping.lines("log with: tend log " + printable(taskID), width: width, indent: indent, attributes: .dim)
        guard !entries.isEmpty else {
            return lines + Wrapping.lines("nothing logged yet", width: width, indent: indent)
        }
        var table = Table(columns: [
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: 8),
            Table.Column(minimumWidth: 12, overflow: .wrap),
        ])
        table.rows = entries.map { entry in
            [
                Table.Cell(entry.time.description),
                Table.Cell(printable(entry.value?.text(glyphs) ?? "")),
                Table.Cell(printable(entry.note ?? "")),
            ]
        }
        lines += table.lines(width: width, indent: indent, glyphs: glyphs)
        return lines
    }
}
