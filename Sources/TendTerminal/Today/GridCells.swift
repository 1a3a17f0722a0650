import TendCore

/// The grid style: a compact cell per occurrence, `[☑ 08:00] [☐ 12:00]` (`[x] 08:00  [ ] 12:00`
/// in ASCII), as many to a line as fit, then a line that says how many are done and which are
/// overdue or next.
enum GridCells {
    /// The widest a cell's name may be before it is truncated.
    static let maximumNameWidth = 12

    static func lines(_ rows: [OccurrenceRow], width: Int, glyphs cardGlyphs: CardGlyphs) -> [StyledLine] {
        guard !rows.isEmpty else { return [] }
        let glyphs = cardGlyphs.glyphs
        let indent = cardGlyphs.indent
        let frameWidth = glyphs.framesGridCells ? 2 : 0
        var lines: [StyledLine] = []
        var line = StyledLine.blank(indent)
        for row in rows {
            let box = row.status.box(glyphs)
            // A name of printable ASCII takes a column a byte and joins nothing around it, so
            // the cell's width is the sum of its pieces'; a cell with any other name is measured
            // whole.
            let shortName = row.shortName
            let isASCII = isPrintableASCII(shortName)
            let name = isASCII && shortName.utf8.count <= maximumNameWidth
                ? shortName
                : Truncation.truncate(shortName, toWidth: maximumNameWidth, ellipsis: glyphs.ellipsis)
            let cell = glyphs.gridCell(box: box, name: name)
            let cellWidth = isASCII && isPrintableASCII(name)
                ? frameWidth + cardGlyphs.boxWidth(row.status) + 1 + name.utf8.count
                : DisplayWidth.of(cell)
            if line.width > indent, line.width + glyphs.gridCellSpacing + cellWidth > width {
                lines.append(line)
                line = StyledLine.blank(indent)
            }
            if line.width > indent { line.pad(to: line.width + glyphs.gridCellSpacing) }
            line.append(cell, row.status.attributes, width: cellWidth)
        }
        lines.append(line)
        lines += Wrapping.joined(
            summary(rows), width: width, indent: indent, separator: glyphs.separator, separatorWidth: cardGlyphs.separatorWidth)
        return lines
    }

    /// `2 of 6 done · overdue 12:00, 14:00 · next 16:00`.
    private static func summary(_ rows: [OccurrenceRow]) -> [Span] {
        var parts = [Span(text: rows.doneCountText, attributes: .plain)]
        for status in [OccurrenceStatus.overdue, .missed, .next] {
            guard let word = status.stateWord else { continue }
            var text = word
            var count = 0
            for row in rows where row.status == status {
                text += count == 0 ? " " : ", "
                text += row.shortName
                count += 1
            }
            if count > 0 {
                parts.append(Span(text: text, attributes: status.attributes))
            }
        }
        return parts
    }
}
