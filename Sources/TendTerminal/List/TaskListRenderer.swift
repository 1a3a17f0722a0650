import TendCore

/// Renders ``TaskListView`` for `tend list`.
public enum TaskListRenderer {
    /// Ids never give up columns before this width, so what people type stays whole.
    static let idMinimumWidth = 16
    /// The narrowest the task column of the stacked table becomes before an id gives way.
    private static let taskMinimumWidth = 16

    /// The narrowest the id column becomes on a terminal `width` columns wide: everything the
    /// stacked table's task column does not need, so that at 80 columns an id stays whole up to
    /// 62 columns (any 40-character id of letters that take one column each).
    static func idMinimumWidth(terminalWidth width: Int) -> Int {
        max(idMinimumWidth, width - 2 - taskMinimumWidth)
    }

    /// A table with the columns ID, TITLE, GROUP, STYLE and SCHEDULE. Titles and groups are
    /// truncated with `…` when space is short, and the schedule wraps within its column. When
    /// even that does not fit, each task takes several lines beside its id: the title, then
    /// group and style, then the schedule.
    public static func render(_ view: TaskListView, style: TerminalStyle) -> String {
        guard !view.rows.isEmpty else {
            return style.render(Wrapping.lines("No tasks yet. Add one with: tend add TITLE --schedule SCHEDULE", width: style.width))
        }
        let idWidth = idMinimumWidth(terminalWidth: style.width)
        let wide = wideTable(view.rows, idWidth: idWidth)
        let table = wide.minimumWidth <= style.width ? wide : stackedTable(view.rows, idWidth: idWidth, glyphs: style.glyphs)
        return style.render(table.lines(width: style.width, glyphs: style.glyphs))
    }

    private static func wideTable(_ rows: [TaskListRow], idWidth: Int) -> Table {
        var table = Table(columns: [
            Table.Column(header: "ID", minimumWidth: idWidth),
            Table.Column(header: "TITLE", minimumWidth: 12),
            Table.Column(header: "GROUP", minimumWidth: 8),
            Table.Column(header: "STYLE", minimumWidth: 12),
            Table.Column(header: "SCHEDULE", minimumWidth: 16, overflow: .wrap),
        ])
        table.rows = rows.map { row in
            [
                Table.Cell(printable(row.id)),
                Table.Cell(printable(row.title), TextAttributes.bold.colored(row.color), keepingEnd: removedMarker(row)),
                Table.Cell(printable(row.group ?? "")),
                Table.Cell(row.style.rawValue),
                Table.Cell(printable(row.schedule)),
            ]
        }
        return table
    }

    private static func stackedTable(_ rows: [TaskListRow], idWidth: Int, glyphs: Glyphs) -> Table {
        var table = Table(columns: [
            Table.Column(header: "ID", minimumWidth: idWidth),
            Table.Column(header: "TASK", minimumWidth: taskMinimumWidth, overflow: .wrap),
        ])
        table.rows = rows.map { row in
            let groupAndStyle = (row.group.map { printable($0) + glyphs.partSeparator } ?? "") + row.style.rawValue
            return [
                Table.Cell(printable(row.id)),
                Table.Cell(paragraphs: [
                    Span(text: printable(row.title) + removedMarker(row), attributes: TextAttributes.bold.colored(row.color)),
                    Span(text: groupAndStyle, attributes: .dim),
                    Span(text: printable(row.schedule), attributes: .plain),
                ]),
            ]
        }
        return table
    }

    /// What follows a removed task's title.
    private static func removedMarker(_ row: TaskListRow) -> String {
        row.removed ? " (removed)" : ""
    }
}
