import TendCore

/// Renders ``NextView`` for `tend next`.
public enum NextRenderer {
    /// A table of status, time (`Wed 2 Dec 08:00` on another day), id and title with the
    /// label, its columns aligned; overdue rows in red beside the word `overdue`. Titles wrap
    /// at spaces within their column. When the columns do not fit, each occurrence puts its
    /// time and id on one line and its title below them.
    public static func render(_ view: NextView, style: TerminalStyle) -> String {
        let wide = wideTable(view, glyphs: style.glyphs)
        guard wide.minimumWidth > style.width else {
            return style.render(wide.lines(width: style.width, glyphs: style.glyphs))
        }
        return style.render(stackedLines(view, width: style.width, glyphs: style.glyphs))
    }

    private static func wideTable(_ view: NextView, glyphs: Glyphs) -> Table {
        var table = Table(columns: [
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: 12, overflow: .wrap),
        ])
        table.rows = view.rows.map { row in
            [statusCell(row), Table.Cell(when(row, today: view.today)), Table.Cell(printable(row.id)), Table.Cell(what(row, glyphs: glyphs))]
        }
        return table
    }

    /// Each occurrence beside its status: the time and id on one line, the title below.
    private static func stackedLines(_ view: NextView, width: Int, glyphs: Glyphs) -> [StyledLine] {
        let indent = (view.rows.map { DisplayWidth.of($0.status.rawValue) }.max() ?? 0) + 2
        let whenWidth = view.rows.map { DisplayWidth.of(when($0, today: view.today)) }.max() ?? 0
        return view.rows.flatMap { row -> [StyledLine] in
            // The ids line up after the widest time when they fit; a very long id wraps.
            let time = when(row, today: view.today)
            let timeAndID = DisplayWidth.padded(time, to: whenWidth) + "  " + printable(row.id)
            let head = DisplayWidth.of(timeAndID) <= width - indent
                ? [timeAndID] : WordWrap.lines(time + " " + printable(row.id), width: width - indent)
            let headLines = head.enumerated().map { index, text in
                let lead = index == 0
                    ? StyledLine(row.status.rawValue, statusAttributes(row)) + .blank(indent - DisplayWidth.of(row.status.rawValue))
                    : .blank(indent)
                return lead + StyledLine(text)
            }
            return headLines + Wrapping.lines(what(row, glyphs: glyphs), width: width, indent: indent)
        }
    }

    private static func statusCell(_ row: NextRow) -> Table.Cell {
        Table.Cell(row.status.rawValue, statusAttributes(row))
    }

    /// Overdue in red, beside the word.
    private static func statusAttributes(_ row: NextRow) -> TextAttributes {
        row.status == .overdue ? .late : .plain
    }

    /// `08:00`, `all day`, or `Wed 2 Dec 08:00` for a day other than today.
    private static func when(_ row: NextRow, today: CivilDate) -> String {
        let time = row.time?.description ?? "all day"
        guard row.date != today else { return time }
        return DateText.dayAndTime(row.date, time)
    }

    /// The title, then the label after a separator.
    private static func what(_ row: NextRow, glyphs: Glyphs) -> String {
        guard let label = row.label, !label.isEmpty else { return printable(row.title) }
        return printable(row.title) + glyphs.partSeparator + printable(label)
    }
}
