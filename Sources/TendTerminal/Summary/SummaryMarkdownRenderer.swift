import TendCore

/// Renders ``SummaryView`` as Markdown (GitHub-flavoured tables), for mail and notes.
public enum SummaryMarkdownRenderer {
    /// A level-one heading naming the period, a table of tasks with an overall row, a table of
    /// days when the period is longer than one day, and a list of missed occurrences. Lines are
    /// not wrapped: Markdown readers flow the text themselves.
    public static func render(_ view: SummaryView) -> String {
        var text = ""
        render(view) { text += $0 }
        return text
    }

    /// The bytes of text gathered before each call of `write` in `render(_:write:)`.
    static let bytesAtATime = 1 << 16

    /// The same text, handed to `write` about `bytesAtATime` bytes at a time as it is made, so
    /// that the text of ten years is never whole in memory.
    public static func render(_ view: SummaryView, write: (String) -> Void) {
        var text = ""
        func line(_ line: String) {
            text += line
            text += "\n"
            if text.utf8.count >= bytesAtATime {
                write(text)
                text.removeAll(keepingCapacity: true)
            }
        }
        line("# Summary for " + DateText.period(from: view.firstDay, to: view.lastDay, dash: Glyphs.unicode.rangeDash))
        line("")
        line("| Task | Last 7 days | Done | Adherence |")
        line("|:-----|:------------|-----:|----------:|")
        for task in view.tasks {
            let name = MarkdownEscaping.escape(task.title) + " (" + MarkdownEscaping.escape(task.id) + ")"
            let sparkline = Sparkline.cells(task.lastSevenDays, top: 100, glyphs: .unicode, attributes: .plain).text
            line(row(name + " | " + (sparkline.isEmpty ? "" : "`" + sparkline + "`"), task.adherence))
        }
        line(row("**Overall** | ", view.overall))

        if view.firstDay != view.lastDay {
            for heading in ["", "## Days", "", "| Day | Done | Adherence |", "|:----|-----:|----------:|"] { line(heading) }
            for day in view.days {
                line(row(DateText.short(day.date), day.adherence))
            }
        }

        for heading in ["", "## Missed", ""] { line(heading) }
        if view.missed.isEmpty {
            line("Nothing was missed.")
        }
        for occurrence in view.missed {
            var item = "- " + DateText.short(occurrence.date) + " " + (occurrence.time?.description ?? "all day")
            item += ": " + MarkdownEscaping.escape(occurrence.title) + " (" + MarkdownEscaping.escape(occurrence.taskID) + ")"
            if let label = occurrence.label, !label.isEmpty {
                item += ", " + MarkdownEscaping.escape(label)
            }
            line(item)
        }
        if !text.isEmpty { write(text) }
    }

    /// `| name | 20 of 28 | 71 % |`, or `nothing due` in place of the numbers.
    private static func row(_ name: String, _ adherence: Adherence) -> String {
        guard let percent = adherence.percent else {
            return "| " + name + " | nothing due | — |"
        }
        return "| " + name + " | \(adherence.done) of \(adherence.expected) | \(percent) % |"
    }
}
