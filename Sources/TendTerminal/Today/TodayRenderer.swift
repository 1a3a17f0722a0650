import TendCore

/// Renders ``TodayView`` for `tend today`.
public enum TodayRenderer {
    /// The day as text: a header with the date and progress, then each group under a heading
    /// in its colour and each task in its style, then how to mark tasks done, then the tasks
    /// with nothing due that day. A day with no tasks due is one line, `Nothing is due on
    /// Tuesday 1 December 2026.`, before those.
    public static func render(_ view: TodayView, style: TerminalStyle) -> String {
        var output = LineBytes(style: style)
        draw(view, style: style, to: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The day as ``render(_:style:)`` draws it, handed to `write` as UTF-8 bytes a chunk at a
    /// time while it is drawn: no line is kept once it is written, and no `String` is made of
    /// the whole day.
    public static func write(_ view: TodayView, style: TerminalStyle, to write: @escaping (UnsafeRawBufferPointer) -> Void) {
        var output = LineBytes(style: style, drain: write)
        draw(view, style: style, to: &output)
        output.flush()
    }

    private static func draw(_ view: TodayView, style: TerminalStyle, to lines: inout LineBytes) {
        let width = style.width
        let glyphs = style.glyphs
        let cardGlyphs = CardGlyphs(glyphs)
        let groups = view.groups.filter { !$0.cards.isEmpty }
        guard !groups.isEmpty else {
            Wrapping.append("Nothing is due on " + DateText.long(view.date) + ".", width: width, to: &lines)
            NotDueLines.append(view.notDue, width: width, glyphs: cardGlyphs, to: &lines)
            return
        }

        lines.appendLines(DayHeader.lines(date: view.date, progress: view.progress, width: width, glyphs: glyphs))
        let hasNamedGroups = groups.contains { $0.name != nil }
        for group in groups {
            lines.append(StyledLine())
            if hasNamedGroups {
                lines.append(heading(group.name.map(printable) ?? "Other", color: group.color, width: width, glyphs: glyphs))
            }
            for (index, card) in group.cards.enumerated() {
                if index > 0 { lines.append(StyledLine()) }
                TaskCardRenderer.append(card, date: view.date, width: width, glyphs: cardGlyphs, to: &lines)
            }
        }
        if groups.contains(where: { group in group.cards.contains { !$0.body.occurrences.isEmpty } }) {
            lines.append(StyledLine())
            Wrapping.appendJoined(
                [Span(text: "done with: tend done ID [N]", attributes: .dim),
                 Span(text: "undo with: tend undo ID [N]", attributes: .dim)],
                width: width, separator: glyphs.separator, separatorWidth: cardGlyphs.separatorWidth, to: &lines)
        }
        NotDueLines.append(view.notDue, width: width, glyphs: cardGlyphs, to: &lines)
    }

    /// `── medication ─────…` across the width, in the group's colour.
    private static func heading(_ name: String, color: TaskColor?, width: Int, glyphs: Glyphs) -> StyledLine {
        let attributes = TextAttributes.bold.colored(color)
        let shownName = Truncation.truncate(name, toWidth: width - 6, ellipsis: glyphs.ellipsis)
        var line = StyledLine(glyphs.rule + glyphs.rule + " " + shownName + " ", attributes)
        let ruleCount = max(width - line.width, 0)
        line.append(RepeatedText.of(glyphs.rule, count: ruleCount), attributes, width: ruleCount * DisplayWidth.of(glyphs.rule))
        return line
    }
}
