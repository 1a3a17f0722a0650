import TendCore

/// Renders ``SummaryView`` as Markdown (GitHub-flavoured tables), for mail and notes.
public enum SummaryMarkdownRenderer {
    /// A level-one heading naming the period, a table of tasks with an overall row, a table of
    /// days when the period is longer than one day, and a list of missed occurrences. Lines are
    /// not wrapped: Markdown readers flow the text themselves.
    public static func render(_ view: SummaryView) -> String {
        var lines = ["# Summary for " + DateText.period(from: view.firstDay, to: view.lastDay, dash: Glyphs.unicode.rangeDash), ""]
        lines += ["| Task | Last 7 days | Done | Adherence |", "|:-----|:------------|-----:|----------:|"]
        for task in view.tasks {
            let name = MarkdownEscaping.escape(task.title) + " (" + MarkdownEscaping.escape(task.id) + ")"
            let sparkline = Sparkline.cells(task.lastSevenDays, top: 100, glyphs: .unicode, attributes: .plain).text
            lines.append(row(name + " | " + (sparkline.isEmpty ? "" : "`" + sparkline + "`"), task.adherence))
        }
        lines.append(row("**Overall** | ", view.overall))

        if view.firstDay != view.lastDay {
            lines += ["", "## Days", "", "| Day | Done | Adherence |", "|:----|-----:|----------:|"]
            for day in view.days {
                lines.append(row(DateText.short(day.date), day.adherence))
            }
        }

        lines += ["", "## Missed", ""]
        if view.missed.isEmpty {
            lines.append("Nothing was missed.")
        }
        for occurrence in view.missed {
            var item = "- " + DateText.short(occurrence.date) + " " + (occurrence.time?.description ?? "all day")
            item += ": " + MarkdownEscaping.escape(occurrence.title) + " (" + MarkdownEscaping.escape(occurrence.taskID) + ")"
            if let label = occurrence.label, !label.isEmpty {
                item += ", " + MarkdownEscaping.escape(label)
            }
            lines.append(item)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `| name | 20 of 28 | 71 % |`, or `nothing due` in place of the numbers.
    private static func row(_ name: String, _ adherence: Adherence) -> String {
        guard let percent = adherence.percent else {
            return "| " + name + " | nothing due | — |"
        }
        return "| " + name + " | \(adherence.done) of \(adherence.expected) | \(percent) % |"
    }
}
