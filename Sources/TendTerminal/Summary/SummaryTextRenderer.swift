import TendCore

/// Renders ``SummaryView`` as text for the terminal and for mail from cron.
public enum SummaryTextRenderer {
    /// A title naming the period, a table of tasks with an overall row, a table of days when
    /// the period is longer than one day, and the missed occurrences (or `Nothing was missed.`).
    public static func render(_ view: SummaryView, style: TerminalStyle) -> String {
        let width = style.width
        let glyphs = style.glyphs
        var lines = Wrapping.lines(
            "Summary for " + DateText.period(from: view.firstDay, to: view.lastDay, dash: glyphs.rangeDash),
            width: width, attributes: .bold)
        lines.append(StyledLine())
        lines += taskTable(view, glyphs: glyphs).lines(width: width, glyphs: glyphs)
        if view.firstDay != view.lastDay {
            lines.append(StyledLine())
            lines += dayTable(view.days).lines(width: width, glyphs: glyphs)
        }
        lines.append(StyledLine())
        if view.missed.isEmpty {
            lines += Wrapping.lines("Nothing was missed.", width: width)
        } else {
            lines += Wrapping.lines("MISSED (\(view.missed.count))", width: width, attributes: .bold)
            lines += missedTable(view.missed, glyphs: glyphs).lines(width: width, glyphs: glyphs)
        }
        return style.render(lines)
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

    private static func dayTable(_ days: [DayAdherenceRow]) -> Table {
        var table = Table(columns: [
            Table.Column(header: "DAY", minimumWidth: .max),
            Table.Column(header: "ADHERENCE", minimumWidth: 16, overflow: .wrap),
        ])
        table.rows = days.map { [Table.Cell(DateText.short($0.date)), adherenceCell($0.adherence)] }
        return table
    }

    private static func missedTable(_ missed: [MissedOccurrenceRow], glyphs: Glyphs) -> Table {
        var table = Table(columns: [
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: .max),
            Table.Column(minimumWidth: 12, overflow: .wrap),
        ])
        table.rows = missed.map { occurrence in
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
        return table
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
