import TendCore

/// One task card of `tend today`: a title line with the task's id at the right, a subtitle,
/// then what the task's style shows.
enum TaskCardRenderer {
    /// Columns before the title, its box and the rows below it.
    static let indent = 2

    static func lines(_ card: TaskCard, date: CivilDate, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        switch card.body {
        case .simple(let rows), .instructions(let rows):
            let status = OccurrenceStatus.combined(rows.map(\.status))
            lines += titleLines(card, box: Span(text: status.box, attributes: status.attributes), width: width)
            lines += subtitleLines(card, adding: statusSpan(status, date: date), width: width)
            if case .instructions = card.body {
                lines += instructionLines(card, width: width)
            }
        case .log(let entries):
            lines += titleLines(card, box: nil, width: width)
            lines += subtitleLines(card, adding: nil, width: width)
            lines += instructionLines(card, width: width)
            lines += LogEntryLines.lines(taskID: card.id, entries: entries, width: width, indent: indent)
        case .checklist(let rows):
            lines += titleLines(card, box: nil, width: width)
            lines += subtitleLines(card, adding: Span(text: rows.doneCountText, attributes: .plain), width: width)
            lines += ChecklistRows.lines(rows, date: date, width: width)
            lines += instructionLines(card, width: width)
        case .grid(let rows):
            lines += titleLines(card, box: nil, width: width)
            lines += subtitleLines(card, adding: nil, width: width)
            lines += GridCells.lines(rows, width: width, indent: indent)
            lines += instructionLines(card, width: width)
        }
        return lines
    }

    /// The box (or nothing) and the title, with the id at the right.
    private static func titleLines(_ card: TaskCard, box: Span?, width: Int) -> [StyledLine] {
        TitleWithID.lines(
            marker: box, title: printable(card.title), attributes: TextAttributes.bold.colored(card.color),
            id: printable(card.id), width: width, indent: indent)
    }

    private static func subtitleLines(_ card: TaskCard, adding extra: Span?, width: Int) -> [StyledLine] {
        var parts = [Span(text: printable(card.subtitle), attributes: .plain)]
        if let extra { parts.append(extra) }
        return Wrapping.joined(parts, width: width, indent: indent)
    }

    private static func instructionLines(_ card: TaskCard, width: Int) -> [StyledLine] {
        guard let instructions = card.instructions, !instructions.isEmpty else { return [] }
        return Wrapping.lines(printableParagraphs(instructions), width: width, indent: indent)
    }

    private static func statusSpan(_ status: OccurrenceStatus, date: CivilDate) -> Span? {
        status.word(shownOn: date).map { Span(text: $0, attributes: status.attributes) }
    }
}
