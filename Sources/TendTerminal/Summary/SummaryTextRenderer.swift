import TendCore

/// Renders ``SummaryView`` as text for the terminal and for mail from cron.
public enum SummaryTextRenderer {
    /// A title naming the period, a table of tasks with an overall row, a table of days when
    /// the period is longer than one day, and the missed occurrences (or `Nothing was missed.`).
    public static func render(_ view: SummaryView, style: TerminalStyle) -> String {
        var text = ""
        render(view, style: style) { text += $0 }
        return text
    }

    /// The rows of the day table and of the missed occurrences drawn at a time by
    /// `render(_:style:write:)`.
    static let rowsAtATime = 1000

    /// The same text, handed to `write` a piece at a time: the days and the missed occurrences
    /// `rowsAtATime` at a time, each piece with the column widths of them all, so that the text
    /// of ten years is never whole in memory.
    public static func render(_ view: SummaryView, style: TerminalStyle, write: (String) -> Void) {
        let width = style.width
        let glyphs = style.glyphs
        var lines = Wrapping.lines(
            "Summary for " + DateText.period(from: view.firstDay, to: view.lastDay, dash: glyphs.rangeDash),
            width: width, attributes: .bold)
        lines.append(StyledLine())
        lines += taskTable(view, glyphs: glyphs).lines(width: width, glyphs: glyphs)
        if view.firstDay != view.lastDay {
            lines.append(StyledLine())
            write(style.render(lines))
            lines = []
            writeInPieces(dayTable(), rows: view.days, style: style, write: write) { [Table.Cell(DateText.short($0.date)), adherenceCell($0.adherence)] }
        }
        lines.append(StyledLine())
        if view.missed.isEmpty {
            lines += Wrapping.lines("Nothing was missed.", width: width)
            write(style.render(lines))
            return
        }
        lines += Wrapping.lines("MISSED (\(view.missed.count))", width: width, attributes: .bold)
        write(style.render(lines))
        writeInPieces(missedTable(), rows: view.missed, style: style, write: write) { missedCells($0, glyphs: glyphs) }
    }

    /// Writes `table` with the row `cells` makes of each of `items`, `rowsAtATime` rows at a
    /// time: the header above the first piece, and every piece with the column widths of the
    /// whole (a first walk of `items` measures them).
    private static func writeInPieces<Items: Sequence>(_ table: Table, rows items: Items, style: TerminalStyle, write: (String) -> Void,
                                                       cells: (Items.Element) -> [Table.Cell]) {
        var piece = table
        for index in piece.columns.indices {
            piece.columns[index].contentWidth = DisplayWidth.of(piece.columns[index].header)
        }
        for item in items {
            for (index, cell) in cells(item).enumerated() {
                piece.columns[index].contentWidth = max(piece.columns[index].contentWidth, cell.naturalWidth)
            }
        }
        var drawn = false
        func draw() {
            write(style.render(piece.lines(width: style.width, glyphs: style.glyphs)))
            piece.rows.removeAll(keepingCapacity: true)
            for index in piece.columns.indices { piece.columns[index].header = "" }
            drawn = true
        }
        for item in items {
            piece.rows.append(cells(item))
            if piece.rows.count == rowsAtATime { draw() }
        }
        if !piece.rows.isEmpty || !drawn { draw() }
    }

    /// Each task with its sparkline of the last 7 days (eighth blocks, `✗` missed, `·` nothing due).
    private static func taskTable(_ view: SummaryView, glyphs: Glyphs) -> Table {
        var table = Table(columns: [
            Table.Column(header: "TASK", minimumWidth: 8),
            Table.Column(header: "ID", minimumWidth: TaskListRenderer.idMinimumWidth),
            Table.Column(header: "7 DAYS", minimumWidth: .max),
            Table.Column(header: "ADHERENCE", minimumWidth: 16, overflow: .wrap),
        ])
        table.rows = view.tasks.map { task in
            [
                Table.Cell(printable(task.title)),
                Table.Cell(printable(task.id)),
                Table.Cell(Sparkline.cells(task.lastSevenDays, top: 100, glyphs: .matching(glyphs), attributes: .plain).text),
                adherenceCell(task.adherence),
            ]
        }
        table.rows.append([Table.Cell("Overall", .bold), Table.Cell(""), Table.Cell(""), adherenceCell(view.overall, isBold: true)])
        return table
    }

    private static func dayTable() -> Table {
        Table(columns: [
            Table.Column(header: "DAY", minimumWidth: .max),
            Table.Column(header: "ADHERENCE", minimumWidth: 16, overflow: .wrap),
        ])
    }

    private static func missedTable() -> Table {
        Table(columns: [
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: 12, overflow: .wrap),
        ])
    }

    /// A missed occurrence's day, time and task.
    private static func missedCells(_ occurrence: MissedOccurrenceRow, glyphs: Glyphs) -> [Table.Cell] {
        var task = printable(occurrence.title) + " (" + printable(occurrence.taskID) + ")"
        if let label = occurrence.label, !label.isEmpty {
            task += glyphs.partSeparator + printable(label)
        }
        return [
            Table.Cell(DateText.short(occurrence.date), .late),
            Table.Cell(occurrence.time?.description ?? "all day", .late),
            Table.Cell(task),
        ]
    }

    /// `20 of 28 (71 %)`, in red when something was missed; `nothing due` dimmed.
    private static func adherenceCell(_ adherence: Adherence, isBold: Bool = false) -> Table.Cell {
        var attributes = TextAttributes(isBold: isBold)
        if adherence.expected == 0 {
            attributes.isDim = true
        } else if adherence.done < adherence.expected {
            attributes.color = .red
        }
        return Table.Cell(adherence.text, attributes)
    }
}
