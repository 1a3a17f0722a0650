import TendCore

/// The grid style: a compact cell per occurrence, `[☑ 08:00] [☐ 12:00]` (`[x] 08:00  [ ] 12:00`
/// in ASCII), as many to a line as fit, then a line that says how many are done and which are
/// overdue or next.
enum GridCells {
    /// The widest a cell's name may be before it is truncated.
    static let maximumNameWidth = 12

    static func lines(_ rows: [OccurrenceRow], width: Int, indent: Int, glyphs: Glyphs) -> [StyledLine] {
        guard !rows.isEmpty else { return [] }
        var lines: [StyledLine] = []
        var line = StyledLine.blank(indent)
        for row in rows {
            let cell = glyphs.gridCell(
                box: row.status.box(glyphs), name: Truncation.truncate(row.shortName, toWidth: maximumNameWidth, ellipsis: glyphs.ellipsis))
            let cellWidth = DisplayWidth.of(cell)
            if line.width > indent, line.width + glyphs.gridCellSpacing + cellWidth > width {
                lines.append(line)
                line = StyledLine.blank(indent)
            }
            if line.width > indent { line.pad(to: line.width + glyphs.gridCellSpacing) }
            line.append(cell, row.status.attributes, width: cellWidth)
        }
        lines.append(line)
        lines += Wrapping.joined(summary(rows), width: width, indent: indent, separator: glyphs.separator)
        return lines
    }

    /// `2 of 6 done · overdue 12:00, 14:00 · next 16:00`.
    private static func summary(_ rows: [OccurrenceRow]) -> [Span] {
        var parts = [Span(text: rows.doneCountText, attributes: .plain)]
        for status in [OccurrenceStatus.overdue, .missed, .next] {
            let names = rows.filter { $0.status == status }.map(\.shortName)
            if !names.isEmpty, let word = status.stateWord {
                parts.append(Span(text: word + " " + names.joined(separator: ", "), attributes: status.attributes))
            }
        }
        return parts
    }
}
