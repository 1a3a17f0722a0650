import TendCore

/// One task card of `tend today`: a title line with the task's id at the right, a subtitle,
/// then what the task's style shows.
enum TaskCardRenderer {
    /// The card's lines, appended to `lines` (the day's, written out once).
    static func append(_ card: TaskCard, date: CivilDate, width: Int, glyphs: CardGlyphs, to lines: inout [StyledLine]) {
        let indent = glyphs.indent
        switch card.body {
        case .simple(let rows), .instructions(let rows):
            let status = OccurrenceStatus.combined(rows.map(\.status))
            let box = Span(text: status.box(glyphs.glyphs), attributes: status.attributes)
            lines += titleLines(card, box: box, boxWidth: glyphs.boxWidth(status), width: width, indent: indent)
            lines += subtitleLines(card, adding: statusSpan(status, date: date), width: width, glyphs: glyphs)
            if case .instructions = card.body {
                lines += instructionLines(card, width: width, indent: indent)
            }
        case .log(let entries):
            lines += titleLines(card, box: nil, width: width, indent: indent)
            lines += subtitleLines(card, adding: nil, width: width, glyphs: glyphs)
            lines += instructionLines(card, width: width, indent: indent)
            lines += LogEntryLines.lines(taskID: card.id, entries: entries, width: width, indent: indent, glyphs: glyphs.glyphs)
        case .checklist(let rows):
            lines += titleLines(card, box: nil, width: width, indent: indent)
            lines += subtitleLines(card, adding: Span(text: rows.doneCountText, attributes: .plain), width: width, glyphs: glyphs)
            lines += ChecklistRows.lines(rows, date: date, width: width, glyphs: glyphs)
            lines += instructionLines(card, width: width, indent: indent)
        case .grid(let rows):
            lines += titleLines(card, box: nil, width: width, indent: indent)
            lines += subtitleLines(card, adding: nil, width: width, glyphs: glyphs)
            lines += GridCells.lines(rows, width: width, glyphs: glyphs)
            lines += instructionLines(card, width: width, indent: indent)
        }
    }

    /// The box (or nothing) and the title, with the id at the right.
    private static func titleLines(_ card: TaskCard, box: Span?, boxWidth: Int = 0, width: Int, indent: Int) -> [StyledLine] {
        TitleWithID.lines(
            marker: box, markerWidth: boxWidth, title: printable(card.title), attributes: TextAttributes.bold.colored(card.color),
            id: printable(card.id), width: width, indent: indent)
    }

    private static func subtitleLines(_ card: TaskCard, adding extra: Span?, width: Int, glyphs: CardGlyphs) -> [StyledLine] {
        var parts = [Span(text: printable(card.subtitle), attributes: .plain)]
        if let extra { parts.append(extra) }
        return Wrapping.joined(
            parts, width: width, indent: glyphs.indent, separator: glyphs.glyphs.separator, separatorWidth: glyphs.separatorWidth)
    }

    private static func instructionLines(_ card: TaskCard, width: Int, indent: Int) -> [StyledLine] {
        guard let instructions = card.instructions, !instructions.isEmpty else { return [] }
        return Wrapping.lines(printableParagraphs(instructions), width: width, indent: indent)
    }

    private static func statusSpan(_ status: OccurrenceStatus, date: CivilDate) -> Span? {
        status.word(shownOn: date).map { Span(text: $0, attributes: status.attributes) }
    }
}
