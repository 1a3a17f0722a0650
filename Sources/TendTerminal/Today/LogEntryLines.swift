/// The log style: the command that logs, then each entry of the day with its time, value and
/// note.
///
/// ```
/// log with: tend log nausea
/// 09:12  3 /10  after breakfast
/// ```
enum LogEntryLines {
    /// The lines, appended to `lines`.
    static func append(
        taskID: String, entries: [LogEntryRow], width: Int, indent: Int, glyphs: Glyphs, to lines: inout some LineSink
    ) {
        Wrapping.append("log with: tend log " + printable(taskID), width: width, indent: indent, attributes: .dim, to: &lines)
        guard !entries.isEmpty else {
            Wrapping.append("nothing logged yet", width: width, indent: indent, to: &lines)
            return
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
        lines.appendLines(table.lines(width: width, indent: indent, glyphs: glyphs))
    }
}
