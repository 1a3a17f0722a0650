import TendCore

/// One task card of `tend today`: a title line with the task's id at the right, a subtitle,
/// then what the task's style shows.
enum TaskCardRenderer {
    /// The card's lines, appended to `lines` (the day's, written out as they come).
    static func append(_ card: TaskCard, date: CivilDate, width: Int, glyphs: CardGlyphs, to lines: inout some LineSink) {
        let indent = glyphs.indent
        switch card.body {
        case .simple(let rows) where rows.count > 1, .instructions(let rows) where rows.count > 1:
            // Several doses a day in a one-step style: a box per dose and the count, as a
            // checklist shows them, so that no dose hides behind one box.
            appendTitle(card, box: nil, width: width, indent: indent, to: &lines)
            appendSubtitle(card, adding: Span(text: rows.doneCountText, attributes: .plain), width: width, glyphs: glyphs, to: &lines)
            if case .instructions = card.body {
                appendInstructions(card, width: width, indent: indent, to: &lines)
            }
            ChecklistRows.append(rows, date: date, width: width, glyphs: glyphs, to: &lines)
        case .simple(let rows), .instructions(let rows):
            let status = OccurrenceStatus.combined(rows.lazy.map(\.status))
            let box = Span(text: status.box(glyphs.glyphs), attributes: status.attributes)
            appendTitle(card, box: box, boxWidth: glyphs.boxWidth(status), width: width, indent: indent, to: &lines)
            appendSubtitle(card, adding: statusSpan(status, date: date), width: width, glyphs: glyphs, to: &lines)
            if case .instructions = card.body {
                appendInstructions(card, width: width, indent: indent, to: &lines)
            }
        case .log(let entries):
            appendTitle(card, box: nil, width: width, indent: indent, to: &lines)
            appendSubtitle(card, adding: nil, width: width, glyphs: glyphs, to: &lines)
            appendInstructions(card, width: width, indent: indent, to: &lines)
            LogEntryLines.append(taskID: card.id, entries: entries, width: width, indent: indent, glyphs: glyphs.glyphs, to: &lines)
        case .checklist(let rows):
            appendTitle(card, box: nil, width: width, indent: indent, to: &lines)
            appendSubtitle(card, adding: Span(text: rows.doneCountText, attributes: .plain), width: width, glyphs: glyphs, to: &lines)
            ChecklistRows.append(rows, date: date, width: width, glyphs: glyphs, to: &lines)
            appendInstructions(card, width: width, indent: indent, to: &lines)
        case .grid(let rows):
            appendTitle(card, box: nil, width: width, indent: indent, to: &lines)
            appendSubtitle(card, adding: nil, width: width, glyphs: glyphs, to: &lines)
            GridCells.append(rows, width: width, glyphs: glyphs, to: &lines)
            appendInstructions(card, width: width, indent: indent, to: &lines)
        }
    }

    /// The box (or nothing) and the title, with the id at the right.
    private static func appendTitle(
        _ card: TaskCard, box: Span?, boxWidth: Int = 0, width: Int, indent: Int, to lines: inout some LineSink
    ) {
        TitleWithID.append(
            marker: box, markerWidth: boxWidth, title: printable(card.title), attributes: TextAttributes.bold.colored(card.color),
            id: printable(card.id), width: width, indent: indent, to: &lines)
    }

    private static func appendSubtitle(
        _ card: TaskCard, adding extra: Span?, width: Int, glyphs: CardGlyphs, to lines: inout some LineSink
    ) {
        let subtitle = Span(text: printable(card.subtitle), attributes: .plain)
        let parts = extra.map { [subtitle, $0] } ?? [subtitle]
        Wrapping.appendJoined(
            parts, width: width, indent: glyphs.indent, separator: glyphs.glyphs.separator, separatorWidth: glyphs.separatorWidth,
            to: &lines)
    }

    private static func appendInstructions(_ card: TaskCard, width: Int, indent: Int, to lines: inout some LineSink) {
        guard let instructions = card.instructions, !instructions.isEmpty else { return }
        Wrapping.append(printableParagraphs(instructions), width: width, indent: indent, to: &lines)
    }

    private static func statusSpan(_ status: OccurrenceStatus, date: CivilDate) -> Span? {
        status.word(shownOn: date).map { Span(text: $0, attributes: status.attributes) }
    }
}
